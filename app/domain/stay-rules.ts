/**
 * Which days a guest may pick (D14), as plain functions so the zod schemas and the chat share them.
 * `today` is passed in (the server's own today in IST, or the browser's) so rules are deterministic.
 */
import { type IsoDate, hotel } from "../content/hotel";
import { compareDates, isValidIsoDate } from "./hotel-date";

export const invalidDateMessage = "Enter a valid date";
export const pastCheckInMessage = "Check-in date cannot be in the past";

export interface DayMessages {
  /** The form's own wording for a day before the hotel opens. */
  beforeOpening: string;
  inPast: string;
}

/**
 * The problem with a day that must be bookable (check-in, event or table date), or null.
 * Before the opening date the form's opening message wins, even when that day is also past.
 */
export function bookableDayProblem(date: IsoDate, today: IsoDate, messages: DayMessages): string | null {
  if (compareDates(date, hotel.openingDate) < 0) return messages.beforeOpening;
  if (compareDates(date, today) < 0) return messages.inPast;
  return null;
}

export function checkInProblem(checkIn: IsoDate, today: IsoDate, beforeOpening: string): string | null {
  return bookableDayProblem(checkIn, today, { beforeOpening, inPast: pastCheckInMessage });
}

/** True only for two real dates with check-out at least one day later. */
export function isCheckOutAfterCheckIn(checkIn: unknown, checkOut: unknown): boolean {
  return isValidIsoDate(checkIn) && isValidIsoDate(checkOut) && compareDates(checkOut, checkIn) > 0;
}

/** What date-aware schema factories need: the day the caller trusts as today in IST. */
export interface DateContext {
  today: IsoDate;
}
