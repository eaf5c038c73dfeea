/**
 * Calendar dates in hotel time (product-rules.md: Hotel time). A stay is a pair of calendar days in
 * Asia/Kolkata, never an instant, so dates travel as `YYYY-MM-DD` strings and arithmetic is done on
 * day numbers: no Date objects, no time zones, no daylight-saving surprises.
 */
import { type Announcement, type IsoDate, hotel } from "../content/hotel";

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

interface CivilDate {
  year: number;
  month: number;
  day: number;
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

function parseCivil(value: string): CivilDate | null {
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

/** A real calendar day written `YYYY-MM-DD` (rejects 2025-02-30, 2025-13-01, "abc"). */
export function isValidIsoDate(value: unknown): value is IsoDate {
  return typeof value === "string" && parseCivil(value) !== null;
}

function civilOrThrow(value: string): CivilDate {
  const civil = parseCivil(value);
  if (!civil) throw new RangeError(`Not a calendar date: ${JSON.stringify(value)}`);
  return civil;
}

// Days since 1970-01-01 (H. Hinnant's days_from_civil): exact integer arithmetic.
function toDayNumber({ year, month, day }: CivilDate): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146097 + dayOfEra - 719468;
}

function fromDayNumber(dayNumber: number): IsoDate {
  const z = dayNumber + 719468;
  const era = Math.floor(z / 146097);
  const dayOfEra = z - era * 146097;
  const yearOfEra = Math.floor(
    (dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36524) - Math.floor(dayOfEra / 146096)) / 365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const mp = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  return formatCivil({ year, month, day });
}

function formatCivil({ year, month, day }: CivilDate): IsoDate {
  const pad = (n: number, width: number) => String(n).padStart(width, "0");
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}` as IsoDate;
}

// Built once, on first use: constructing an Intl formatter with a time zone is the expensive part
// (30–50 ms in Chromium, which loads the zone data), and most pages in the browser never need it,
// so it must not happen when this module is imported.
let hotelDayFormat: Intl.DateTimeFormat | undefined;

/** The calendar day it is at the hotel at the instant `now`. */
export function todayInHotel(now: Date): IsoDate {
  hotelDayFormat ??= new Intl.DateTimeFormat("en-US", {
    timeZone: hotel.timeZone,
    calendar: "gregory",
    numberingSystem: "latn",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  });
  const parts = hotelDayFormat.formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return formatCivil({ year: part("year"), month: part("month"), day: part("day") });
}

/** India keeps one offset all year (no daylight saving), so hotel time is UTC + 5:30 exactly. */
const hotelOffsetMs = 5.5 * 3_600_000;

/**
 * The hotel's calendar day and time of day ("18:00") at an instant given as text; null for text that
 * is not one. Shifted by hand, so the server and every browser print the same characters.
 */
export function hotelDateAndTime(instant: string): { date: IsoDate; time: string } | null {
  const ms = Date.parse(instant);
  if (!Number.isFinite(ms)) return null;
  const shifted = new Date(ms + hotelOffsetMs);
  const time = `${String(shifted.getUTCHours()).padStart(2, "0")}:${String(shifted.getUTCMinutes()).padStart(2, "0")}`;
  return { date: shifted.toISOString().slice(0, 10) as IsoDate, time };
}

/** Negative when `a` is earlier, 0 when the same day, positive when later. */
export function compareDates(a: IsoDate, b: IsoDate): number {
  return toDayNumber(civilOrThrow(a)) - toDayNumber(civilOrThrow(b));
}

export function laterDate(a: IsoDate, b: IsoDate): IsoDate {
  return compareDates(a, b) >= 0 ? a : b;
}

export function addDays(date: IsoDate, days: number): IsoDate {
  if (!Number.isInteger(days)) throw new RangeError(`Whole days only, got ${days}`);
  return fromDayNumber(toDayNumber(civilOrThrow(date)) + days);
}

/** Whole nights from check-in to check-out; zero or negative when check-out is not later. */
export function nightsBetween(checkIn: IsoDate, checkOut: IsoDate): number {
  return compareDates(checkOut, checkIn);
}

/**
 * Hotel time (product-rules.md): the later of today (IST) and the opening date, given the day the
 * caller trusts as today.
 */
export function earliestCheckInFrom(today: IsoDate): IsoDate {
  return laterDate(today, hotel.openingDate);
}

export function earliestCheckIn(now: Date): IsoDate {
  return earliestCheckInFrom(todayInHotel(now));
}

/**
 * Hotel time (product-rules.md): the stay every date picker starts with: earliest check-in, one
 * night.
 */
export function defaultStay(now: Date): { checkIn: IsoDate; checkOut: IsoDate } {
  const checkIn = earliestCheckIn(now);
  return { checkIn, checkOut: addDays(checkIn, 1) };
}

/** Whether `date` falls inside an announcement's or offer's window; both ends inclusive, both optional. */
export function isWithin(date: IsoDate, window: Announcement): boolean {
  if (window.startsOn && compareDates(date, window.startsOn) < 0) return false;
  if (window.endsOn && compareDates(date, window.endsOn) > 0) return false;
  return true;
}
