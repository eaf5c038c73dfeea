import { type Lang, pathInLang, pathWithoutLang } from "./lang";

/**
 * The route paths of app/routes.ts that have a Hindi version at `/hi/…` (product-rules.md: Hindi).
 * A page joins this list once every word it shows is in Hindi; app/routes.ts registers exactly
 * these under `hi/`, and links from a Hindi page to a page not listed here lead to its English
 * version rather than to a half-translated one.
 */
export const hindiRoutePaths = [
  "",
  "about",
  "Facilities",
  "Room",
  "Room/:type",
  "RoomDetails/:id",
  "Deluxe",
  "SuperDeluxe",
  "LuxuryRoom",
  "SuiteRoom",
  "Finedinning",
  "Dining",
  "Casual",
  "Swimmingpool",
  "Spa",
  "Gym",
  "Event",
  "Gallery",
  "omkareshwar-tourism",
  "Contact",
  "BookingForm",
  "DiningBookingForm",
  "joinNow",
  "FAQ",
  "TermsAndConditions",
  "PrivacyPolicy",
  "newsletter/:choice",
] as const;

const segments = (path: string) => path.toLowerCase().split("/").filter(Boolean);

const patterns = hindiRoutePaths.map(segments);

/** Whether the page at `pathname` (either language's path) has a Hindi version; matched as React Router does. */
export function hasHindi(pathname: string): boolean {
  const have = segments(pathWithoutLang(pathname));
  return patterns.some(
    (want) => want.length === have.length && want.every((segment, i) => segment.startsWith(":") || segment === have[i]),
  );
}

/**
 * Where a link to `to` (an English path, maybe with a query or a fragment) leads from a page in
 * `lang`: the Hindi version when there is one, otherwise the English page.
 */
export function linkInLang(to: string, lang: Lang): string {
  if (lang === "en" || !to.startsWith("/")) return to;
  const cut = to.search(/[?#]/);
  const path = cut === -1 ? to : to.slice(0, cut);
  const rest = cut === -1 ? "" : to.slice(cut);
  return hasHindi(path) ? `${pathInLang(path, "hi")}${rest}` : to;
}
