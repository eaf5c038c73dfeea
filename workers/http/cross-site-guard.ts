import type { MiddlewareHandler } from "hono";
import { hotel } from "~/content/hotel";
import { refuse } from "./refuse";
import { SAFE_METHODS } from "./safe-methods";
import { razorpayWebhookPath } from "~/payments/razorpay-paths";

/**
 * Whether a state-changing request was sent from another site. The site's own origin is the
 * request URL's, so preview deployments and localhost need no configuration.
 * - No `Origin`: a non-browser client or an older browser's form post; it is let through (the
 *   forms' own checks, Turnstile and rate limits still apply).
 * - `Origin: null`: refused. Browsers send it from sandboxed frames, `data:` and `file:` pages and
 *   after cross-site redirects; none of our own pages ever posts with it.
 * - `Sec-Fetch-Site: cross-site`: refused even when `Origin` is missing or looks right, since only a
 *   browser sends it and it then names another site. `same-site` (a sibling subdomain) is not
 *   trusted either, but its `Origin` already differs from ours.
 */
export function isCrossSite(request: Request): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  if (request.headers.get("Sec-Fetch-Site")?.toLowerCase() === "cross-site") return true;
  const origin = request.headers.get("Origin");
  if (origin === null) return false;
  return origin !== new URL(request.url).origin;
}

/** Refuses a state-changing request sent from another site with 403 (JSON or page, as fits the path). */
export const refuseCrossSite: MiddlewareHandler = async (c, next) => {
  // A payment gateway's server-to-server hook is no browser's post; its own signature vouches for it.
  if (!isCrossSite(c.req.raw) || c.req.path === razorpayWebhookPath) return next();
  return refuse(c, {
    status: 403,
    code: "cross_site",
    title: "Sent from another website",
    message: `This form was sent from another website, so we did not accept it. Please use the form on ${hotel.shortName}'s own website.`,
  });
};
