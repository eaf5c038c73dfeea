/**
 * Dates in e-mails, in hotel time (product-rules.md: Hotel time): stays are calendar days, written
 * the way the desk writes them ("12 Jan 2027"), with the weekday a traveller plans by. English and
 * without Intl, so every message reads the same wherever it is rendered.
 */
import type { IsoDate } from "~/content/hotel";
import { isValidIsoDate } from "~/domain/hotel-date";

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

/** "Tue 12 Jan 2027"; anything that is not a calendar day is shown as it came. */
export function mailDate(date: IsoDate | string): string {
  const parts = partsOf(date);
  if (!parts) return date;
  const weekday = WEEKDAYS[new Date(Date.UTC(parts.year, parts.month - 1, parts.day)).getUTCDay()];
  return `${weekday} ${parts.day} ${MONTHS[parts.month - 1]} ${parts.year}`;
}

/**
 * A stay in a subject line, as short as it can be read: "12–14 Jan", "30 Jan – 2 Feb",
 * "30 Dec 2026 – 2 Jan 2027" (the year only when the stay crosses one).
 */
export function stayRange(checkIn: IsoDate | string, checkOut: IsoDate | string): string {
  const from = partsOf(checkIn);
  const to = partsOf(checkOut);
  if (!from || !to) return `${checkIn} – ${checkOut}`;
  const month = (parts: Parts) => MONTHS[parts.month - 1];
  if (from.year !== to.year) {
    return `${from.day} ${month(from)} ${from.year} – ${to.day} ${month(to)} ${to.year}`;
  }
  if (from.month !== to.month) return `${from.day} ${month(from)} – ${to.day} ${month(to)}`;
  return `${from.day}–${to.day} ${month(to)}`;
}

export const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;
