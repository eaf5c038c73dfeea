import { pagePathOf } from "../http/request-kind";

/**
 * Whether a request path reaches the front desk: /admin, anything under it, and their data
 * requests (`/admin.data`, `/admin/bookings.data`). Matched as loosely as React Router matches
 * (any case, percent-encoded letters, doubled slashes), so no spelling of the path slips past
 * sign-in; a false positive only means a not-found page that asks for a sign-in first.
 */
export function isDeskPath(pathname: string): boolean {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // Not valid percent-encoding: React Router would not decode it either.
  }
  const page = pagePathOf(decoded.replace(/\/{2,}/g, "/")).toLowerCase();
  return page === "/admin" || page.startsWith("/admin/") || page.startsWith("/admin.");
}
