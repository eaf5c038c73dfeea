/** What a stay's printable registration card shows (product-rules.md: Guest registration). */
import { sumOf } from "~/domain/sum-of";
import type { IsoDate } from "~/content/hotel";
import { type RegistrationRecord, registrationOf } from "./registration-store.server";

export interface RegistrationCard {
  reference: string;
  checkIn: IsoDate;
  checkOut: IsoDate;
  nights: number;
  adults: number;
  children: number;
  /** Each booked room as "Deluxe Room · 203", or the type alone while it has no number. */
  rooms: string[];
  /** Null until the guest has checked in. */
  registration: RegistrationRecord | null;
}

export async function registrationCard(db: D1Database, reference: string): Promise<RegistrationCard | null> {
  const booking = await db
    .prepare("SELECT id, check_in_date, check_out_date, nights FROM bookings WHERE reference = ?")
    .bind(reference)
    .first<{ id: number; check_in_date: IsoDate; check_out_date: IsoDate; nights: number }>();
  if (!booking) return null;
  const [{ results: rooms }, registration] = await Promise.all([
    db
      .prepare(
        `SELECT rooms.room_type_name, unit.number, br.adults, br.children FROM booking_rooms AS br
         JOIN rooms ON rooms.id = br.room_id LEFT JOIN room_units AS unit ON unit.id = br.unit_id
         WHERE br.booking_id = ? ORDER BY br.id`,
      )
      .bind(booking.id)
      .all<{ room_type_name: string; number: string | null; adults: number; children: number }>(),
    registrationOf(db, booking.id),
  ]);
  return {
    reference,
    checkIn: booking.check_in_date,
    checkOut: booking.check_out_date,
    nights: booking.nights,
    adults: sumOf(rooms, (room) => room.adults),
    children: sumOf(rooms, (room) => room.children),
    rooms: rooms.map((room) => (room.number ? `${room.room_type_name} · ${room.number}` : room.room_type_name)),
    registration,
  };
}
