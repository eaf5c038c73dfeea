import type { MiddlewareHandler } from "hono";
import type { HonoEnv } from "../hono-env";
import { refuse } from "../http/refuse";
import { SAFE_METHODS } from "../http/safe-methods";
import { accessSettingsFrom } from "./access-settings";
import { isGuestBookingPath } from "../http/guest-paths";
import { isDeskPath } from "./desk-paths";
import { signInStaff } from "./staff-sign-in";

/**
 * Every desk response, its refusals and errors included, is private to the one member of staff who
 * asked, and a guest's booking page to that guest: never stored by a browser, a proxy or our page
 * cache, never indexed.
 */
export const deskResponseHeaders: MiddlewareHandler<HonoEnv> = async (c, next) => {
  await next();
  if (!isDeskPath(c.req.path) && !isGuestBookingPath(c.req.path)) return;
  c.res.headers.set("Cache-Control", "private, no-store");
  c.res.headers.set("X-Robots-Tag", "noindex");
};

/** The reason sets this isolate has logged: a busy shut desk says why once, not on every request. */
const reasonsLogged = new Set<string>();

/**
 * Tells the operator, in the log only, why the desk is shut: the page says no more than that it is
 * not configured, since what is missing is nobody else's business.
 */
function logNotConfigured(reasons: readonly string[]): void {
  const key = reasons.join("\n");
  if (reasonsLogged.has(key)) return;
  reasonsLogged.add(key);
  console.error(JSON.stringify({ event: "desk_not_configured", reasons }));
}

/**
 * Signs in every request for the desk before anything else reads it (product-rules.md: The front
 * desk): a refusal carries its status and a sentence, never desk data or markup; a member of staff
 * goes on to React Router with their identity.
 */
export const requireStaff: MiddlewareHandler<HonoEnv> = async (c, next) => {
  if (!isDeskPath(c.req.path)) return next();
  const settings = accessSettingsFrom(c.env);
  if (settings.kind === "not-configured") logNotConfigured(settings.reasons);
  const entry = await signInStaff(c.req.raw, settings);
  if (!entry.ok) {
    return refuse(c, {
      status: entry.status,
      code: entry.status === 503 ? "desk_unavailable" : "sign_in_required",
      title: entry.status === 503 ? "The front desk is closed" : "Staff sign-in needed",
      message: entry.message,
    });
  }
  c.set("staff", entry.staff);
  return next();
};

/**
 * A change on the desk must say it comes from the desk's own page. The site's cross-site guard
 * already refuses another site's `Origin`; a guest's form may also arrive without one, but every
 * browser that could hold a member of staff's sign-in sends `Origin` (or `Sec-Fetch-Site`) with a
 * POST, so on the desk a change without either is refused too.
 */
export const requireDeskOrigin: MiddlewareHandler<HonoEnv> = async (c, next) => {
  if (SAFE_METHODS.has(c.req.method) || !isDeskPath(c.req.path)) return next();
  const origin = c.req.header("Origin");
  const sameOrigin = origin === new URL(c.req.url).origin || c.req.header("Sec-Fetch-Site") === "same-origin";
  if (sameOrigin) return next();
  return refuse(c, {
    status: 403,
    code: "desk_origin_required",
    title: "Send this from the front desk",
    message: "Changes on the front desk are accepted only from its own pages. Go back, reload the page and try again.",
  });
};
