import { hotel } from "~/content/hotel";
import { type FacilityNow, facilityNow, facilityOfPage } from "~/content/facility-status";
import { dayMonthYear } from "~/domain/calendar-days";
import { monthDayAndYear } from "~/domain/date-words";
import type { Lang } from "~/domain/lang";
import { fill, useLang } from "~/i18n/words";
import { useRootData } from "~/root-data";

/**
 * Where the facility behind a page stands today (product-rules.md: What is open), from what staff
 * saved and the hotel's today as the server rendered it; null for a page that is no facility's.
 */
export function useFacilityNow(page: string | undefined): FacilityNow | null {
  const today = useRootData()?.today ?? "";
  const key = facilityOfPage(page);
  return key ? facilityNow(hotel.facilities[key], today) : null;
}

/** The words of a facility's mark: `{date}` is its opening day. */
export interface FacilityMarkWords {
  upcoming: string;
  opensOn: string;
}

/** "Upcoming", "Opens 5 March 2027", or null for an open facility (or no facility at all). */
export function facilityMarkText(now: FacilityNow | null, words: FacilityMarkWords, lang: Lang): string | null {
  if (!now || now.state === "open") return null;
  if (now.state === "planned") return words.upcoming;
  return fill(words.opensOn, { date: lang === "hi" ? dayMonthYear(now.opensOn, "hi") : monthDayAndYear(now.opensOn) });
}

/** A card list's marker: each card's mark by its page, in the page's language. */
export function useFacilityMarker(words: FacilityMarkWords): (page: string | undefined) => string | null {
  const today = useRootData()?.today ?? "";
  const lang = useLang();
  return (page) => {
    const key = facilityOfPage(page);
    return key ? facilityMarkText(facilityNow(hotel.facilities[key], today), words, lang) : null;
  };
}
