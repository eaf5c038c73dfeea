import type { ImageSource } from "../components/illustration";
import type { Feature, OperatingHours } from "./content-types";
import { illustrations } from "./illustrations";

/** The Swimming Pool page (hours as on the original site). The pools are announced as Upcoming. */

export const pool = {
  hero: {
    title: "Swimming Pool",
    subtitle: "A star-category pool, a kids' pool and a fun pool beside the Narmada",
    image: illustrations.poolHero,
  },
  intro: {
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
  ] satisfies Feature[],
  /** As on the original site: a three-image gallery. */
  gallery: [
    { caption: "The star-category pool", image: illustrations.poolGallery1 },
    { caption: "The kids' pool", image: illustrations.poolGallery2 },
    { caption: "The party area after dark", image: illustrations.poolGallery3 },
  ] satisfies { caption: string; image: ImageSource }[],
  /** As on the original site: three services. */
  services: [
    { title: "Towels & Changing Rooms", description: "Fresh pool towels, showers and changing rooms for every guest." },
    { title: "Lifeguard on Duty", description: "A trained lifeguard watches the pools throughout opening hours." },
    { title: "Poolside Refreshments", description: "Fresh juices, coolers and light vegetarian snacks brought to your lounger." },
  ] satisfies Feature[],
  /** The original site's pool hours, exactly. */
  hours: [
    { label: "Weekdays", hours: "6:00 AM - 10:00 PM" },
    { label: "Weekends", hours: "6:00 AM - 11:00 PM" },
    { label: "Maintenance (daily)", hours: "2:00 PM - 3:00 PM" },
  ] satisfies OperatingHours[],
};
