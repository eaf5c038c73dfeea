import { hotel } from "~/content/hotel";
import { facilityKeys, facilityNow, facilityPages } from "~/content/facility-status";
import { type FacilityMarkWords, facilityMarkText } from "~/components/facility-mark-text";
import type { Lang } from "~/domain/lang";

/**
 * The menu's mark of each facility page that is not open on `today` ("Upcoming", "Opens 5 March
 * 2027"), by page, in the page's language. Worked out on the server with the root's data, so the
 * date wording and the facilities' rules stay out of every page's first JavaScript; an open
 * facility's page has no entry.
 */
export function facilityMarksOf(today: string, words: FacilityMarkWords, lang: Lang): Record<string, string> {
  const marks: Record<string, string> = {};
  for (const key of facilityKeys) {
    const mark = facilityMarkText(facilityNow(hotel.facilities[key], today), words, lang);
    if (mark) marks[facilityPages[key]] = mark;
  }
  return marks;
}
