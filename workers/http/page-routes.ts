import { hindiRoutePaths } from "~/i18n/hindi-routes";

const hindi = new Set<string>(hindiRoutePaths);

/**
 * The page routes of app/routes.ts (nested routes by their full path, the front desk's layout by
 * its index page) and whether each has a form action (takes POST). The Worker
 * checks methods before React Router runs, so it keeps its own copy; page-routes.test.ts fails when
 * this list and app/routes.ts (or a route file's `action` export) disagree.
 */
const PUBLIC_PAGES: readonly { path: string; action: boolean }[] = [
  { path: "", action: true },
  { path: "about", action: false },
  { path: "Facilities", action: false },
  { path: "Room", action: false },
  { path: "Room/:type", action: false },
  { path: "RoomDetails/:id", action: false },
  { path: "Deluxe", action: false },
  { path: "SuperDeluxe", action: false },
  { path: "LuxuryRoom", action: false },
  { path: "SuiteRoom", action: false },
  { path: "Finedinning", action: false },
  { path: "Dining", action: false },
  { path: "Casual", action: false },
  { path: "Swimmingpool", action: false },
  { path: "Spa", action: true },
  { path: "Gym", action: true },
  { path: "Event", action: true },
  { path: "Gallery", action: false },
  { path: "omkareshwar-tourism", action: false },
  { path: "Contact", action: true },
  { path: "BookingForm", action: true },
  { path: "DiningBookingForm", action: true },
  { path: "joinNow", action: true },
  { path: "FAQ", action: false },
  { path: "TermsAndConditions", action: false },
  { path: "PrivacyPolicy", action: false },
];

/** A page with a Hindi version has an optional `hi` segment first, as app/routes.ts registers it. */
const localized = (path: string) => (hindi.has(path) ? (path ? `hi?/${path}` : "hi?") : path);

export const PAGE_ROUTES: readonly { path: string; action: boolean }[] = [
  ...PUBLIC_PAGES.map((page) => ({ path: localized(page.path), action: page.action })),
  { path: "sitemap.xml", action: false },
  { path: "robots.txt", action: false },
  { path: "feeds/google-hotel-list.xml", action: false },
  { path: "newsletter", action: true },
  { path: localized("newsletter/:choice"), action: true },
  { path: localized("MyBooking"), action: true },
  { path: localized("MyBooking/calendar.ics"), action: false },
  { path: "admin", action: true },
  { path: "admin/bookings", action: true },
  { path: "admin/bookings.csv", action: false },
  { path: "admin/bookings/new", action: true },
  { path: "admin/bookings/:reference", action: true },
  { path: "admin/bookings/:reference/check-in", action: true },
  { path: "admin/bookings/:reference/change", action: true },
  { path: "admin/bookings/:reference/folio", action: true },
  { path: "admin/bookings/:reference/deposit", action: true },
  { path: "admin/company-bills", action: true },
  { path: "admin/bookings/:reference/registration-card", action: false },
  { path: "admin/bookings/:reference/documents/:id", action: false },
  { path: "admin/bookings/:reference/documents/:id/pdf", action: false },
  { path: "admin/rooms", action: false },
  { path: "admin/rooms/:id", action: true },
  { path: "admin/room-numbers", action: true },
  { path: "admin/gallery", action: true },
  { path: "admin/board", action: false },
  { path: "admin/calendar", action: true },
  { path: "admin/channels", action: true },
  { path: "admin/rates", action: true },
  { path: "admin/enquiries", action: true },
  { path: "admin/offers", action: true },
  { path: "admin/hotel", action: true },
  { path: "admin/testimonials", action: true },
  { path: "admin/reports", action: false },
  { path: "admin/reports/:file", action: false },
  { path: "admin/subscribers.csv", action: false },
  { path: "admin/*", action: false },
  // Every other path: the not-found page, which shows the home page and its booking request form.
  { path: "hi/*", action: true },
  { path: "*", action: true },
];

function segments(path: string): string[] {
  return path
    .toLowerCase()
    .split("/")
    .filter((segment) => segment !== "");
}

/** `hi?/about` stands for `hi/about` and `about`, as React Router reads an optional segment. */
function withoutOptional(pattern: string): string[] {
  if (!pattern.startsWith("hi?")) return [pattern];
  const rest = pattern.slice("hi?".length).replace(/^\//, "");
  return [`hi/${rest}`, rest];
}

function matches(pattern: string, pathname: string): boolean {
  return withoutOptional(pattern).some((each) => matchesExactly(each, pathname));
}

function matchesExactly(pattern: string, pathname: string): boolean {
  if (pattern === "*") return true;
  const want = segments(pattern);
  const have = segments(pathname);
  // A trailing `*` matches whatever follows the segments before it.
  if (want.at(-1) === "*") {
    const prefix = want.slice(0, -1);
    return have.length >= prefix.length && prefix.every((segment, i) => segment === have[i]);
  }
  return want.length === have.length && want.every((segment, i) => segment.startsWith(":") || segment === have[i]);
}

/**
 * Whether the page at `pathname` takes POST, matched as React Router matches it: case-insensitive,
 * trailing slash ignored, `:param` for one segment, `hi?` for an optional first segment, a trailing
 * `*` for the rest, the catch-all last.
 */
export function pageTakesPost(pathname: string): boolean {
  const route = PAGE_ROUTES.find((candidate) => matches(candidate.path, pathname));
  return route?.action ?? true;
}
