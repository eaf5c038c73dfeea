import { type KeyboardEvent, type ReactNode, useCallback, useEffect, useId, useRef, useState } from "react";
import { basisClasses, dotClasses, resolvePerView, type SlidesPerView } from "./carousel-layout";
import { Icon } from "./icon";

interface CarouselProps {
  /** The carousel's accessible name, e.g. "Rooms and suites". */
  label: string;
  slides: ReactNode[];
  /** Milliseconds between automatic moves; undefined means no autoplay (and no pause button). */
  autoplayMs?: number;
  /** Past the last slide, go back to the first (and from the first back to the last). */
  loop?: boolean;
  slidesPerView?: SlidesPerView;
  dots?: boolean;
  arrows?: boolean;
  /** Hovering pauses autoplay (focus inside always pauses it, product-rules.md: Accessibility). */
  pauseOnHover?: boolean;
  /** Label each slide's group; defaults to "n of total". */
  slideLabel?: (index: number, total: number) => string;
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

function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const query = window.matchMedia("(prefers-reduced-motion: reduce)");
    setReduced(query.matches);
    const onChange = () => setReduced(query.matches);
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, []);
  return reduced;
}

/**
 * The site's carousel (product-rules.md: Accessibility), following the WAI-ARIA carousel pattern: a
 * labelled region of labelled slide groups, a pause/play button, previous/next arrows, dots and the
 * arrow keys. Slides scroll natively with CSS scroll snapping (touch and trackpad work without any
 * script), which keeps it to a few kilobytes. Autoplay stops while the pointer hovers (optional) or
 * focus is inside, when the guest presses pause, while the tab is hidden, and never starts for
 * people who prefer reduced motion.
 */
