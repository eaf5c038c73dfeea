/**
 * Dated rates (product-rules.md: Rates and rate periods): a period names a run of nights, both ends
 * included, and a rate for each room type it covers. Every other night, and every type a period
 * leaves out, costs the type's usual rate. Periods never overlap, so a night has at most one.
 */
import type { IsoDate } from "../content/hotel";
import { addDays, compareDates, nightsBetween } from "./hotel-date";

export interface RatePeriod {
  id: number;
  name: string;
  firstNight: IsoDate;
  lastNight: IsoDate;
  /** Rupees a night by room type id, for the types the period covers. */
  rates: Readonly<Record<number, number>>;
}

/** The longest period: a year of festivals at most, not a typo that prices the next decade. */
export const MAX_PERIOD_NIGHTS = 366;
/** The highest rate staff can set, in rupees: a guard against a stray extra zero. */
export const MAX_NIGHTLY_RUPEES = 10_00_000;

export function coversNight(period: Pick<RatePeriod, "firstNight" | "lastNight">, night: IsoDate): boolean {
  return compareDates(period.firstNight, night) <= 0 && compareDates(night, period.lastNight) <= 0;
}

/** A type's rate on one night: the period's, when one covers the night and the type; else its own. */
export function rateOn(night: IsoDate, roomId: number, usualRupees: number, periods: readonly RatePeriod[]): number {
  const period = periods.find((candidate) => coversNight(candidate, night) && candidate.rates[roomId] !== undefined);
  return period ? period.rates[roomId] : usualRupees;
}

/** The rate (rupees) of each night from check-in up to the night before check-out, in order. */
export function nightlyRates(
  stay: { checkIn: IsoDate; checkOut: IsoDate },
  roomId: number,
  usualRupees: number,
  periods: readonly RatePeriod[],
): number[] {
  const nights = Math.max(0, nightsBetween(stay.checkIn, stay.checkOut));
  return Array.from({ length: nights }, (_, index) => rateOn(addDays(stay.checkIn, index), roomId, usualRupees, periods));
}

/** The first other period sharing a night with `candidate`, if any: periods cannot overlap. */
export function overlappingPeriod(
  candidate: Pick<RatePeriod, "firstNight" | "lastNight"> & { id?: number },
  periods: readonly RatePeriod[],
): RatePeriod | undefined {
  return periods.find(
    (period) =>
      period.id !== candidate.id &&
      compareDates(period.firstNight, candidate.lastNight) <= 0 &&
      compareDates(candidate.firstNight, period.lastNight) <= 0,
  );
}
