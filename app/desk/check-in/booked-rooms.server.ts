/**
 * A booking's rooms with their type's name and the room number each is in, as the check-in page
 * and the folio's night posting both read them.
 */
import type { IsoDate } from "~/content/hotel";

export interface BookedRoomRow {
  id: number;
  room_id: number;
  room_type_name: string;
  adults: number;
  check_in_date: IsoDate;
  check_out_date: IsoDate;
  nightly_paise: number;
  nightly_rates: string | null;
  extra_charges: string | null;
  released_from: IsoDate | null;
  unit_id: number | null;
  unit_number: string | null;
}

/** The booking's rooms in the order they were booked. */
export async function bookedRooms(db: D1Database, bookingId: number): Promise<BookedRoomRow[]> {
  const { results } = await db
    .prepare(
      `SELECT br.id, br.room_id, rooms.room_type_name, br.adults, br.check_in_date, br.check_out_date, br.nightly_paise,
         br.nightly_rates, br.extra_charges, br.released_from, br.unit_id, unit.number AS unit_number
       FROM booking_rooms AS br JOIN rooms ON rooms.id = br.room_id LEFT JOIN room_units AS unit ON unit.id = br.unit_id
       WHERE br.booking_id = ? ORDER BY br.id`,
    )
    .bind(bookingId)
    .all<BookedRoomRow>();
  return results;
}
