/**
 * Dates and times in e-mails, in hotel time (product-rules.md: Hotel time): stays are calendar
 * days, written the way the desk writes them ("12 Jan 2027"), with the weekday a traveller plans
 * by. A Hindi guest reads them with Hindi month and day names and Latin digits ("मंगल, 12 जनवरी
 * 2027"), from app/domain/calendar-days.ts. Without Intl, so every message reads the same wherever it is
 * rendered.
 */
import { hindiClockTime } from "~/content/hindi-names";
import { type IsoDate, twelveHour } from "~/content/hotel";
import { isValidIsoDate } from "~/domain/hotel-date";
import { dayAndMonth, dayMonthYear, weekdayDayMonthYear } from "~/domain/calendar-days";
import type { Lang } from "~/i18n/lang";

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

interface Parts {
  year: number;
  month: number;
  day: number;
}

function partsOf(date: string): Parts | null {
  if (!isValidIsoDate(date)) return null;
  const [year, month, day] = date.split("-").map(Number);
  return { year, month, day };
}

/** "Tue 12 Jan 2027" / "मंगल, 12 जनवरी 2027"; anything that is not a calendar day is shown as it came. */
export function mailDate(date: IsoDate | string, lang: Lang = "en"): string {
  const parts = partsOf(date);
  if (!parts) return date;
  if (lang === "hi") return weekdayDayMonthYear(date as IsoDate, "hi");
  const weekday = WEEKDAYS[new Date(Date.UTC(parts.year, parts.month - 1, parts.day)).getUTCDay()];
  return `${weekday} ${parts.day} ${MONTHS[parts.month - 1]} ${parts.year}`;
}

/**
 * A stay in a subject line, as short as it can be read: "12–14 Jan", "30 Jan – 2 Feb",
 * "30 Dec 2026 – 2 Jan 2027" (the year only when the stay crosses one); in Hindi "12–14 जनवरी",
 * "30 जनवरी – 2 फ़रवरी", "30 दिसंबर 2026 – 2 जनवरी 2027".
 */
export function stayRange(checkIn: IsoDate | string, checkOut: IsoDate | string, lang: Lang = "en"): string {
  const from = partsOf(checkIn);
  const to = partsOf(checkOut);
  if (!from || !to) return `${checkIn} – ${checkOut}`;
  if (lang === "hi") {
    const [first, last] = [checkIn as IsoDate, checkOut as IsoDate];
    if (from.year !== to.year) return `${dayMonthYear(first, "hi")} – ${dayMonthYear(last, "hi")}`;
    if (from.month !== to.month) return `${dayAndMonth(first, "hi")} – ${dayAndMonth(last, "hi")}`;
    return `${from.day}–${dayAndMonth(last, "hi")}`;
  }
  const month = (parts: Parts) => MONTHS[parts.month - 1];
  if (from.year !== to.year) {
    return `${from.day} ${month(from)} ${from.year} – ${to.day} ${month(to)} ${to.year}`;
  }
  if (from.month !== to.month) return `${from.day} ${month(from)} – ${to.day} ${month(to)}`;
  return `${from.day}–${to.day} ${month(to)}`;
}

/**
 * A 24-hour "HH:MM" hotel time as a guest reads it: "12:00 PM" (as `hotel.checkInTime` writes
 * it) or "दोपहर 12:00 बजे", as the Hindi pages write it (app/content/hindi-names.ts).
 */
export function clockTime(time: string, lang: Lang = "en"): string {
  return lang === "hi" ? hindiClockTime(time) : twelveHour(time);
}

export const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;
