import type { ReactNode } from "react";
import { Carousel } from "~/components/carousel";
import type { CarouselSettings } from "~/content/carousels";
import { HomeSection } from "./home-section";

interface HomeCarouselProps {
  /** Id for the section's heading, so the section is a labelled region. */
  id: string;
  eyebrow: string;
  title: string;
  intro?: ReactNode;
  /** Sets the section on a sand band across the page. */
  band?: boolean;
  /** The carousel's accessible name. */
  label: string;
  /** How it moves and how many slides it shows at once (content/carousels.ts). */
  settings: CarouselSettings;
  /** Room around each slide, so a card's shadow is not cut off. */
  slideClassName: string;
  slides: ReactNode[];
}

/** A home page section whose content is one of the site's carousels, spaced below the heading like the others. */
export function HomeCarousel({ label, settings, slideClassName, slides, ...section }: HomeCarouselProps) {
  return (
    <HomeSection {...section}>
      <Carousel label={label} className="mt-12" {...settings} slideClassName={slideClassName} slides={slides} />
    </HomeSection>
  );
}
