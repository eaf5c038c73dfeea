/**
 * Which days a guest may pick (product-rules.md: Hotel time), as plain functions so the zod schemas
 * and the chat share them. `today` is passed in (the server's own today in IST, or the browser's)
 * so rules are deterministic.
 *
 * Every bookable day also has a horizon: stays are at most `maxNights` long and start at most
 * `maxCheckInDaysAhead` days from today, events and tables have their own horizons (all in
 * hotel.bookingLimits). Longer or later plans go through the hotel's phone, so a request can never
 * hold rooms out of availability for years.
 */
import { type IsoDate, hotel } from "../content/hotel";
import { addDays, compareDates, isValidIsoDate, nightsBetween } from "./hotel-date";

const limits = hotel.bookingLimits;
// Functions, not constants: the hotel's number is what staff saved, read when the message is.
const callUs = () => `please call us on ${hotel.phones.primary.display}`;

export const invalidDateMessage = "Enter a valid date";
export const pastCheckInMessage = "Check-in date cannot be in the past";
export const checkInTooFarMessage = () => `Check-in can be at most ${limits.maxCheckInDaysAhead} days ahead. For later dates ${callUs()}.`;
export const stayTooLongMessage = () => `Stays can be at most ${limits.maxNights} nights. For longer stays ${callUs()}.`;

export interface DayMessages {
  /** The form's own wording for a day before the hotel opens. */
  beforeOpening: string;
  inPast: string;
  /** The form's wording for a day beyond `maxDaysAhead`. */
  tooFar: string;
}

export interface DayRule extends DayMessages {
  /** How many days after today the day may be, inclusive. */
  maxDaysAhead: number;
}

/** The last day `maxDaysAhead` allows, counted from today. */
export function latestDayFrom(today: IsoDate, maxDaysAhead: number): IsoDate {
  return addDays(today, maxDaysAhead);
}

/**
 * The problem with a day that must be bookable (check-in, event or table date), or null.
 * Before the opening date the form's opening message wins, even when that day is also past.
 */
export function bookableDayProblem(date: IsoDate, today: IsoDate, rule: DayRule): string | null {
  if (compareDates(date, hotel.openingDate) < 0) return rule.beforeOpening;
  if (compareDates(date, today) < 0) return rule.inPast;
  if (compareDates(date, latestDayFrom(today, rule.maxDaysAhead)) > 0) return rule.tooFar;
  return null;
}

/** The check-in day's rule, with the form's own wording for a day before the opening. */
export function checkInRule(beforeOpening: string): DayRule {
  return {
    beforeOpening,
    inPast: pastCheckInMessage,
    tooFar: checkInTooFarMessage(),
    maxDaysAhead: limits.maxCheckInDaysAhead,
  };
}

export function checkInProblem(checkIn: IsoDate, today: IsoDate, beforeOpening: string): string | null {
  return bookableDayProblem(checkIn, today, checkInRule(beforeOpening));
}

/** The latest check-in a date picker offers. */
export function latestCheckInFrom(today: IsoDate): IsoDate {
  return latestDayFrom(today, limits.maxCheckInDaysAhead);
}

/**
 * The latest check-out a date picker offers: `maxNights` after the chosen check-in, or after the
 * latest check-in while none is chosen yet.
 */
export function latestCheckOutFor(checkIn: string, today: IsoDate): IsoDate {
  return addDays(isValidIsoDate(checkIn) ? checkIn : latestCheckInFrom(today), limits.maxNights);
}

/** True only for two real dates with check-out at least one day later. */
export function isCheckOutAfterCheckIn(checkIn: unknown, checkOut: unknown): boolean {
  return isValidIsoDate(checkIn) && isValidIsoDate(checkOut) && compareDates(checkOut, checkIn) > 0;
}

/** True for two real dates more than `maxNights` apart. */
export function isStayTooLong(checkIn: unknown, checkOut: unknown): boolean {
  return isValidIsoDate(checkIn) && isValidIsoDate(checkOut) && nightsBetween(checkIn, checkOut) > limits.maxNights;
}

/** What date-aware schema factories need: the day the caller trusts as today in IST. */
export interface DateContext {
  today: IsoDate;
}
