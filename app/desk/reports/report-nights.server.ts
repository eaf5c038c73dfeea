/**
 * Rooms available, room nights sold and room revenue, night by night (product-rules.md: The
 * hotel's numbers). Every read is bounded by the report's nights and goes through an index: room
 * units and spells out of order are few, stays are found by their check-in day, and folio lines by
 * their booking.
 */
import type { IsoDate } from "~/content/hotel";
import { type BookingSource, isBookingSource } from "~/domain/booking-source";
import { addDays, compareDates, nightsBetween, todayInHotel } from "~/domain/hotel-date";
import { type NightCounts, nightlyRevenue } from "~/domain/hotel-figures";
import { type ReportRange, daysOf } from "./report-range";

/** Stays longer than this many nights before the report's first day are not looked for. */
const longestStayLooked = 400;

export interface SoldBySource {
  source: BookingSource;
  sold: number;
  revenuePaise: number;
}

export interface NightFigures {
  days: { day: IsoDate; counts: NightCounts }[];
  bySource: SoldBySource[];
}

/** The hotel's calendar day of a stored instant (when a room was retired, or a repair lifted). */
const hotelDayOf = (instant: string) => todayInHotel(new Date(instant));

async function availableByDay(db: D1Database, range: ReportRange, days: IsoDate[]): Promise<Map<IsoDate, number>> {
  const [units, blocks] = await Promise.all([
    db
      .prepare("SELECT id, retired_at AS retiredAt FROM room_units WHERE retired_at IS NULL OR retired_at >= ?")
      .bind(range.from)
      .all<{ id: number; retiredAt: string | null }>(),
    db
      .prepare(
        `SELECT unit_id AS unitId, first_night AS firstNight, until_date AS untilDate, lifted_at AS liftedAt
         FROM room_unit_blocks WHERE first_night <= ?2 AND until_date > ?1`,
      )
      .bind(range.from, range.to)
      .all<{ unitId: number; firstNight: IsoDate; untilDate: IsoDate; liftedAt: string | null }>(),
  ]);
  // A room retired on a day is out of service from that night; a repair lifted on a day frees that night.
  const retiredFrom = new Map(units.results.map((unit) => [unit.id, unit.retiredAt ? hotelDayOf(unit.retiredAt) : null]));
  const inService = (unitId: number, day: IsoDate) => {
    if (!retiredFrom.has(unitId)) return false;
    const retired = retiredFrom.get(unitId);
    return !retired || compareDates(retired, day) > 0;
  };
  const repairs = blocks.results.map((block) => ({
    ...block,
    liftedFrom: block.liftedAt ? hotelDayOf(block.liftedAt) : null,
  }));
  const available = new Map<IsoDate, number>();
  for (const day of days) {
    const outOfOrder = new Set(
      repairs
        .filter(
          (repair) =>
            compareDates(repair.firstNight, day) <= 0 &&
            compareDates(repair.untilDate, day) > 0 &&
            (!repair.liftedFrom || compareDates(repair.liftedFrom, day) > 0) &&
            inService(repair.unitId, day),
        )
        .map((repair) => repair.unitId),
    );
    const serving = units.results.filter((unit) => inService(unit.id, day)).length;
    available.set(day, serving - outOfOrder.size);
  }
  return available;
}

interface SoldRoomRow {
  bookingId: number;
  bookingRoomId: number;
  source: string;
  checkIn: IsoDate;
  checkOut: IsoDate;
  releasedFrom: IsoDate | null;
  nightlyPaise: number;
  nightlyRates: string | null;
  extraCharges: string | null;
  discountPaise: number;
}

function ratesOf(row: SoldRoomRow): number[] {
  const nights = nightsBetween(row.checkIn, row.checkOut);
  const kept = row.nightlyRates ? (JSON.parse(row.nightlyRates) as unknown) : null;
  if (Array.isArray(kept) && kept.length === nights && kept.every((rate) => Number.isSafeInteger(rate))) return kept as number[];
  return Array.from({ length: nights }, () => row.nightlyPaise);
}

