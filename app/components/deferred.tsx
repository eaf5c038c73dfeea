import { type ComponentType, lazy, memo, Suspense, useEffect } from "react";

/**
 * Below-the-fold parts whose code is left out of the first download (the home page's budget is
 * 130 KB of JavaScript, gzipped). The server renders them in full, so the HTML is complete for
 * guests and crawlers; in the browser React leaves that HTML in place and hydrates it as soon as
 * the part's code arrives, after the page above the fold is already interactive.
 *
 * Give deferred parts props that do not change while the page hydrates (React would otherwise throw
 * the server HTML away). `data-hydrated` (which browser tests wait for) is set only once the root
 * and every deferred part on the page have hydrated.
 */
let pendingParts = 0;
let rootHydrated = false;
const onServer = typeof document === "undefined";

function markWhenAllHydrated() {
  if (rootHydrated && pendingParts === 0) document.documentElement.dataset.hydrated = "true";
}

/** Called once by the root component's effect. */
export function markRootHydrated() {
  rootHydrated = true;
  markWhenAllHydrated();
}

type AnyProps = Record<string, unknown>;

interface Part {
  /** The component once its code has loaded. */
  ready: ComponentType<AnyProps> | null;
  /** Suspends until the code arrives. */
  Lazy: ComponentType<AnyProps>;
  /** Counted while the first page hydrates, released once this part has hydrated too. */
  counted: boolean;
  released: boolean;
}

function HydrationReport({ part }: { part: Part }) {
  useEffect(() => {
    if (!part.counted || part.released) return;
    part.released = true;
    pendingParts -= 1;
    markWhenAllHydrated();
  }, [part]);
  return null;
}

function sameProps(a: AnyProps, b: AnyProps): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.is(a[key], b[key]));
}

// Memoised: while a part waits for its code, a re-render with new props would make React drop its
// server HTML and render it again from scratch (a flash and lost focus), so equal props must not
// re-render it.
const DeferredBoundary = memo(
  function DeferredBoundary({ part, props }: { part: Part; props: AnyProps }) {
    // This renders in the page's first hydration pass (React may hydrate the boundary below later),
    // so this is where the part is counted.
    if (!onServer && !rootHydrated && !part.ready && !part.counted) {
      part.counted = true;
      pendingParts += 1;
    }
    const Component = part.ready ?? part.Lazy;
    return (
      <Suspense fallback={null}>
        <Component {...props} />
        <HydrationReport part={part} />
      </Suspense>
    );
  },
  (before, after) => before.part === after.part && sameProps(before.props, after.props),
);

export function deferred<P extends object>(load: () => Promise<ComponentType<P>>): (props: P) => React.ReactNode {
  let loading: Promise<{ default: ComponentType<AnyProps> }> | null = null;
  const start = () => {
    loading ??= load().then((component) => {
      part.ready = component as ComponentType<AnyProps>;
      return { default: part.ready };
    });
    return loading;
  };
  const part: Part = { ready: null, Lazy: lazy(start), counted: false, released: false };
  // Start loading as soon as the page's own modules run: on the server so its render never waits
  // (no streamed fallback, no shift); in the browser so the code arrives while the page hydrates,
  // without being part of the first download the HTML asks for.
  void start();
  return (props: P) => <DeferredBoundary part={part} props={props as AnyProps} />;
}
