import { pathWithoutLang } from "~/i18n/lang";
import { pagePathOf } from "./request-kind";

/**
 * Whether a request path reaches a guest's booking page (/MyBooking and /hi/MyBooking, their
 * calendar files and their data requests), in any spelling React Router would match: those answers
 * are one guest's, so they are never stored or indexed.
 */
export function isGuestBookingPath(pathname: string): boolean {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // Not valid percent-encoding: React Router would not decode it either.
  }
  const page = pathWithoutLang(pagePathOf(decoded.replace(/\/{2,}/g, "/"))).toLowerCase();
  return page === "/mybooking" || page.startsWith("/mybooking/") || page.startsWith("/mybooking.");
}
