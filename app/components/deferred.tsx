import { type ComponentType, lazy, memo, Suspense, useCallback, useEffect, useRef, useState } from "react";

/**
 * Parts whose code is left out of the first download (the home page's budget is 130 KB of
 * JavaScript, gzipped). The server renders them in full, so the HTML is complete for guests and
 * crawlers; in the browser React leaves that HTML in place and hydrates it once the part's code
 * arrives.
 *
 * - `deferred(load)`: the code loads as soon as the page's own modules run, and the part hydrates
 *   right after the page above the fold.
 * - `deferred(load, { whenRendered: true, fallback })`: for parts few guests reach (the booking
 *   wizard's checkout). The code loads only when React first renders the part, showing `fallback`
 *   meanwhile; a page the server drew with the part in it still counts it in `data-hydrated`.
 * - `deferred(load, { nearView })`: for parts far down the page. On the first page of a visit the
 *   code loads only once the part comes within half a screen of the viewport, so a phone spends its
 *   first seconds on what the guest sees rather than on carousels and forms nobody has reached yet
 *   (the same rule as lazy images). Their links work meanwhile; they are plain HTML. On later,
 *   client-side navigations the code loads at once.
 *
 * Give deferred parts props that do not change while the page hydrates (React would otherwise throw
 * the server HTML away). `data-hydrated` on <html> (which browser tests wait for) is set once the
 * root and every part of the first kind have hydrated; a near-view part marks its own wrapper with
 * `data-part="hydrated"`.
 */
let pendingParts = 0;
/** Near-view parts of the first page that still hold the server's HTML (they may never hydrate). */
let waitingNearView = 0;
let rootHydrated = false;
const onServer = typeof document === "undefined";
let everyPartHydrated: { promise: Promise<void>; resolve: () => void } | null = null;

function markWhenAllHydrated() {
  if (rootHydrated && pendingParts === 0) document.documentElement.dataset.hydrated = "true";
  if (rootHydrated && pendingParts === 0 && waitingNearView === 0) everyPartHydrated?.resolve();
}

/**
 * Settles once the first page holds no server HTML that React has yet to hydrate: the root, every
 * part of the first kind and every near-view part the page drew (these only once the guest has
 * scrolled near each). Until then a re-render of the router would force React to hydrate those
 * parts at once, before their code is there; see app/route-discovery.ts for the one update that
 * waits for this.
 */
export function whenEveryPartHydrated(): Promise<void> {
  if (!everyPartHydrated) {
    let resolve = () => {};
    const promise = new Promise<void>((settle) => {
      resolve = settle;
    });
    everyPartHydrated = { promise, resolve };
    if (!onServer) markWhenAllHydrated();
  }
  return everyPartHydrated.promise;
}

/** Called once by the root component's effect. */
export function markRootHydrated() {
  rootHydrated = true;
  markWhenAllHydrated();
}

/** Whether the browser is hydrating the page the server sent (its first render of the visit). */
export function isFirstHydration(): boolean {
  return !onServer && !rootHydrated;
}

type AnyProps = Record<string, unknown>;

/** How far ahead of the viewport a near-view part starts loading: half a screen above and below. */
const NEAR_VIEW_MARGIN = "50% 0px 50% 0px";

interface Part {
  /** The component once its code has loaded. */
  ready: ComponentType<AnyProps> | null;
  /** Suspends until the code arrives. */
  Lazy: ComponentType<AnyProps>;
  /** Counted while the first page hydrates, released once this part has hydrated too. */
  counted: boolean;
  released: boolean;
  /** Near-view parts only: the class of the wrapper the part is observed through. */
  nearView: { className?: string } | null;
  /** Drawn while the code loads for a render in the browser (not while hydrating: the server's HTML stays). */
  Fallback: ComponentType | null;
  /** Near-view parts on the first page: opens when the wrapper nears the viewport. */
  gate: { promise: Promise<void>; open: () => void } | null;
}

function HydrationReport({ part, onHydrated }: { part: Part; onHydrated?: () => void }) {
  useEffect(() => {
    onHydrated?.();
    if (!part.counted || part.released) return;
    part.released = true;
    pendingParts -= 1;
    markWhenAllHydrated();
  }, [part, onHydrated]);
  return null;
}

function sameProps(a: AnyProps, b: AnyProps): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.is(a[key], b[key]));
}

function ensureGate(part: Part) {
  if (part.gate) return part.gate;
  let open = () => {};
  const promise = new Promise<void>((resolve) => {
    open = resolve;
  });
  part.gate = { promise, open };
  return part.gate;
}

/**
 * Opens the part's gate once `element` comes within NEAR_VIEW_MARGIN of the viewport, or at once
 * when the part was mounted by a client-side navigation (an empty wrapper has nothing to observe).
 */
