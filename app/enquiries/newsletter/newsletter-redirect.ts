import { newsletterAnchor, newsletterParam } from "./newsletter-messages";

/**
 * Where a footer sign-up posted without JavaScript returns: the page it came from (same origin
 * only), with the outcome in the query so the footer can say what happened.
 */
export function newsletterReturnUrl(request: Request, outcome: string | null): string {
  const here = new URL(request.url);
  let back = new URL("/", here);
  const referer = request.headers.get("Referer");
  if (referer) {
    try {
      const candidate = new URL(referer);
      if (candidate.origin === here.origin) back = candidate;
    } catch {
      // A malformed Referer: go home.
    }
  }
  back.searchParams.delete(newsletterParam);
  if (outcome) back.searchParams.set(newsletterParam, outcome);
  back.hash = newsletterAnchor;
  return `${back.pathname}${back.search}${back.hash}`;
}
