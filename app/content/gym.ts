import { illustrations } from "./illustrations";
import type { Feature, OperatingHours } from "./content-types";

/**
 * The Fitness Center page (hours and programme lengths as on the original site). Announced as
 * Upcoming.
 */

export interface Programme {
  name: string;
  durationMinutes: number;
  description: string;
}

export const gym = {
  hero: {
    title: "Fitness Center",
    subtitle: "Keep your routine on the road: equipment, trainers and programmes",
    image: illustrations.gymHero,
  },
  intro: {
    title: "Stay strong while you travel",
    paragraph:
      "Whether you walk the Parikrama or sit in meetings all day, a good workout keeps you going. Our fitness center is being equipped for cardio, strength and yoga, with trainers to guide you.",
    image: illustrations.gymIntro,
  },
  /** As on the original site: four features. */
  features: [
    { title: "Cardio Zone", description: "Treadmills, cross-trainers and exercise bikes for a steady morning session." },
    { title: "Strength Training", description: "Free weights, benches and machines for a full-body workout." },
    { title: "Yoga & Stretching", description: "An open studio with mats for yoga, stretching and floor work." },
    { title: "Personal Trainers", description: "Certified trainers who plan a session around your goals and fitness." },
  ] satisfies Feature[],
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
  ] satisfies Programme[],
  /** The original site's gym hours, exactly. */
  hours: [
    { label: "Weekdays", hours: "5:00 AM - 11:00 PM" },
    { label: "Weekends", hours: "6:00 AM - 10:00 PM" },
    { label: "Holidays", hours: "7:00 AM - 9:00 PM" },
  ] satisfies OperatingHours[],
};
