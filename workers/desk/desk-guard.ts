import type { MiddlewareHandler } from "hono";
import type { HonoEnv } from "../hono-env";
import { refuse } from "../http/refuse";
import { accessSettingsFrom } from "./access-settings";
import { isDeskPath } from "./desk-paths";
import { signInStaff } from "./staff-sign-in";

/**
 * Every desk response, its refusals and errors included, is private to the one member of staff who
 * asked: never stored by a browser, a proxy or our page cache, never indexed.
 */
export const deskResponseHeaders: MiddlewareHandler<HonoEnv> = async (c, next) => {
  await next();
  if (!isDeskPath(c.req.path)) return;
  c.res.headers.set("Cache-Control", "private, no-store");
  c.res.headers.set("X-Robots-Tag", "noindex");
};

/**
 * Signs in every request for the desk before anything else reads it (product-rules.md: The front
 * desk): a refusal carries its status and a sentence, never desk data or markup; a member of staff
 * goes on to React Router with their identity.
 */
export const requireStaff: MiddlewareHandler<HonoEnv> = async (c, next) => {
  if (!isDeskPath(c.req.path)) return next();
  const entry = await signInStaff(c.req.raw, accessSettingsFrom(c.env));
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
