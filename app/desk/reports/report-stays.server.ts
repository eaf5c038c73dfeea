/**
 * Stays counted by their days (product-rules.md: The hotel's numbers): cancellations and no-shows
 * by the check-in day they would have had, and each day's arrivals and departures. Reads are
 * bounded by the report's days through the bookings' stay index.
 */
import type { IsoDate } from "~/content/hotel";
import { type BookingSource, isBookingSource } from "~/domain/booking-source";
import { addDays } from "~/domain/hotel-date";
import type { ReportRange } from "./report-range";

/** Departures are looked for among stays that began at most this many days before the range. */
const longestStayLooked = 400;

export interface LostBySource {
  source: BookingSource;
  cancelled: number;
  cancelledNights: number;
  noShows: number;
  noShowNights: number;
}

/** Cancelled and no-show bookings whose check-in falls in the range: how many, and the room nights they held. */
export async function readLostStays(db: D1Database, range: ReportRange): Promise<LostBySource[]> {
  const { results } = await db
    .prepare(
      `SELECT b.source, b.status, COUNT(DISTINCT b.id) AS bookings,
         COALESCE(SUM(julianday(br.check_out_date) - julianday(br.check_in_date)), 0) AS nights
       FROM bookings AS b LEFT JOIN booking_rooms AS br ON br.booking_id = b.id
       WHERE b.check_in_date >= ?1 AND b.check_in_date <= ?2 AND b.status IN ('cancelled', 'no_show')
       GROUP BY b.source, b.status`,
    )
    .bind(range.from, range.to)
    .all<{ source: string; status: "cancelled" | "no_show"; bookings: number; nights: number }>();
  const bySource = new Map<BookingSource, LostBySource>();
  for (const row of results) {
    const source: BookingSource = isBookingSource(row.source) ? row.source : "other";
    const lost = bySource.get(source) ?? { source, cancelled: 0, cancelledNights: 0, noShows: 0, noShowNights: 0 };
    if (row.status === "cancelled") {
      lost.cancelled += row.bookings;
      lost.cancelledNights += Math.round(row.nights);
    } else {
      lost.noShows += row.bookings;
      lost.noShowNights += Math.round(row.nights);
    }
    bySource.set(source, lost);
  }
  return [...bySource.values()];
}

export interface DayMovements {
  day: IsoDate;
  arrivals: string[];
  departures: string[];
}

/** Confirmed, in-house and departed bookings arriving or leaving on each day of the range, by reference. */
export async function readMovements(db: D1Database, range: ReportRange, days: IsoDate[]): Promise<DayMovements[]> {
  const { results } = await db
    .prepare(
      `SELECT reference, check_in_date AS checkIn, check_out_date AS checkOut FROM bookings
       WHERE check_in_date >= ?3 AND check_in_date <= ?2
         AND (check_in_date >= ?1 OR (check_out_date >= ?1 AND check_out_date <= ?2))
         AND status IN ('confirmed', 'checked_in', 'checked_out')
       ORDER BY reference`,
    )
    .bind(range.from, range.to, addDays(range.from, -longestStayLooked))
    .all<{ reference: string; checkIn: IsoDate; checkOut: IsoDate }>();
  const byDay = new Map(days.map((day) => [day, { day, arrivals: [] as string[], departures: [] as string[] }]));
  for (const row of results) {
    byDay.get(row.checkIn)?.arrivals.push(row.reference);
    byDay.get(row.checkOut)?.departures.push(row.reference);
  }
  return [...byDay.values()];
}
