import type { EmblaCarouselType, EmblaOptionsType } from "embla-carousel";
import Autoplay from "embla-carousel-autoplay";
import useEmblaCarousel from "embla-carousel-react";
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import { fill, useWords } from "~/i18n/words";
import type { SlidesPerView } from "../content/carousels";
import { basisClasses } from "./carousel-layout";
import { Icon, type IconName } from "./icon";
import { useCarouselAutoplay } from "./use-carousel-autoplay";

interface CarouselProps {
  /** The carousel's accessible name, e.g. "Rooms and suites". */
  label: string;
  slides: ReactNode[];
  /** Milliseconds between automatic moves; undefined means no autoplay (and no pause button). */
  autoplayMs?: number;
  slidesPerView?: SlidesPerView;
  dots?: boolean;
  arrows?: boolean;
  /** Hovering pauses autoplay (focus inside always pauses it, product-rules.md: Carousels). */
  pauseOnHover?: boolean;
  /** "light" puts white controls on a dark background (hero). */
  tone?: "dark" | "light";
  className?: string;
  /** Extra classes for each slide wrapper. */
  slideClassName?: string;
  /** Space between slides; "none" for full-bleed slides such as the hero. */
  gap?: "none" | "normal";
  /** Classes for the controls row (default: centred below the slides). */
  controlsClassName?: string;
}

// Slides line up from the left edge as the server's scroll-snapped track does, so nothing moves
// when embla takes over; past the last slide comes the first again (product-rules.md: Carousels).
const EMBLA_OPTIONS: EmblaOptionsType = { align: "start", loop: true };

/**
 * A guest may have scrolled the server's track before the script arrived: embla carries on from
 * that slide, moving the track itself from then on.
 */
function continueFromNativeScroll(embla: EmblaCarouselType) {
  const viewport = embla.rootNode();
  const width = embla.slideNodes()[0]?.offsetWidth;
  if (viewport.scrollLeft <= 0 || !width) return;
  const index = Math.round(viewport.scrollLeft / width);
  viewport.scrollLeft = 0;
  embla.scrollTo(index, true);
}

/** The selected position and how many positions there are (one per slide while the loop runs). */
function usePositions(embla: EmblaCarouselType | undefined, total: number) {
  const [selected, setSelected] = useState(0);
  const [count, setCount] = useState(total);
  useEffect(() => {
    if (!embla) return;
    const update = () => {
      setSelected(embla.selectedScrollSnap());
      setCount(embla.scrollSnapList().length);
    };
    continueFromNativeScroll(embla);
    update();
    embla.on("select", update).on("reInit", update);
    return () => {
      embla.off("select", update).off("reInit", update);
    };
  }, [embla]);
  return { selected, count };
}

/**
 * The site's carousel (product-rules.md: Carousels), following the WAI-ARIA carousel pattern: a
 * labelled region of labelled slide groups, a pause/play button, previous/next arrows, dots and the
 * arrow keys. The server renders a track that scrolls natively with CSS scroll snapping, so touch,
 * trackpad and keyboard work before the script arrives and without it; once the carousel hydrates,
 * embla moves the track (looping, dragging) and its autoplay plugin keeps the time.
 */
