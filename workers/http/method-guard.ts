import type { MiddlewareHandler } from "hono";
import { pageTakesPost } from "./page-routes";
import { refuse } from "./refuse";
import { isApiPath, pagePathOf } from "./request-kind";

/** The methods a page path takes: every page reads; only pages with a form action take POST. */
export function pageMethods(pathname: string): string[] {
  if (pathname === "/media" || pathname.startsWith("/media/")) return ["GET", "HEAD"];
  return pageTakesPost(pagePathOf(pathname)) ? ["GET", "HEAD", "POST"] : ["GET", "HEAD"];
}

/** 405 with `Allow`, for pages and our API alike. */
export function methodNotAllowed(allowed: string[]) {
  return {
    status: 405 as const,
    code: "method_not_allowed",
    title: "This page does not take that request",
    message: `This address only answers ${allowed.join(", ")}. If you were sending a form, please go back and use the form on our website.`,
    headers: { Allow: allowed.join(", ") },
  };
}

/**
 * Refuses a method a page does not take before React Router sees it (React Router answers
 * unknown methods and POSTs to pages without an action with an error, a 5xx for some). Our API
 * answers its own 405s from its router (api-app.ts).
 */
export const refuseUnsupportedPageMethod: MiddlewareHandler = async (c, next) => {
  // Every page reads, so the common GET and HEAD skip the route lookup.
  if (c.req.method === "GET" || c.req.method === "HEAD" || isApiPath(c.req.path)) return next();
  const allowed = pageMethods(c.req.path);
  if (allowed.includes(c.req.method)) return next();
  return refuse(c, methodNotAllowed(allowed));
};
