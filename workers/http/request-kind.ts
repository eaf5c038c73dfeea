import { isDataRequest } from "~/data-request";

/** Paths our JSON API answers (Hono matches them case-sensitively, as mounted in hono-app.ts). */
export function isApiPath(pathname: string): boolean {
  return pathname === "/api" || pathname.startsWith("/api/");
}


/** The page a path names: a data request's page without its `.data`, `/_root.data` as `/`. */
export function pagePathOf(pathname: string): string {
  if (!isDataRequest(pathname)) return pathname;
  const page = pathname.slice(0, -".data".length);
  return page === "/_root" ? "/" : page;
}

/** Answers for our API and for React Router's data requests are JSON; pages get HTML. */
export function wantsJson(pathname: string): boolean {
  return isApiPath(pathname) || isDataRequest(pathname);
}
