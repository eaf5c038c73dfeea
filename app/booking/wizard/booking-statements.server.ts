/**
 * The INSERTs of one booking and its rooms (embedded mode), shared by every way a booking is made:
 * the wizard, the chat and the front desk. Each room keeps every night's rate, its extra-guest
 * charges and its GST lines as charged, whatever the rates or the desk's settings become later.
 * The database trigger on booking_rooms refuses a room beyond the rooms for sale, atomically.
 */
import type { IsoDate } from "~/content/hotel";
import type { BookingSource } from "~/domain/booking-source";
import type { PricedRoom, StayPrice } from "~/domain/price-stay";
import { taxLinesToJson } from "~/domain/tax-lines-json";

export interface BookingToStore {
  reference: string;
  status: "pending" | "confirmed";
  source: BookingSource;
  checkIn: IsoDate;
  checkOut: IsoDate;
  guest: {
    name: string;
    /** "" when staff took the booking without an address. */
    email: string;
    phone: string;
    specialRequests: string;
    billing?: { company: string; gstin: string; address: string } | null;
  };
  /** Of each room's children, those aged 6–11, in the price's room order. */
  olderChildren: readonly number[];
  /** The channel's or agent's own booking number; "" when there is none. */
  channelReference?: string;
  /** The member of staff who made it on the desk; absent for a guest's own booking. */
  createdBy?: string;
  /** When it was made, UTC ISO; the database's clock when absent. */
  createdAt?: string;
}

export function bookingStatements(db: D1Database, booking: BookingToStore, price: StayPrice): D1PreparedStatement[] {
  const { totals } = price;
  // A booking confirmed as it is made moved to its status then; a request has not moved yet.
  const statusChangedAt = booking.status === "pending" ? null : (booking.createdAt ?? new Date().toISOString());
  const insertBooking = db
    .prepare(
      `INSERT INTO bookings (reference, status, payment_status, source, check_in_date, check_out_date, nights,
         guest_name, guest_email, guest_phone, special_requests, services,
         subtotal_paise, discount_paise, cgst_paise, sgst_paise, total_paise, billing_company, billing_gstin, billing_address,
         channel_reference, created_by, created_at, status_changed_at)
       VALUES (?, ?, 'unpaid', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?,
         COALESCE(?, strftime('%Y-%m-%dT%H:%M:%fZ', 'now')), ?)`,
    )
    .bind(
      booking.reference,
      booking.status,
      booking.source,
      booking.checkIn,
      booking.checkOut,
      price.nights,
      booking.guest.name,
      booking.guest.email,
      booking.guest.phone,
      booking.guest.specialRequests,
      JSON.stringify(price.services.map((service) => service.key)),
      totals.subtotal,
      totals.discount,
      totals.cgst,
      totals.sgst,
      totals.total,
      booking.guest.billing?.company ?? "",
      booking.guest.billing?.gstin ?? "",
      booking.guest.billing?.address ?? "",
      booking.channelReference ?? "",
      booking.createdBy ?? null,
      booking.createdAt ?? null,
      statusChangedAt,
    );
  const insertRooms = price.rooms.map((room, index) =>
    bookingRoomStatement(db, room, {
      booking: { reference: booking.reference },
      checkIn: booking.checkIn,
      checkOut: booking.checkOut,
      olderChildren: booking.olderChildren[index] ?? 0,
      status: booking.status,
    }),
  );
  return [insertBooking, ...insertRooms];
}

/**
 * One booked room's row as priced: every night's rate, its extra-guest charges and its GST lines as
 * charged. `booking` is the booking's id, or its reference when the booking is written in the same
 * batch; `unitId` the numbered room it is in, when it has one.
 */
export function bookingRoomStatement(
  db: D1Database,
  room: PricedRoom,
  row: {
    booking: { id: number } | { reference: string };
    checkIn: IsoDate;
    checkOut: IsoDate;
    olderChildren: number;
    status: string;
    unitId?: number | null;
    /** The booked room's own id, when a change writes a kept room again: its folio lines name it. */
    bookedRoomId?: number;
  },
): D1PreparedStatement {
  const byId = "id" in row.booking;
  return db
    .prepare(
      `INSERT INTO booking_rooms (id, booking_id, room_id, check_in_date, check_out_date, adults, children,
         nightly_paise, nightly_rates, nights, subtotal_paise, discount_paise, cgst_paise, sgst_paise, total_paise,
         tax_lines, older_children, extra_charges, status, unit_id)
       VALUES (?, ${byId ? "?" : "(SELECT id FROM bookings WHERE reference = ?)"}, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .bind(
      row.bookedRoomId ?? null,
      "id" in row.booking ? row.booking.id : row.booking.reference,
      room.roomId,
      row.checkIn,
      row.checkOut,
      room.adults,
      room.children,
      room.nightly,
      // The rate of every night as booked: the booking keeps it whatever the rates become.
      JSON.stringify(room.rates.flatMap((run) => Array.from({ length: run.nights }, () => run.nightly))),
      room.nights,
      room.subtotal,
      room.discount,
      room.cgst,
      room.sgst,
      room.total,
      JSON.stringify(taxLinesToJson(room.taxes)),
      row.olderChildren,
      // The extra-guest charges as made: the booking keeps them whatever the desk sets later.
      JSON.stringify(room.extras),
      row.status,
      row.unitId ?? null,
    );
}
