import type { PageMetaWords } from "./page-meta-words";
import type { Feature, HeroWords, ImageSource, SectionWords } from "./content-types";
import { illustrations } from "./illustrations";

/**
 * The Fitness Center page (programme lengths as on the original site; its hours are the desk's), every word of it;
 * its loader sends the page's copy in the request's language (gym.hi.ts is the Hindi). Announced as
 * Upcoming.
 */

export interface Programme {
  name: string;
  durationMinutes: number;
  description: string;
}

export interface GymCopy {
  meta: PageMetaWords;
  hero: HeroWords;
  /** The notice's name for the fitness center (upcoming-words.ts). */
  upcomingWhat: string;
  intro: SectionWords & { paragraph: string; image: ImageSource };
  featuresSection: SectionWords;
  features: Feature[];
  programmesSection: SectionWords & { joinLabel: string };
  /** A programme's length, `{n}` minutes. */
  duration: string;
  programmes: Programme[];
  hoursSection: SectionWords & { cardTitle: string };
}

export const gym: GymCopy = {
  meta: {
    title: "Fitness Center",
    crumb: "Fitness Center",
    description:
      "The fitness center at {hotel}, Omkareshwar: cardio, strength and yoga with trainers.",
    keywords: "gym Omkareshwar hotel, fitness center Omkareshwar, yoga Omkareshwar, hotel with gym Madhya Pradesh",
  },
  hero: {
    title: "Fitness Center",
    subtitle: "Keep your routine on the road: equipment, trainers and programmes",
    image: illustrations.gymHero,
  },
  upcomingWhat: "The fitness center",
  intro: {
    eyebrow: "Train with us",
    title: "Stay strong while you travel",
    paragraph:
      "Whether you walk the Parikrama or sit in meetings all day, a good workout keeps you going. Our fitness center is being equipped for cardio, strength and yoga, with trainers to guide you.",
    image: illustrations.gymIntro,
  },
  featuresSection: { eyebrow: "Equipment and space", title: "Gym Features" },
  /** As on the original site: four features. */
  features: [
    { title: "Cardio Zone", description: "Treadmills, cross-trainers and exercise bikes for a steady morning session." },
    { title: "Strength Training", description: "Free weights, benches and machines for a full-body workout." },
    { title: "Yoga & Stretching", description: "An open studio with mats for yoga, stretching and floor work." },
    { title: "Personal Trainers", description: "Certified trainers who plan a session around your goals and fitness." },
  ],
  programmesSection: { eyebrow: "Guided sessions", title: "Training Programmes", joinLabel: "Join Now" },
  duration: "{n} mins",
  /** As on the original site: three programmes of 60, 45 and 50 minutes. */
  programmes: [
    {
      name: "Sunrise Yoga",
      durationMinutes: 60,
      description: "Surya namaskar, asanas and pranayama to begin the day with energy and calm.",
    },
    {
      name: "Strength & Conditioning",
      durationMinutes: 45,
      description: "A trainer-led circuit of weights and body-weight moves for all levels.",
    },
    {
      name: "Cardio Blast",
      durationMinutes: 50,
      description: "Intervals on the machines and the floor to raise your heart rate and burn energy.",
    },
  ],
  hoursSection: { eyebrow: "Plan your workout", title: "Training Hours", cardTitle: "Gym hours" },
};
