import type { PageMetaWords } from "./page-meta-words";
import type { Feature, HeroWords, ImageSource, SectionWords } from "./content-types";
import { illustrations } from "./illustrations";

/**
 * The Spa & Wellness page (prices are paise, product-rules.md: One price and tax calculation), every
 * word of it; its loader sends the page's copy in the request's language (spa.hi.ts is the Hindi).
 * Whether it is open, and its hours, are what staff keep on the desk (product-rules.md: What is open).
 */

export interface SpaTreatment {
  name: string;
  durationMinutes: number;
  pricePaise: number;
  description: string;
  image: ImageSource;
}

export interface SpaCopy {
  meta: PageMetaWords;
  hero: HeroWords;
  /** The notice's name for the spa (upcoming-words.ts). */
  upcomingWhat: string;
  intro: SectionWords & { paragraph: string; image: ImageSource; highlights: string[] };
  featuresSection: SectionWords;
  features: Feature[];
  treatmentsSection: SectionWords & { intro: string; bookLabel: string };
  /** A treatment's length, `{n}` minutes. */
  duration: string;
  treatments: SpaTreatment[];
  wellness: SectionWords & { intro: string; features: Feature[] };
}

export const spa: SpaCopy = {
  meta: {
    title: "Spa & Wellness",
    crumb: "Spa & Wellness",
    description:
      "The spa at {hotel}, Omkareshwar: Aromatherapy Massage (60 mins, ₹4,500), Deep Tissue Massage (90 mins, ₹6,000) and Couple's Retreat (75 mins, ₹8,500).",
    keywords:
      "spa Omkareshwar, massage Omkareshwar, ayurvedic massage Omkareshwar, couple spa Madhya Pradesh, wellness retreat Narmada",
  },
  hero: {
    title: "Spa & Wellness",
    subtitle: "Traditional therapies and quiet rooms to restore body and mind",
    image: illustrations.spaHero,
  },
  upcomingWhat: "The spa",
  intro: {
    eyebrow: "Welcome to calm",
    title: "Rest that goes deeper than sleep",
    paragraph:
      "After long walks between temples and early mornings on the ghats, our spa offers an hour that is only yours. Trained therapists, warm natural oils and calm treatment rooms bring together the wisdom of Indian wellness and the comfort of a modern spa.",
    image: illustrations.spaIntro,
    /** As on the original site: three highlights. */
    highlights: ["Trained, experienced therapists", "Natural oils and herbal preparations", "Private rooms for singles and couples"],
  },
  featuresSection: { eyebrow: "The spa", title: "Spa Features" },
  /** As on the original site: four feature cards. */
  features: [
    { title: "Ayurvedic Therapies", description: "Massages and treatments rooted in Ayurveda, with warm herbal oils." },
    { title: "Steam & Relaxation", description: "A steam room and a quiet lounge to unwind before or after your therapy." },
    { title: "Couple's Suite", description: "A private suite for two, for anniversaries, honeymoons or simply time together." },
    { title: "Personal Consultations", description: "A short talk before every treatment to match the pressure, oils and pace to you." },
  ],
  treatmentsSection: {
    eyebrow: "Signature treatments",
    title: "Choose Your Treatment",
    intro: "Book ahead and tell us your preferred time; we will confirm it as soon as the spa opens.",
    bookLabel: "Book Now",
  },
  duration: "{n} mins",
  /** The original site's three signature treatments, with their exact durations and prices. */
  treatments: [
    {
      name: "Aromatherapy Massage",
      durationMinutes: 60,
      pricePaise: 450_000,
      description: "A gentle full-body massage with essential oils chosen to calm the mind and ease tired muscles.",
      image: illustrations.spaAromatherapy,
    },
    {
      name: "Deep Tissue Massage",
      durationMinutes: 90,
      pricePaise: 600_000,
      description: "Firm, slow strokes that work into deeper muscle layers to release long-held tension.",
      image: illustrations.spaDeepTissue,
    },
    {
      name: "Couple's Retreat",
      durationMinutes: 75,
      pricePaise: 850_000,
      description: "Side-by-side massages for two in our private couple's suite, followed by herbal tea.",
      image: illustrations.spaCouples,
    },
  ],
  wellness: {
    eyebrow: "Beyond the spa",
    title: "Wellness for the whole journey",
    intro: "Small rituals that make a pilgrimage or a holiday feel lighter.",
    /** As on the original site: a wellness section with four features. */
    features: [
      { title: "Morning Yoga", description: "Guided asanas and pranayama at sunrise, facing the river." },
      { title: "Meditation", description: "Quiet, guided sessions to carry the calm of the temple back with you." },
      { title: "Herbal Teas", description: "Tulsi, ginger and lemongrass infusions served after every treatment." },
      { title: "Healthy Menu", description: "Light, satvik meals from our kitchen to suit a wellness day." },
    ],
  },
};

/** "60 mins", as the original site writes durations (the English page's `duration`). */
export const formatDuration = (minutes: number) => `${minutes} mins`;
