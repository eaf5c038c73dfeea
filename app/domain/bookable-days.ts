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

/**
 * The stay's own day rules in words, in English here and in Hindi in `booking-messages.hi.ts`
 * (product-rules.md: Hindi). `{days}`, `{nights}` and `{phone}` are filled in when a message is
 * made: the hotel's number is what staff saved, read then.
 */
export interface StayDayMessages {
  invalidDate: string;
  pastCheckIn: string;
  checkInTooFar: string;
  stayTooLong: string;
}

export const stayDayMessagesEn: StayDayMessages = {
  invalidDate: "Enter a valid date",
  pastCheckIn: "Check-in date cannot be in the past",
  checkInTooFar: "Check-in can be at most {days} days ahead. For later dates please call us on {phone}.",
  stayTooLong: "Stays can be at most {nights} nights. For longer stays please call us on {phone}.",
};

const withLimits = (template: string) =>
  template
    .replace("{days}", String(limits.maxCheckInDaysAhead))
    .replace("{nights}", String(limits.maxNights))
    .replace("{phone}", hotel.phones.primary.display);

export const invalidDateMessage = stayDayMessagesEn.invalidDate;
export const pastCheckInMessage = stayDayMessagesEn.pastCheckIn;
// Functions, not constants: the hotel's number is what staff saved, read when the message is.
export const checkInTooFarMessage = (d: StayDayMessages = stayDayMessagesEn) => withLimits(d.checkInTooFar);
export const stayTooLongMessage = (d: StayDayMessages = stayDayMessagesEn) => withLimits(d.stayTooLong);

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
export function checkInRule(beforeOpening: string, d: StayDayMessages = stayDayMessagesEn): DayRule {
  return {
    beforeOpening,
    inPast: d.pastCheckIn,
    tooFar: checkInTooFarMessage(d),
    maxDaysAhead: limits.maxCheckInDaysAhead,
  };
}

export function checkInProblem(
  checkIn: IsoDate,
  today: IsoDate,
  beforeOpening: string,
  d: StayDayMessages = stayDayMessagesEn,
): string | null {
  return bookableDayProblem(checkIn, today, checkInRule(beforeOpening, d));
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
