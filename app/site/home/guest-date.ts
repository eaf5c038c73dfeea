import type { IsoDate } from "~/content/hotel";
import { monthDayAndYear } from "~/domain/date-words";
import { dayMonthYear } from "~/domain/calendar-days";
import type { Lang } from "~/i18n/lang";

/** A review's or a post's date: "October 12th, 2026" as the English site writes it, "12 अक्टूबर 2026" in Hindi. */
export function guestDate(date: IsoDate, lang: Lang): string {
  return lang === "en" ? monthDayAndYear(date) : dayMonthYear(date, lang);
}
