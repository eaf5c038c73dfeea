import type { PageMetaWords } from "./page-meta-words";
import type { Feature, HeroWords, ImageSource, SectionWords } from "./content-types";
import { illustrations } from "./illustrations";

/**
 * The Swimming Pool page, every word of it (its hours are the desk's, with its state); its loader sends the
 * page's copy in the request's language (pool.hi.ts is the Hindi). The pools are announced as
 * Upcoming.
 */

export interface PoolCopy {
  meta: PageMetaWords;
  hero: HeroWords;
  /** The notice's name for the pools (upcoming-words.ts). */
  upcomingWhat: string;
  intro: SectionWords & { paragraphs: string[] };
  features: Feature[];
  gallerySection: SectionWords;
  gallery: { caption: string; image: ImageSource }[];
  servicesSection: SectionWords;
  services: Feature[];
  hoursSection: SectionWords & { cardTitle: string; note: string };
}

export const pool: PoolCopy = {
  meta: {
    title: "Swimming Pool",
    crumb: "Swimming Pool",
    description:
      "The pools at {hotel}, Omkareshwar: a star-category pool, a kids' pool, a fun pool and a party area.",
    keywords:
      "hotel with swimming pool Omkareshwar, kids pool Omkareshwar resort, pool party Omkareshwar, Narmada riverside resort pool",
  },
  hero: {
    title: "Swimming Pool",
    subtitle: "A star-category pool, a kids' pool and a fun pool beside the Narmada",
    image: illustrations.poolHero,
  },
  upcomingWhat: "The pool complex",
  intro: {
    eyebrow: "Pools for every swimmer",
    title: "Cool water after a warm day of darshan",
    paragraphs: [
      "Summers in Omkareshwar are hot, and an afternoon swim is the best way to rest after the temple queues and the Parikrama. Our pool complex brings together a star-category pool for laps, a fun pool and a shallow kids' pool, with a party area beside the water.",
      "The pools are being completed now and open to resident guests soon. Ask us about the opening date when you book.",
    ],
  },
  /** As on the original site: three pool features. */
  features: [
    {
      title: "Star-Category Pool",
      description: "A full-size pool with clear, filtered water for a proper swim or an easy float.",
    },
    {
      title: "Kids' Pool & Fun Pool",
      description: "Shallow water for little ones and a fun pool for splashing, in view of parents.",
    },
    {
      title: "Poolside Party Area",
      description: "An open deck beside the water for birthdays, family get-togethers and evening events.",
    },
  ],
  gallerySection: { eyebrow: "A first look", title: "Pool Gallery" },
  /** As on the original site: a three-image gallery. */
  gallery: [
    { caption: "The star-category pool", image: illustrations.poolGallery1 },
    { caption: "The kids' pool", image: illustrations.poolGallery2 },
    { caption: "The party area after dark", image: illustrations.poolGallery3 },
  ],
  servicesSection: { eyebrow: "Looked after", title: "Pool Services" },
  /** As on the original site: three services. */
  services: [
    { title: "Towels & Changing Rooms", description: "Fresh pool towels, showers and changing rooms for every guest." },
    { title: "Lifeguard on Duty", description: "A trained lifeguard watches the pools throughout opening hours." },
    { title: "Poolside Refreshments", description: "Fresh juices, coolers and light vegetarian snacks brought to your lounger." },
  ],
  hoursSection: {
    eyebrow: "Plan your swim",
    title: "Operating Hours",
    cardTitle: "Pool hours",
    note: "The pools close daily for cleaning and water testing during maintenance.",
  },
};
