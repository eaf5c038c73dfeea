import type { Hono } from "hono";
import type { Env } from "hono/types";

const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;

/**
 * The methods `app` has a route for at `path`, from its own router, so the list can never drift
 * from the routes. Catch-all handlers registered with `all` do not count: they answer "not found".
 * HEAD is allowed wherever GET is (Hono answers it with the GET route).
 */
export function allowedMethods<E extends Env>(app: Hono<E>, path: string): string[] {
  return METHODS.filter((method) => {
    const [matched] = app.router.match(method === "HEAD" ? "GET" : method, path);
    return matched.some(([[, route]]) => route.method !== "ALL");
  });
}
