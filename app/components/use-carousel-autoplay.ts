import type { EmblaCarouselType } from "embla-carousel";
import type { AutoplayType } from "embla-carousel-autoplay";
import { type RefObject, useEffect, useState } from "react";

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

/** Off screen or in a hidden tab: nobody is watching, and moving costs the phone work. */
function useOutOfSight(section: RefObject<HTMLElement | null>): boolean {
  const [outOfSight, setOutOfSight] = useState(false);
  useEffect(() => {
    const element = section.current;
    if (!element) return;
    let onScreen = true;
    const update = () => setOutOfSight(document.hidden || !onScreen);
    const sight = new IntersectionObserver(([entry]) => {
      onScreen = entry.isIntersecting;
      update();
    });
    sight.observe(element);
    document.addEventListener("visibilitychange", update);
    return () => {
      sight.disconnect();
      document.removeEventListener("visibilitychange", update);
    };
  }, [section]);
  return outOfSight;
}

/**
 * When a carousel moves on its own (product-rules.md: Carousels). The autoplay plugin keeps the
 * timer; this decides whether it runs: not while the guest has pressed pause, nor while the pointer
 * rests on the carousel (where asked) or focus is inside it, nor off screen, and not at all for
 * guests who prefer reduced motion unless they press play on purpose.
 */
export function useCarouselAutoplay(
  embla: EmblaCarouselType | undefined,
  autoplay: AutoplayType | undefined,
  section: RefObject<HTMLElement | null>,
) {
  const reducedMotion = usePrefersReducedMotion();
  const outOfSight = useOutOfSight(section);
  const [userPaused, setUserPaused] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const paused = userPaused ?? reducedMotion;
  const running = autoplay !== undefined && !paused && !hovered && !focused && !outOfSight;

  useEffect(() => {
    if (!embla || !autoplay) return;
    const sync = () => {
      // The plugin has no timer to run with a single position (everything fits in view).
      if (running && embla.scrollSnapList().length > 1) autoplay.play(reducedMotion);
      else autoplay.stop();
    };
    // The plugin starts itself again when a drag ends or the tab comes back; when this carousel
    // should be still, stop it once the plugin has finished starting.
    const keepStill = () => {
      if (!running) queueMicrotask(() => autoplay.stop());
    };
    sync();
    // Resizing re-creates the plugin, stopped: start it again if it should run.
    embla.on("reInit", sync).on("autoplay:play", keepStill);
    return () => {
      embla.off("reInit", sync).off("autoplay:play", keepStill);
    };
  }, [embla, autoplay, running, reducedMotion]);

  return {
    paused,
    running,
    reducedMotion,
    togglePause: () => setUserPaused(!paused),
    /** Any move by hand starts the count to the next automatic move again. */
    restartCount: () => autoplay?.reset(),
    setHovered,
    setFocused,
  };
}
