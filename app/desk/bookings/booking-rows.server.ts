/**
 * A booking as the desk's lists and its booking page read it: one column list and one record shape,
 * so the today board, the bookings list, the CSV and the booking page show the same fields alike.
 */
import type { IsoDate } from "~/content/hotel";
import type { BookingSource } from "~/domain/booking-source";
import type { BookingStatus } from "~/domain/booking-status";
import type { DeskBookingRow } from "~/desk/bookings/desk-services";

/** Every column of a desk row; `b` is the bookings table. */
export const rowColumns = `b.id, b.reference, b.status, b.source, b.channel_reference, b.created_by, b.check_in_date, b.check_out_date, b.nights,
  b.guest_name, b.guest_email, b.guest_phone, b.total_paise, b.created_at, b.status_changed_at, b.status_note,
  (SELECT json_group_array(rooms.room_type_name) FROM booking_rooms AS br JOIN rooms ON rooms.id = br.room_id
    WHERE br.booking_id = b.id) AS room_names,
  (SELECT COALESCE(SUM(br.adults), 0) FROM booking_rooms AS br WHERE br.booking_id = b.id) AS adults,
  (SELECT COALESCE(SUM(br.children), 0) FROM booking_rooms AS br WHERE br.booking_id = b.id) AS children`;

export interface BookingRecord {
  id: number;
  reference: string;
  status: BookingStatus;
  source: BookingSource;
  channel_reference: string;
  created_by: string | null;
  check_in_date: IsoDate;
  check_out_date: IsoDate;
  nights: number;
  guest_name: string;
  guest_email: string;
  guest_phone: string;
  total_paise: number;
  created_at: string;
  status_changed_at: string | null;
  status_note: string;
  room_names: string;
  adults: number;
  children: number;
}

/** The money columns a booking and each of its booked rooms keep, in paise. */
export interface MoneyColumns {
  subtotal_paise: number;
  discount_paise: number;
  cgst_paise: number;
  sgst_paise: number;
  total_paise: number;
}

export function toRow(record: BookingRecord): DeskBookingRow {
  return {
    reference: record.reference,
    status: record.status,
    source: record.source,
    channelReference: record.channel_reference,
    createdBy: record.created_by,
    checkIn: record.check_in_date,
    checkOut: record.check_out_date,
    nights: record.nights,
    guestName: record.guest_name,
    guestEmail: record.guest_email,
    guestPhone: record.guest_phone,
    rooms: JSON.parse(record.room_names) as string[],
    adults: record.adults,
    children: record.children,
    totalPaise: record.total_paise,
    createdAt: record.created_at,
    statusChangedAt: record.status_changed_at,
    statusNote: record.status_note,
  };
}

/** Reads desk rows: `sql` is what follows `FROM bookings AS b` (WHERE, ORDER BY, LIMIT). */
export type BookingRows = (sql: string, ...values: (string | number)[]) => Promise<DeskBookingRow[]>;

export function bookingRowsOf(db: D1Database): BookingRows {
  return async (sql, ...values) => {
    const { results } = await db
      .prepare(`SELECT ${rowColumns} FROM bookings AS b ${sql}`)
      .bind(...values)
      .all<BookingRecord>();
    return results.map(toRow);
  };
}
