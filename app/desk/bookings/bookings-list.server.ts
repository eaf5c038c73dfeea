/**
 * The desk's bookings list and its CSV export (product-rules.md: The front desk): one filter, read
 * a page at a time for the list and all at once (bounded) for the export.
 */
import { addDays } from "~/domain/hotel-date";
import { bookingsPageSize, phoneDigitsOf } from "~/desk/bookings/booking-filter";
import { hotelDayStartUtc } from "~/desk/desk-time";
import type { BookingFilter, BookingPage, DeskBookingRow } from "~/desk/bookings/desk-services";
import type { BookingRows } from "./booking-rows.server";

/** The most rows one CSV holds: the export stays one bounded read. */
const exportLimit = 5000;

/** The WHERE clause and its values for a filter. */
function whereOf(filter: BookingFilter): { sql: string; values: (string | number)[] } {
  const clauses: string[] = [];
  const values: (string | number)[] = [];
  const add = (clause: string, ...bound: (string | number)[]) => {
    clauses.push(clause);
    values.push(...bound);
  };
  if (filter.status) add("b.status = ?", filter.status);
  if (filter.source) add("b.source = ?", filter.source);
  if (filter.dateField === "stay") {
    // Stays with a night inside the range.
    if (filter.from) add("b.check_out_date > ?", filter.from);
    if (filter.to) add("b.check_in_date <= ?", filter.to);
  } else {
    // Requests made on those hotel days; stored times are UTC.
    if (filter.from) add("b.created_at >= ?", hotelDayStartUtc(filter.from));
    if (filter.to) add("b.created_at < ?", hotelDayStartUtc(addDays(filter.to, 1)));
  }
  if (filter.search) {
    const text = filter.search.toLowerCase();
    const digits = phoneDigitsOf(filter.search);
    const matches = [
      "instr(lower(b.reference), ?) > 0",
      "instr(lower(b.guest_name), ?) > 0",
      "instr(lower(b.guest_email), ?) > 0",
    ];
    const bound: string[] = [text, text, text];
    if (digits) {
      matches.push("instr(replace(replace(replace(b.guest_phone, '+', ''), ' ', ''), '-', ''), ?) > 0");
      bound.push(digits);
    }
    add(`(${matches.join(" OR ")})`, ...bound);
  }
  return { sql: clauses.length > 0 ? `WHERE ${clauses.join(" AND ")}` : "", values };
}

/** One page of the bookings the filter matches, newest request first, with how many match in all. */
export async function listBookings(db: D1Database, rows: BookingRows, filter: BookingFilter): Promise<BookingPage> {
  const where = whereOf(filter);
  const count = await db
    .prepare(`SELECT COUNT(*) AS count FROM bookings AS b ${where.sql}`)
    .bind(...where.values)
    .first<{ count: number }>();
  const offset = (filter.page - 1) * bookingsPageSize;
  const page = await rows(
    `${where.sql} ORDER BY b.created_at DESC, b.id DESC LIMIT ${bookingsPageSize} OFFSET ${offset}`,
    ...where.values,
  );
  return { rows: page, total: count?.count ?? 0, page: filter.page, pageSize: bookingsPageSize };
}

/** Every booking the filter matches, in the list's order, for the CSV. */
export function exportBookings(rows: BookingRows, filter: BookingFilter): Promise<DeskBookingRow[]> {
  const where = whereOf(filter);
  return rows(`${where.sql} ORDER BY b.created_at DESC, b.id DESC LIMIT ${exportLimit}`, ...where.values);
}
