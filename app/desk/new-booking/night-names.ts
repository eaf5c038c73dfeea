import type { IsoDate } from "~/content/hotel";

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** A night as the desk names it in a sentence: "Sat 12 Dec" for "2026-12-12" (hotel calendar, no clock). */
export function nightWords(night: IsoDate | string): string {
  const date = new Date(`${night}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return night;
  return `${WEEKDAYS[date.getUTCDay()]} ${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]}`;
}
