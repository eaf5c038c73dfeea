import type { FacilityNow } from "~/content/facility-status";
import { dayMonthYear } from "~/domain/calendar-days";
import { monthDayAndYear } from "~/domain/date-words";
import type { Lang } from "~/domain/lang";
import { fill } from "~/i18n/words";

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
