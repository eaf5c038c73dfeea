import type { unstable_RouterFetch as RouterFetch, unstable_RouterFetchContext as RouterFetchContext } from "react-router/dom";

/**
 * How the browser learns the routes a page does not carry (react-router.config.ts: route discovery
 * is lazy, so a page's data names only its own routes, never the other pages' or the desk's).
 *
 * React Router asks the server for the routes behind the links a page renders (`/__manifest`)
 * as soon as the page has hydrated, and on arrival re-renders its routes. While parts of the page
 * still hold the server's HTML (app/components/deferred.tsx), that re-render makes React try to
 * hydrate every such part at once; a part whose code has not arrived then stayed as the server
 * drew it, never hydrated (the chat button on `/about`, in the browser tests on busy cores). So
 * this request waits until every part of the page has hydrated. A navigation or a form sent to a
 * route not yet known asks for it at once, whatever the page's parts are doing: those requests
 * are made while the router is busy with that navigation or fetcher.
 */

/** The router state this needs: is a navigation or a fetcher under way? */
export interface RouterActivity {
  navigation: { state: string };
  fetchers: ReadonlyMap<string, { state: string }>;
}

/** Whether a request for routes comes from the links on the page rather than from a navigation. */
export function isLinkDiscovery(context: RouterFetchContext, router: RouterActivity | undefined): boolean {
  if (context.type !== "manifest" || !router) return false;
  if (router.navigation.state !== "idle") return false;
  for (const fetcher of router.fetchers.values()) if (fetcher.state !== "idle") return false;
  return true;
}

declare global {
  interface Window {
    /** Set by React Router when it creates the page's router. */
    __reactRouterDataRouter?: { state: RouterActivity };
  }
}

/** The page's router, once React Router has created it. */
export const pageRouterActivity = (): RouterActivity | undefined => window.__reactRouterDataRouter?.state;

/**
 * `fetch` for the router: requests for the links' routes wait for `settled`, all else goes now.
 * While they wait, the router asks again each time the page's links change (parts hydrating, the
 * guest scrolling), for the same routes: those asks share one request.
 */
export function discoveryAwareFetch(
  settled: () => Promise<void>,
  activity: () => RouterActivity | undefined = pageRouterActivity,
): RouterFetch {
  const waiting = new Map<string, Promise<Response>>();
  return async (request, context) => {
    if (!isLinkDiscovery(context, activity())) return fetch(request);
    let shared = waiting.get(request.url);
    if (!shared) {
      shared = settled().then(() => fetch(request));
      waiting.set(request.url, shared);
      void shared.finally(() => waiting.delete(request.url)).catch(() => {});
    }
    return (await shared).clone();
  };
}
