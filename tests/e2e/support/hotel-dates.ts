import { addDays, earliestCheckIn, todayInHotel } from "../../../app/domain/hotel-date";
import type { IsoDate } from "../../../app/content/hotel";

/** A bookable day `days` after the earliest check-in, so specs keep working as time passes. */
export function bookableDay(days: number): IsoDate {
  return addDays(earliestCheckIn(new Date()), days);
}

/** A day in the past (after the opening date once the hotel has been open a while). */
export function pastDay(days: number): IsoDate {
  return addDays(todayInHotel(new Date()), -days);
}
