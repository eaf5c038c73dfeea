/** How many slides a carousel shows at once. */
export type PerView = 1 | 2 | 3 | 4;
/** The widths a carousel's layout changes at (sm 576, md 768, lg 992, xl 1200 px; base is below). */
export type Breakpoint = "base" | "sm" | "md" | "lg" | "xl";
/** Slides per view from each breakpoint up; components/carousel-layout.tsx turns it into CSS classes. */
export type SlidesPerView = { base: PerView } & Partial<Record<Exclude<Breakpoint, "base">, PerView>>;

/** How one of the site's carousels moves and what it shows (product-rules.md: Carousels). */
export interface CarouselSettings {
  /** Milliseconds between automatic moves. */
  autoplayMs: number;
  slidesPerView: SlidesPerView;
  dots: boolean;
  arrows: boolean;
  /** The pointer resting on the carousel pauses it. */
  pauseOnHover: boolean;
}

/** One slide on phones, two from 768 px, three from 1200 px. */
const oneTwoThree: SlidesPerView = { base: 1, md: 2, xl: 3 };

export const carousels = {
  /** The home page's highlights: one full-width slide. */
  hero: { autoplayMs: 7000, slidesPerView: { base: 1 }, dots: true, arrows: true, pauseOnHover: true },
  /**
   * The home page's rooms. One second is too quick to read a card, so hovering or focusing pauses
   * it and the pause button stops it for good; the timing itself follows the original site.
   */
  rooms: { autoplayMs: 1000, slidesPerView: oneTwoThree, dots: true, arrows: false, pauseOnHover: true },
  testimonials: { autoplayMs: 5000, slidesPerView: oneTwoThree, dots: true, arrows: true, pauseOnHover: true },
  social: { autoplayMs: 5000, slidesPerView: oneTwoThree, dots: true, arrows: true, pauseOnHover: true },
  /** A room's photos on its details page. */
  roomGallery: { autoplayMs: 2500, slidesPerView: { base: 1 }, dots: true, arrows: true, pauseOnHover: true },
} as const satisfies Record<string, CarouselSettings>;
