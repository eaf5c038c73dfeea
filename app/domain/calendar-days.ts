import type { IsoDate } from "../content/hotel";
import { isValidIsoDate } from "./hotel-date";
import type { Lang } from "./lang";

/**
 * Calendar days written for a guest in either language: "5 December 2026" and "5 दिसंबर 2026",
 * with Latin digits as Hindi booking sites write them. Written out rather than through Intl, so the
 * Worker's and every browser's ICU agree to the letter and a page never re-renders on hydration.
 * Pure words of the calendar, so they sit with the rules: the content, the schemas' messages and
 * the pages all write a day the same way.
 */
const MONTHS: Record<Lang, readonly string[]> = {
  en: ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"],
  hi: ["जनवरी", "फ़रवरी", "मार्च", "अप्रैल", "मई", "जून", "जुलाई", "अगस्त", "सितंबर", "अक्टूबर", "नवंबर", "दिसंबर"],
};

const WEEKDAYS: Record<Lang, readonly string[]> = {
  en: ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"],
  hi: ["रवि", "सोम", "मंगल", "बुध", "गुरु", "शुक्र", "शनि"],
};

function parts(date: IsoDate) {
  if (!isValidIsoDate(date)) throw new RangeError(`Not a calendar date: ${JSON.stringify(date)}`);
  const [year, month, day] = date.split("-").map(Number);
  return { year, month, day, weekday: new Date(Date.UTC(year, month - 1, day)).getUTCDay() };
}

/** "5 December" / "5 दिसंबर" */
export function dayAndMonth(date: IsoDate, lang: Lang): string {
  const { month, day } = parts(date);
  return `${day} ${MONTHS[lang][month - 1]}`;
}

/** "5 December 2026" / "5 दिसंबर 2026" */
export function dayMonthYear(date: IsoDate, lang: Lang): string {
  return `${dayAndMonth(date, lang)} ${parts(date).year}`;
}

/** "Sat, 5 December 2026" / "शनि, 5 दिसंबर 2026" */
export function weekdayDayMonthYear(date: IsoDate, lang: Lang): string {
  return `${WEEKDAYS[lang][parts(date).weekday]}, ${dayMonthYear(date, lang)}`;
}
