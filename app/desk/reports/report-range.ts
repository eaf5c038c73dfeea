/**
 * The nights a report covers (product-rules.md: The hotel's numbers): `from` to `to`, both
 * included, at most 366 of them, this month in hotel time when the query names none. Pure, so the
 * page, the CSV downloads and the tests read a query the same way.
 */
import type { IsoDate } from "~/content/hotel";
import { addDays, compareDates, isValidIsoDate, nightsBetween } from "~/domain/hotel-date";

/** A financial year, leap day included, fits; anything longer is refused. */
export const maxReportDays = 366;
/** Up to about two months the numbers are shown day by day as well as by month. */
export const maxDailyDays = 62;
/** Up to a month each day's arrivals and departures are listed by reference. */
export const maxListedDays = 31;

export interface ReportRange {
  from: IsoDate;
  to: IsoDate;
}

export type RangeReading = { ok: true; range: ReportRange } | { ok: false; message: string; range: ReportRange };

const monthStart = (day: IsoDate) => `${day.slice(0, 7)}-01` as IsoDate;
const monthEnd = (day: IsoDate) => addDays(monthStart(addDays(monthStart(day), 31)), -1);

export function thisMonth(today: IsoDate): ReportRange {
  return { from: monthStart(today), to: monthEnd(today) };
}

export function lastMonth(today: IsoDate): ReportRange {
  return thisMonth(addDays(monthStart(today), -1));
}

/** 1 April to 31 March, the year GST returns and invoice series run by. */
export function thisFinancialYear(today: IsoDate): ReportRange {
  const year = Number(today.slice(0, 4));
  const startYear = Number(today.slice(5, 7)) >= 4 ? year : year - 1;
  return { from: `${startYear}-04-01` as IsoDate, to: `${startYear + 1}-03-31` as IsoDate };
}

/** How many days the range covers, both ends included. */
export function daysIn(range: ReportRange): number {
  return nightsBetween(range.from, range.to) + 1;
}

/** Reads `from` and `to`; a refusal says why and carries this month for the form to show. */
export function readRange(query: URLSearchParams, today: IsoDate): RangeReading {
  const from = query.get("from");
  const to = query.get("to");
  if (from === null && to === null) return { ok: true, range: thisMonth(today) };
  const fallback = thisMonth(today);
  if (!isValidIsoDate(from) || !isValidIsoDate(to)) {
    return { ok: false, message: "Choose a real first and last day (YYYY-MM-DD) for the report.", range: fallback };
  }
  if (compareDates(from, to) > 0) {
    return { ok: false, message: "The first day must not be after the last day.", range: fallback };
  }
  if (daysIn({ from, to }) > maxReportDays) {
    return { ok: false, message: `A report covers at most ${maxReportDays} days. Choose a shorter range.`, range: fallback };
  }
  return { ok: true, range: { from, to } };
}

/** Every day of the range, in order. */
export function daysOf(range: ReportRange): IsoDate[] {
  return Array.from({ length: daysIn(range) }, (_, index) => addDays(range.from, index));
}

/** The calendar months the range touches, each cut to the range: "2026-11" with its first and last day. */
export function monthsOf(range: ReportRange): (ReportRange & { month: string })[] {
  const months: (ReportRange & { month: string })[] = [];
  for (let start = range.from; compareDates(start, range.to) <= 0; start = addDays(monthEnd(start), 1)) {
    const end = monthEnd(start);
    months.push({ month: start.slice(0, 7), from: start, to: compareDates(end, range.to) < 0 ? end : range.to });
  }
  return months;
}