/** The room's extra-guest charge a night: each kept line's guests × their nightly charge. */
function extrasNightlyOf(row: SoldRoomRow): number {
  const lines = row.extraCharges ? (JSON.parse(row.extraCharges) as unknown) : null;
  if (!Array.isArray(lines)) return 0;
  return lines.reduce<number>((sum, line: { count?: unknown; nightly?: unknown }) => {
    const count = typeof line.count === "number" ? line.count : 0;
    const nightly = typeof line.nightly === "number" ? line.nightly : 0;
    return sum + count * nightly;
  }, 0);
}

export async function readNightFigures(db: D1Database, range: ReportRange): Promise<NightFigures> {
  const days = daysOf(range);
  const available = await availableByDay(db, range, days);
  const { results: rooms } = await db
    .prepare(
      `SELECT b.id AS bookingId, br.id AS bookingRoomId, b.source, br.check_in_date AS checkIn,
         br.check_out_date AS checkOut, br.released_from AS releasedFrom, br.nightly_paise AS nightlyPaise,
         br.nightly_rates AS nightlyRates, br.extra_charges AS extraCharges, br.discount_paise AS discountPaise
       FROM bookings AS b JOIN booking_rooms AS br ON br.booking_id = b.id
       WHERE b.check_in_date <= ?2 AND b.check_in_date >= ?3 AND b.check_out_date > ?1
         -- Sold: a pending request, a refusal, a cancellation and a no-show hold no nights to sell.
         AND b.status IN ('confirmed', 'checked_in', 'checked_out')
         AND br.check_in_date <= ?2 AND br.check_out_date > ?1`,
    )
    .bind(range.from, range.to, addDays(range.from, -longestStayLooked))
    .all<SoldRoomRow>();
  const posted = await postedNights(db, range, [...new Set(rooms.map((room) => room.bookingId))]);

  const byDay = new Map(days.map((day) => [day, { sold: 0, revenuePaise: 0 }]));
  const bySource = new Map<BookingSource, SoldBySource>();
  for (const room of rooms) {
    const rates = ratesOf(room);
    const revenue = nightlyRevenue(rates, extrasNightlyOf(room), room.discountPaise);
    const heldUntil = room.releasedFrom && compareDates(room.releasedFrom, room.checkOut) < 0 ? room.releasedFrom : room.checkOut;
    rates.forEach((_, index) => {
      const night = addDays(room.checkIn, index);
      const counts = byDay.get(night);
      if (!counts || compareDates(night, heldUntil) >= 0) return;
      // A night on the folio counts as posted (voids subtracted); another night at its kept rate.
      const paise = posted.get(`${room.bookingRoomId}|${night}`) ?? revenue[index];
      if (paise <= 0) return; // complimentary: not sold
      counts.sold += 1;
      counts.revenuePaise += paise;
      const source: BookingSource = isBookingSource(room.source) ? room.source : "other";
      const total = bySource.get(source) ?? { source, sold: 0, revenuePaise: 0 };
      total.sold += 1;
      total.revenuePaise += paise;
      bySource.set(source, total);
    });
  }
  return {
    days: days.map((day) => ({ day, counts: { available: available.get(day) ?? 0, ...(byDay.get(day) ?? { sold: 0, revenuePaise: 0 }) } })),
    bySource: [...bySource.values()],
  };
}

/** Each posted night's room revenue on the folio: room-night and extra-guest lines, less their voids. */
async function postedNights(db: D1Database, range: ReportRange, bookingIds: number[]): Promise<Map<string, number>> {
  if (bookingIds.length === 0) return new Map();
  const { results } = await db
    .prepare(
      `SELECT line.booking_room_id AS bookingRoomId, line.night,
         SUM(line.taxable_paise) + COALESCE(SUM(reversal.taxable_paise), 0) AS netPaise
       FROM folio_lines AS line LEFT JOIN folio_lines AS reversal ON reversal.voids_line_id = line.id
       WHERE line.booking_id IN (SELECT value FROM json_each(?1))
         AND line.kind IN ('room_night', 'extra_guests') AND line.night >= ?2 AND line.night <= ?3
       GROUP BY line.booking_room_id, line.night`,
    )
    .bind(JSON.stringify(bookingIds), range.from, range.to)
    .all<{ bookingRoomId: number; night: IsoDate; netPaise: number }>();
  return new Map(results.map((row) => [`${row.bookingRoomId}|${row.night}`, row.netPaise]));
}
