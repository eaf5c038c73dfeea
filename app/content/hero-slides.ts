import type { ImageSource } from "./content-types";
import { type WordsOf, withWords } from "./words-over-copy";
/**
 * A hero slide, shaped as on the original site: id, heading, paragraph, image or video background,
 * video link.
 */
export interface HeroSlide {
  id: "festive" | "river" | "temple";
  eyebrow: string;
  heading: string;
  paragraph: string;
  image: ImageSource;
  /**
   * "motion" is the festive slide's moving background: CSS animation over the illustration (no
   * video file, nothing downloaded, still for reduced motion). "still" is a plain image.
   */
  background: "motion" | "still";
  /** Image slides offer the tour video (original site: "Take a tour"). */
  tour: boolean;
  /** The slide's second call to action. */
  link: { label: string; to: string };
}

/** A slide's picture; `alt` in the slide's language. */
const heroImage = (file: string, alt: string): ImageSource => ({
  src: `/illustrations/hero/${file}.svg`,
  width: 1600,
  height: 900,
  alt,
});

/**
 * The festive slide's words depend on the offer's dates (see festive-offer.ts); these are the
 * words for the other two slides and the festive slide's picture. In Hindi in `hero-slides.hi.ts`;
 * the home page's loader sends the page's language's (product-rules.md: Hindi).
 */
export const heroSlides: readonly HeroSlide[] = [
  {
    id: "festive",
    eyebrow: "Festive season",
    heading: "Celebrate the festivals on the Narmada",
    paragraph:
      "Diyas on the ghats, the evening aarti and a thali cooked for the day: spend the festive season beside the Jyotirlinga.",
    image: heroImage("festive", "Marigold garlands, lanterns and fireworks over the river at night"),
    background: "motion",
    tour: false,
    link: { label: "See rooms & suites", to: "/Room" },
  },
  {
    id: "river",
    eyebrow: "On the bank of the Narmada",
    heading: "Wake up to the river",
    paragraph:
      "Quiet rooms and pure-vegetarian meals on the main road into Omkareshwar: rest between darshan, the ghats and the Parikrama.",
    image: heroImage("river", "Sunrise over the Narmada with birds in a pale sky"),
    background: "still",
    tour: true,
    link: { label: "Explore the rooms", to: "/Room" },
  },
  {
    id: "temple",
    eyebrow: "Near the Jyotirlinga",
    heading: "Close to darshan, far from the crowd",
    paragraph:
      "The Omkareshwar Jyotirlinga is a 10 minute drive away; come back to a cool room and a warm welcome after the early queue.",
    image: heroImage("temple", "A saffron evening sky over the hill of Mandhata island"),
    background: "still",
    tour: true,
    link: { label: "Plan your visit", to: "/omkareshwar-tourism" },
  },
];

/** What a slide says in one language, with its picture's alt text (written for the slide, not the manifest's). */
export type HeroSlideWords = WordsOf<HeroSlide> & { alt: string };

/**
 * The slides in another language: each slide's words over `heroSlides`, which gives their pictures,
 * backgrounds, tours and links.
 */
export function heroSlidesWith(words: readonly HeroSlideWords[]): readonly HeroSlide[] {
  const slideWords = words.map(({ alt: _alt, ...said }) => said);
  return withWords(heroSlides, slideWords).map((slide, index) => ({
    ...slide,
    image: { ...slide.image, alt: words[index].alt },
  }));
}
