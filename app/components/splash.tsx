import { useEffect, useState } from "react";
import { BrandMark } from "./brand-mark";
import { takeSessionFlag } from "./session-flag";

/** Keep in step with tests/e2e/support/session-intro.ts. */
export const SPLASH_KEY = "nrr:splash-shown";
const SPLASH_ENDS_AT_MS = 2000;
const MIN_VISIBLE_MS = 800;
const FADE_MS = 300;

// The welcome popup waits for the splash through this, not through props: a prop change would reach
// the popup's part of the page before it has hydrated and make React throw its server HTML away.
let finished = false;
const waiting = new Set<() => void>();

function finishSplash() {
  finished = true;
  for (const callback of waiting) callback();
  waiting.clear();
}

/** Runs `callback` once the splash has ended or was skipped; returns an unsubscribe function. */
export function afterSplash(callback: () => void): () => void {
  if (finished) {
    callback();
    return () => {};
  }
  waiting.add(callback);
  return () => waiting.delete(callback);
}

/** Runs `callback` once the browser has painted content (paint timing), or after two frames. */
function afterFirstPaint(callback: () => void): () => void {
  if (typeof PerformanceObserver === "undefined" || !PerformanceObserver.supportedEntryTypes?.includes("paint")) {
    let frame = window.requestAnimationFrame(() => {
      frame = window.requestAnimationFrame(callback);
    });
    return () => window.cancelAnimationFrame(frame);
  }
  const observer = new PerformanceObserver((list) => {
    if (!list.getEntriesByName("first-contentful-paint").length) return;
    observer.disconnect();
    callback();
  });
  observer.observe({ type: "paint", buffered: true });
  return () => observer.disconnect();
}

/**
 * The splash loader (product-rules.md: Splash and popups): a logo in a spinning ring, once per
 * browser session, for at most 2 s. It mounts only after hydration and the first paint, as a small
 * badge that covers no content, so the server-rendered page is painted first, stays readable and
 * stays in the HTML for crawlers; people who prefer reduced motion never see it. It aims to end 2 s
 * after the navigation started, but never flashes for less than 0.8 s. `afterSplash` callbacks run
 * once it is gone (or at once when it is skipped).
 */
export function Splash() {
  const [phase, setPhase] = useState<"hidden" | "entering" | "shown" | "leaving">("hidden");

  useEffect(() => {
    const reducedMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    if (reducedMotion || !takeSessionFlag(SPLASH_KEY)) {
      finishSplash();
      return;
    }
    const timers: number[] = [];
    let frame = 0;
    const show = () => {
      const visibleMs = Math.min(SPLASH_ENDS_AT_MS, Math.max(MIN_VISIBLE_MS, SPLASH_ENDS_AT_MS - performance.now()));
      // Fades in over the painted page, then out. A browser short of frames can run the timers below
      // before these two frames: the fade-in then leaves a splash that has already gone alone, or it
      // would stay on the page for good.
      setPhase("entering");
      frame = window.requestAnimationFrame(() => {
        frame = window.requestAnimationFrame(() => setPhase((now) => (now === "entering" ? "shown" : now)));
      });
      timers.push(window.setTimeout(() => setPhase("leaving"), visibleMs - FADE_MS));
      timers.push(
        window.setTimeout(() => {
          setPhase("hidden");
          finishSplash();
        }, visibleMs),
      );
    };
    // Cover the page only once it has painted: an overlay over the very first frame would hold back
    // the first and largest paints (FCP, LCP) until the splash ends.
    const stopWaiting = afterFirstPaint(show);
    return () => {
      stopWaiting();
      window.cancelAnimationFrame(frame);
      for (const timer of timers) window.clearTimeout(timer);
    };
  }, []);

  if (phase === "hidden") return null;
  // A compact badge over the top of the page, not a full-screen cover: the server-rendered page is
  // already painted and readable, and hiding it for two seconds on a slow phone would only cost the
  // guest time (and the page its Speed Index).
  return (
    <div
      data-testid="splash"
      aria-hidden="true"
      className={`pointer-events-none fixed inset-x-0 top-24 z-[60] flex justify-center transition-opacity duration-300 print:hidden ${
        phase === "shown" ? "opacity-100" : "opacity-0"
      }`}
    >
      <div className="relative grid h-16 w-16 place-items-center rounded-pill bg-white shadow-lift">
        <span className="absolute animate-spin inset-1 rounded-pill border-3 border-river-100 border-t-saffron-500" />
        <BrandMark className="h-9 w-9" />
      </div>
    </div>
  );
}
