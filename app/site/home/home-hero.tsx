import { lazy, useState } from "react";
import { Link } from "react-router";
import { Carousel } from "~/components/carousel";
import { Icon } from "~/components/icon";
import { Illustration } from "~/components/illustration";
import { carousels } from "~/content/carousels";
import { hotel, type IsoDate } from "~/content/hotel";
import type { HeroSlide } from "~/content/hero-slides";
import { linkInLang } from "~/i18n/hindi-pages";
import { fill, useLang, useWords } from "~/i18n/words";
import { FestiveMotion } from "./festive-motion";
import { festiveSlideCopyIn } from "./festive-slide-in-lang";
import { HeroBookingCta } from "./hero-booking-cta";
import { OnDemand } from "../sections/on-demand";

// The tour's code loads only when a guest asks for it.
const TourDialog = lazy(() => import("./tour-dialog").then((m) => ({ default: m.TourDialog })));

// On a phone the slide leaves room below it for the availability form's first fields on a 390 × 844
// screen. A minimum, not a height: on a narrower phone the copy wraps to more lines, and the slide
// grows rather than letting the copy run under the hotel's name or the carousel's controls.
const slideHeight = "h-full min-h-[31rem] md:min-h-[40rem]";
const heroButtonSize = "px-3 text-sm md:px-6 md:text-base";

function Slide({ slide, index, today, onTour }: { slide: HeroSlide; index: number; today: IsoDate; onTour: () => void }) {
  const w = useWords("home");
  const lang = useLang();
  const copy = slide.id === "festive" ? festiveSlideCopyIn(today, slide, w.festive, lang) : slide;
  return (
    <div className={`relative isolate flex flex-col overflow-hidden bg-river-900 ${slideHeight}`}>
      {/* The first slide is the page's largest paint: load it first; the others wait until their
          slide comes into view or the carousel starts (`carousel-later`, carousel.css). */}
      <div className={`absolute inset-0 -z-20 ${index === 0 ? "" : "carousel-later"}`}>
        <Illustration image={slide.image} priority={index === 0} decorative className="h-full w-full object-cover" />
      </div>
      {slide.background === "motion" ? <FestiveMotion /> : null}
      <div className="absolute inset-0 -z-10 bg-ink/55 md:bg-transparent md:bg-gradient-to-r md:from-ink/85 md:via-ink/55 md:to-ink/5" />
      <div className="container flex flex-1 flex-col justify-end pb-24 pt-20 md:justify-center md:pb-36 md:pt-20">
        <div className="max-w-2xl text-white">
          <p className="text-sm font-semibold uppercase tracking-[0.2em] text-marigold">{copy.eyebrow}</p>
          <h2 className="mt-3 font-serif text-[2.15rem] font-semibold leading-[1.1] md:text-6xl">{copy.heading}</h2>
          <p className="mt-4 max-w-xl text-white/90 md:mt-5 md:text-xl">{copy.paragraph}</p>
          {/* Side by side on a phone, so the slide stays short enough for the form below it. */}
          <div className="mt-6 grid grid-cols-2 gap-3 md:mt-8 md:flex md:flex-wrap">
            {slide.tour ? (
              // Before the script runs, the gallery is the tour.
              <a
                href={linkInLang("/Gallery", lang)}
                onClick={(event) => {
                  event.preventDefault();
                  onTour();
                }}
                aria-haspopup="dialog"
                className={`btn-primary ${heroButtonSize}`}
              >
                <Icon name="play" className="h-4 w-4" />
                {w.hero.tour}
              </a>
            ) : (
              <HeroBookingCta today={today} className={heroButtonSize}>
                {"offer" in copy && copy.offer ? fill(w.hero.bookWithOffer, { percent: copy.offer.percentOff }) : w.hero.book}
              </HeroBookingCta>
            )}
            <Link
              to={linkInLang(slide.link.to, lang)}
              className={`${heroButtonSize} inline-flex items-center justify-center gap-2 rounded-pill border-2 border-white/80 py-3 font-semibold text-white transition-colors hover:bg-white hover:text-river-900 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-marigold`}
            >
              {slide.link.label}
            </Link>
          </div>
        </div>
      </div>
    </div>
  );
}

/**
 * The home page's hero: three slides (the festive offer with its moving background, then two image
 * slides with "Take a tour"), in the page's language (its `home` words). The page's h1, the
 * hotel's name, stays put above the slides (the 404 page has its own h1, so there it is a paragraph).
 */
export function HomeHero({ today, titleAs = "h1" }: { today: IsoDate; titleAs?: "h1" | "p" }) {
  const Title = titleAs;
  const [tourOpen, setTourOpen] = useState(false);
  const w = useWords("home");
  return (
    <section aria-labelledby="home-title" className="relative bg-river-900">
      <Carousel
        label={w.hero.label}
        gap="none"
        {...carousels.hero}
        tone="light"
        controlsClassName="absolute inset-x-0 bottom-12 z-10 md:bottom-20"
        slides={w.slides.map((slide, index) => (
          <Slide key={slide.id} slide={slide} index={index} today={today} onTour={() => setTourOpen(true)} />
        ))}
      />
      <div className="pointer-events-none absolute inset-x-0 top-0">
        <div className="container pt-6 md:pt-8">
          <Title id="home-title" className="flex items-center gap-2 text-sm font-semibold uppercase tracking-[0.2em] text-white">
            <span aria-hidden="true" className="h-px w-8 bg-marigold" />
            {hotel.name}
          </Title>
        </div>
      </div>
      <OnDemand open={tourOpen}>
        <TourDialog open onClose={() => setTourOpen(false)} />
      </OnDemand>
    </section>
  );
}
