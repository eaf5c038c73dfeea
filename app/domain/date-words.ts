/**
 * Dates written the way the original site's messages write them ("September 26th", "September 26th,
 * 2025"), so a message quoting the opening date follows the identity config instead of hard-coding
 * it. English only, no Intl: the messages are fixed English text and must read the same everywhere.
 */
import type { IsoDate } from "../content/hotel";
import { isValidIsoDate } from "./hotel-date";

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

export function ordinal(n: number): string {
  const lastTwo = n % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return `${n}th`;
  const suffixes = ["th", "st", "nd", "rd"];
  return `${n}${suffixes[n % 10] ?? "th"}`;
}

/** "September 26th" */
export function monthAndDay(date: IsoDate): string {
  if (!isValidIsoDate(date)) throw new RangeError(`Not a calendar date: ${JSON.stringify(date)}`);
  const [, month, day] = date.split("-").map(Number);
  return `${MONTHS[month - 1]} ${ordinal(day)}`;
}

/** "September 26th, 2025" */
export function monthDayAndYear(date: IsoDate): string {
  return `${monthAndDay(date)}, ${Number(date.slice(0, 4))}`;
}