function useNearView(part: Part, element: React.RefObject<HTMLDivElement | null>, hydrating: boolean) {
  useEffect(() => {
    const gate = part.gate;
    const target = element.current;
    if (!gate) return;
    if (!hydrating || !target || typeof IntersectionObserver === "undefined") {
      gate.open();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        gate.open();
      },
      { rootMargin: NEAR_VIEW_MARGIN },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [part, element, hydrating]);
}

/**
 * Counts a near-view part of the first page while it still holds the server's HTML. Its hydration
 * may be reported (a child's effect) before this boundary's own effect runs, so both ends check.
 */
function useWaitingCount(hydrating: boolean) {
  const count = useRef({ counted: false, hydrated: false });
  useEffect(() => {
    const state = count.current;
    if (hydrating && !state.hydrated && !state.counted) {
      state.counted = true;
      waitingNearView += 1;
    }
    return () => {
      if (!state.counted || state.hydrated) return;
      // Left before it hydrated (the guest navigated away): nothing of it waits any more.
      state.counted = false;
      waitingNearView -= 1;
      markWhenAllHydrated();
    };
  }, [hydrating]);
  return useCallback(() => {
    const state = count.current;
    if (state.hydrated) return;
    state.hydrated = true;
    if (!state.counted) return;
    waitingNearView -= 1;
    markWhenAllHydrated();
  }, []);
}

/**
 * The component a boundary renders, chosen once: the loaded component when the code is already
 * there, otherwise the lazy one, which renders the same component once it has loaded. Switching from
 * one to the other would be a change of type to React, which would unmount the part and draw it
 * afresh (its state and the guest's focus lost) on its next render.
 */
function usePartComponent(part: Part): ComponentType<AnyProps> {
  return useState(() => part.ready ?? part.Lazy)[0];
}

function NearViewBoundary({ part, props }: { part: Part; props: AnyProps }) {
  const wrapper = useRef<HTMLDivElement>(null);
  // Rendered in the first page's hydration pass: hold the code back until the part is near view.
  const hydrating = useRef(!onServer && !rootHydrated).current;
  if (hydrating && !part.ready) ensureGate(part);
  const reportWaitOver = useWaitingCount(hydrating);
  // Rendered again with new props (the page changed language, its data changed) before its code came:
  // React now draws the part afresh rather than keeping the server's HTML, so the code must come at
  // once, or the part would stay empty until the guest scrolled near it.
  const mounted = useRef(false);
  if (mounted.current && !part.ready) part.gate?.open();
  useEffect(() => {
    mounted.current = true;
  }, []);
  useNearView(part, wrapper, hydrating);
  const markHydrated = useCallback(() => {
    if (wrapper.current) wrapper.current.dataset.part = "hydrated";
    reportWaitOver();
  }, [reportWaitOver]);
  const Component = usePartComponent(part);
  return (
    <div ref={wrapper} data-part="pending" className={part.nearView?.className}>
      <Suspense fallback={null}>
        <Component {...props} />
        <HydrationReport part={part} onHydrated={markHydrated} />
      </Suspense>
    </div>
  );
}

function PartBoundary({ part, props }: { part: Part; props: AnyProps }) {
  // This renders in the page's first hydration pass (React may hydrate the boundary below later),
  // so this is where the part is counted.
  if (!onServer && !rootHydrated && !part.ready && !part.counted) {
    part.counted = true;
    pendingParts += 1;
  }
  const Component = usePartComponent(part);
  // The boundary is the part's own, inside this component: React hydrates a server-drawn boundary
  // in a pass after its parent's, so a boundary above this one would count the part too late.
  return (
    <Suspense fallback={part.Fallback ? <part.Fallback /> : null}>
      <Component {...props} />
      <HydrationReport part={part} />
    </Suspense>
  );
}

// Memoised: while a part waits for its code, a re-render with new props would make React drop its
// server HTML and render it again from scratch (a flash and lost focus), so equal props must not
// re-render it.
const DeferredBoundary = memo(
  function DeferredBoundary({ part, props }: { part: Part; props: AnyProps }) {
    return part.nearView ? <NearViewBoundary part={part} props={props} /> : <PartBoundary part={part} props={props} />;
  },
  (before, after) => before.part === after.part && sameProps(before.props, after.props),
);

interface DeferredOptions {
  /** Load and hydrate only near the viewport; the wrapper <div> takes this class. */
  nearView?: { className?: string };
  /** Load only when first rendered, not as soon as the page's modules run. */
  whenRendered?: boolean;
  /** Drawn while the code loads, when the part is rendered in the browser rather than hydrated. */
  fallback?: ComponentType;
}

export function deferred<P extends object>(
  load: () => Promise<ComponentType<P>>,
  options: DeferredOptions = {},
): (props: P) => React.ReactNode {
  let loading: Promise<{ default: ComponentType<AnyProps> }> | null = null;
  const start = () => {
    loading ??= load().then((component) => {
      part.ready = component as ComponentType<AnyProps>;
      return { default: part.ready };
    });
    return loading;
  };
  const part: Part = {
    ready: null,
    // A near-view part held back on the first page waits for its gate before loading.
    Lazy: lazy(() => (part.gate ? part.gate.promise.then(start) : start())),
    counted: false,
    released: false,
    nearView: options.nearView ?? null,
    Fallback: options.fallback ?? null,
    gate: null,
  };
  // Start loading as soon as the page's own modules run: on the server so its render never waits
  // (no streamed fallback, no shift); in the browser so the code arrives while the page hydrates,
  // without being part of the first download the HTML asks for. Near-view parts, and parts loaded
  // when rendered, wait in the browser.
  // In the browser each part asks in a task of its own: a request started from script costs the main
  // thread a few milliseconds, and a dozen of them inside the modules' evaluation made it one of the
  // page's longest tasks. If React reaches the part first, its lazy component asks at once.
  if (onServer) void start();
  else if (!part.nearView && !options.whenRendered) setTimeout(start, 0);
  return (props: P) => <DeferredBoundary part={part} props={props as AnyProps} />;
}
