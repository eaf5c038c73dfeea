/**
 * Dates for the workerd tests, counted from the real today in hotel time: every booking path takes
 * check-ins at most a year ahead, tables at most 90 days ahead, so fixed far-future fixtures would
 * be refused (and fixed near ones would drift into the past).
 */
import { type IsoDate, hotel } from "~/content/hotel";
import { addDays, earliestCheckIn, isWithin } from "~/domain/hotel-date";

/** The first day a guest can book today (today, or the opening date before the hotel opens). */
export const firstBookableDay: IsoDate = earliestCheckIn(new Date());

export function daysAhead(days: number): IsoDate {
  return addDays(firstBookableDay, days);
}

// Long enough for any stay a test makes (at most the 30-night limit and a little room around it).
const quietSpanDays = 40;

/**
 * The first day at least `fromDays` ahead that starts a 40-day run no offer touches, so a test's
 * stays have known prices. Throws if the hotel's offers leave no such run inside the booking year.
 */
function firstQuietDay(fromDays: number): IsoDate {
  const lastStart = hotel.bookingLimits.maxCheckInDaysAhead - quietSpanDays;
  for (let start = fromDays; start <= lastStart; start += 1) {
    const days = Array.from({ length: quietSpanDays }, (_, k) => daysAhead(start + k));
    if (days.every((day) => hotel.offers.every((offer) => !isWithin(day, offer)))) return daysAhead(start);
  }
  throw new Error("No offer-free 40 days inside the booking year: the test dates need another rule");
}

/** A day from which 40 days are free of offers; tests build their stays on it. */
export const quietDay: IsoDate = firstQuietDay(20);

export function quietDayPlus(days: number): IsoDate {
  return addDays(quietDay, days);
}