export function Carousel({
  label,
  slides,
  autoplayMs,
  loop = false,
  slidesPerView = { base: 1 },
  dots = false,
  arrows = false,
  pauseOnHover = false,
  slideLabel = (index, total) => `${index + 1} of ${total}`,
  tone = "dark",
  className = "",
  slideClassName = "",
  gap = "normal",
  controlsClassName = "mt-6",
}: CarouselProps) {
  const reducedMotion = usePrefersReducedMotion();
  const viewportRef = useRef<HTMLDivElement>(null);
  const [selected, setSelected] = useState(0);
  const [userPaused, setUserPaused] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // Off screen or in a hidden tab: no autoplay (nobody is watching, and it costs the phone work).
  const [outOfSight, setOutOfSight] = useState(false);
  const sectionRef = useRef<HTMLElement>(null);
  const sizeRef = useRef<{ width: number; inView: number } | null>(null);
  // Focusable until the slides are known to hold a link or button: the server's HTML (before
  // hydration, or without JavaScript) scrolls natively and must be reachable by keyboard too.
  const [viewportFocusable, setViewportFocusable] = useState(true);
  const slidesId = useId();
  const total = slides.length;
  const perView = resolvePerView(slidesPerView);

  // Reduced motion starts paused; a guest may still press play on purpose.
  const paused = userPaused ?? reducedMotion;
  const autoplay = autoplayMs !== undefined && total > 1;
  const running = autoplay && !paused && !hovered && !focused && !outOfSight;

  /** Slide width and the last index that can start a view (kept up to date by a ResizeObserver). */
  const measure = useCallback(() => {
    const viewport = viewportRef.current;
    if (!viewport) return null;
    if (!sizeRef.current) {
      const first = viewport.firstElementChild as HTMLElement | null;
      if (!first || first.offsetWidth === 0) return null;
      sizeRef.current = { width: first.offsetWidth, inView: Math.max(1, Math.round(viewport.clientWidth / first.offsetWidth)) };
    }
    const { width, inView } = sizeRef.current;
    return { viewport, width, last: Math.max(0, total - inView) };
  }, [total]);

  const scrollToIndex = useCallback(
    (index: number) => {
      const m = measure();
      if (!m) return;
      const target = Math.min(Math.max(index, 0), m.last);
      m.viewport.scrollTo({ left: target * m.width, behavior: reducedMotion ? "auto" : "smooth" });
    },
    [measure, reducedMotion],
  );

  const step = useCallback(
    (direction: 1 | -1) => {
      const m = measure();
      if (!m) return;
      const current = Math.round(m.viewport.scrollLeft / m.width);
      let next = current + direction;
      if (next > m.last) next = loop ? 0 : m.last;
      if (next < 0) next = loop ? m.last : 0;
      scrollToIndex(next);
    },
    [measure, scrollToIndex, loop],
  );

  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    // A region that scrolls must be reachable by keyboard (WCAG 2.1.1); slides with links or
    // buttons already are, picture-only slides make the region itself focusable.
    setViewportFocusable(!viewport.querySelector("a[href], button, input, select, textarea, [tabindex]"));
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = window.requestAnimationFrame(() => {
        frame = 0;
        const m = measure();
        if (m) setSelected(Math.min(Math.round(m.viewport.scrollLeft / m.width), m.last));
      });
    };
    viewport.addEventListener("scroll", onScroll, { passive: true });
    // Sizes change with the window (slides per view follow the breakpoints): measure again then.
    const resize = new ResizeObserver(() => {
      sizeRef.current = null;
    });
    resize.observe(viewport);
    return () => {
      viewport.removeEventListener("scroll", onScroll);
      resize.disconnect();
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [measure]);

  useEffect(() => {
    const section = sectionRef.current;
    if (!section) return;
    let onScreen = true;
    const update = () => setOutOfSight(document.hidden || !onScreen);
    const sight = new IntersectionObserver(([entry]) => {
      onScreen = entry.isIntersecting;
      update();
    });
    sight.observe(section);
    document.addEventListener("visibilitychange", update);
    return () => {
      sight.disconnect();
      document.removeEventListener("visibilitychange", update);
    };
  }, []);

  // One timer per shown position: any move (automatic or by hand) restarts the count.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `selected` restarts the timer after every move.
  useEffect(() => {
    if (!running || autoplayMs === undefined) return;
    const timer = window.setTimeout(() => step(1), autoplayMs);
    return () => window.clearTimeout(timer);
  }, [running, autoplayMs, selected, step]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
    const target = event.target as HTMLElement;
    if (target.closest("input, select, textarea")) return;
    event.preventDefault();
    step(event.key === "ArrowLeft" ? -1 : 1);
  };

  const controlTone =
    tone === "light"
      ? "bg-white/90 text-ink hover:bg-white"
      : "bg-white text-river-800 shadow-card hover:bg-river-50";
  const controlClass = `round-button ${controlTone} transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-saffron-500`;
  const basis = basisClasses(slidesPerView);

  return (
    <section
      ref={sectionRef}
      aria-roledescription="carousel"
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
        className={`carousel-viewport flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain focus-visible:outline-2 focus-visible:outline-river-700 ${
          gap === "normal" ? "-ml-4 md:-ml-6" : ""
        }`}
      >
        {slides.map((slide, index) => (
          // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern's slides are groups, not form fieldsets.
          <div
            // Slides are a fixed list given by the caller; their order is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: static slide list
            key={index}
            role="group"
            aria-roledescription="slide"
            aria-label={slideLabel(index, total)}
            // `relative` keeps absolutely positioned content (visually hidden text) clipped by the
            // viewport; otherwise it would widen the page.
            className={`carousel-slide ${gap === "normal" ? "pl-4 md:pl-6" : ""} ${basis} ${slideClassName}`}
          >
            {slide}
          </div>
        ))}
      </div>
      {autoplay || arrows || dots ? (
        <div className={`flex items-center justify-center gap-2 sm:gap-3 ${controlsClassName}`}>
          {autoplay ? (
            <button
              type="button"
              className={controlClass}
              aria-controls={slidesId}
              aria-label={paused ? `Play ${label} slideshow` : `Pause ${label} slideshow`}
              onClick={() => setUserPaused(!paused)}
            >
              <Icon name={paused ? "play" : "pause"} className="h-5 w-5" />
            </button>
          ) : null}
          {arrows ? (
            <button type="button" className={controlClass} aria-controls={slidesId} aria-label="Previous slide" onClick={() => step(-1)}>
              <Icon name="chevron-left" className="h-6 w-6" />
            </button>
          ) : null}
          {dots ? (
            <div className="flex items-center justify-center">
              {slides.map((_, index) => (
                <button
                  // biome-ignore lint/suspicious/noArrayIndexKey: one dot per scroll position
                  key={index}
                  type="button"
                  aria-controls={slidesId}
                  aria-label={`Go to slide ${index + 1}`}
                  aria-current={index === selected ? "true" : undefined}
                  onClick={() => scrollToIndex(index)}
                  className={`carousel-dot ${dotClasses(index, total, perView)}`}
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
          {arrows ? (
            <button type="button" className={controlClass} aria-controls={slidesId} aria-label="Next slide" onClick={() => step(1)}>
              <Icon name="chevron-right" className="h-6 w-6" />
            </button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