export function Carousel({
  label,
  slides,
  autoplayMs,
  slidesPerView = { base: 1 },
  dots = false,
  arrows = false,
  pauseOnHover = false,
  tone = "dark",
  className = "",
  slideClassName = "",
  gap = "normal",
  controlsClassName = "mt-6",
}: CarouselProps) {
  const w = useWords("frame").carousel;
  const total = slides.length;
  const slidesId = useId();
  const sectionRef = useRef<HTMLElement>(null);
  // One plugin for the carousel's life: embla starts again whenever it is given a different one.
  const [plugins] = useState(() =>
    autoplayMs !== undefined && total > 1
      ? [Autoplay({ delay: autoplayMs, playOnInit: false, stopOnInteraction: false, stopOnFocusIn: false })]
      : [],
  );
  const autoplay = plugins[0];
  const [startEmbla, embla] = useEmblaCarousel(EMBLA_OPTIONS, plugins);
  const viewportRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Embla measures every slide as it starts (a forced layout of the page). It starts in a task of
    // its own, after the hydration that mounted the carousel, so a phone never runs the two as one
    // long task; the server's track scrolls natively until then.
    const start = setTimeout(() => startEmbla(viewportRef.current));
    return () => clearTimeout(start);
  }, [startEmbla]);
  const { selected, count } = usePositions(embla, total);
  const { paused, running, reducedMotion, togglePause, restartCount, setHovered, setFocused } = useCarouselAutoplay(
    embla,
    autoplay,
    sectionRef,
  );
  // Focusable until the slides are known to hold a link or button: the server's HTML (before
  // hydration, or without JavaScript) scrolls natively and must be reachable by keyboard too.
  const [viewportFocusable, setViewportFocusable] = useState(true);
  const trackRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // A region that scrolls must be reachable by keyboard (WCAG 2.1.1); slides with links or
    // buttons already are, picture-only slides make the region itself focusable.
    setViewportFocusable(!trackRef.current?.querySelector("a[href], button, input, select, textarea, [tabindex]"));
  }, []);

  /** Moves by hand; guests who prefer reduced motion get there without the sliding. */
  const move = (to: (api: EmblaCarouselType, jump: boolean) => void) => {
    if (!embla) return;
    to(embla, reducedMotion);
    restartCount();
  };
  const previous = () => move((api, jump) => api.scrollPrev(jump));
  const next = () => move((api, jump) => api.scrollNext(jump));

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
    const target = event.target as HTMLElement;
    if (target.closest("input, select, textarea")) return;
    event.preventDefault();
    if (event.key === "ArrowLeft") previous();
    else next();
  };

  const controlTone =
    tone === "light"
      ? "bg-white/90 text-ink hover:bg-white"
      : "bg-white text-river-800 shadow-card hover:bg-river-50";
  const controlClass = `round-button ${controlTone} transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-saffron-500`;
  const basis = basisClasses(slidesPerView);
  /** One of the round buttons under the slides (play or pause, previous, next), each controlling them. */
  const controlButton = (ariaLabel: string, icon: IconName, onClick: () => void, iconClassName = "h-6 w-6") => (
    <button type="button" className={controlClass} aria-controls={slidesId} aria-label={ariaLabel} onClick={onClick}>
      <Icon name={icon} className={iconClassName} />
    </button>
  );

  return (
    <section
      ref={sectionRef}
      aria-roledescription={w.carousel}
      aria-label={label}
      className={`relative ${className}`}
      onKeyDown={onKeyDown}
      onMouseEnter={pauseOnHover ? () => setHovered(true) : undefined}
      onMouseLeave={pauseOnHover ? () => setHovered(false) : undefined}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div
        ref={viewportRef}
        id={slidesId}
        aria-live={running ? "off" : "polite"}
        tabIndex={viewportFocusable ? 0 : undefined}
        // "native": the server's scroll-snapped track; "embla": embla moves it (carousel.css).
        data-engine={embla ? "embla" : "native"}
        className={`carousel-viewport focus-visible:outline-2 focus-visible:outline-river-700 ${
          gap === "normal" ? "-ml-4 md:-ml-6" : ""
        }`}
      >
        <div ref={trackRef} className="carousel-track flex">
          {slides.map((slide, index) => (
            // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern's slides are groups, not form fieldsets.
            <div
              // Slides are a fixed list given by the caller; their order is their identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: static slide list
              key={index}
              role="group"
              aria-roledescription={w.slide}
              aria-label={fill(w.slideOf, { n: index + 1, total })}
              className={`carousel-slide ${gap === "normal" ? "pl-4 md:pl-6" : ""} ${basis} ${slideClassName}`}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {autoplay || arrows || dots ? (
        // Kept in place but unseen until embla runs: before it they could do nothing (the slides
        // still scroll by swipe), and appearing later moves nothing.
        <div className={`flex items-center justify-center gap-2 sm:gap-3 ${controlsClassName} ${embla ? "" : "invisible"}`}>
          {autoplay
            ? controlButton(fill(paused ? w.play : w.pause, { label }), paused ? "play" : "pause", togglePause, "h-5 w-5")
            : null}
          {arrows ? controlButton(w.previous, "chevron-left", previous) : null}
          {dots ? (
            <div className="flex items-center justify-center">
              {Array.from({ length: count }, (_, index) => (
                <button
                  // biome-ignore lint/suspicious/noArrayIndexKey: one dot per position
                  key={index}
                  type="button"
                  aria-controls={slidesId}
                  aria-label={fill(w.goTo, { n: index + 1 })}
                  aria-current={index === selected ? "true" : undefined}
                  onClick={() => move((api, jump) => api.scrollTo(index, jump))}
                  className="carousel-dot"
                >
                  <span
                    className={`carousel-dot-mark ${
                      index === selected
                        ? `w-6 ${tone === "light" ? "bg-white" : "bg-saffron-700"}`
                        : `w-2.5 ${tone === "light" ? "bg-white/60 group-hover:bg-white" : "bg-sand-300 group-hover:bg-sand-500"}`
                    }`}
                  />
                </button>
              ))}
            </div>
          ) : null}
          {arrows ? controlButton(w.next, "chevron-right", next) : null}
        </div>
      ) : null}
    </section>
  );
}
