/** Small shapes shared by the content modules, and by the components that draw them. */

/**
 * An illustration or media image with its intrinsic size set, so nothing shifts (product-rules.md:
 * Images and illustrations). Declared here, with the content that names every picture, so the copy
 * never reaches up into the component that draws it (components/illustration.tsx).
 */
export interface ImageSource {
  src: string;
  width: number;
  height: number;
  alt: string;
}

/** An item of a list a page shows as cards: a feature, a service, a dish. */
export interface Feature {
  title: string;
  description: string;
}

/** A page's hero: its heading, the line under it and its picture. */
export interface HeroWords {
  title: string;
  subtitle: string;
  image: ImageSource;
}

/** A section's small line over its heading, and the heading. */
export interface SectionWords {
  eyebrow: string;
  title: string;
}

/** One row of an opening-hours table, e.g. { label: "Weekdays", hours: "6:00 AM - 10:00 PM" }. */
export interface OperatingHours {
  label: string;
  hours: string;
}
