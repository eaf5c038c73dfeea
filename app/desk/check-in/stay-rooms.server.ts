/**
 * A booking's rooms with the room each is in and the rooms it could move to (product-rules.md:
 * Rooms for each stay), for the booking page and the check-in page.
 */
import type { IsoDate } from "~/content/hotel";
import { addDays } from "~/domain/hotel-date";
import { freeUnits, nightsAhead } from "~/domain/room-assignment";
import { takenNights, unitsOfTypes } from "./room-assignment-store.server";

export interface StayRoom {
  /** The booked room's id (booking_rooms.id). */
  id: number;
  roomId: number;
  roomTypeName: string;
  adults: number;
  /** The room it is in now, or null: "No room yet". */
  unit: { id: number; number: string } | null;
  /** The nights still ahead, which a change of room moves. */
  nights: IsoDate[];
  /** Rooms of its type free for all of `nights` (its own room included), lowest sort order first. */
  choices: { id: number; number: string }[];
}

export async function stayRooms(db: D1Database, bookingId: number, today: IsoDate): Promise<StayRoom[]> {
  const { results } = await db
    .prepare(
      `SELECT br.id, br.room_id, rooms.room_type_name, br.adults, br.check_in_date, br.check_out_date, br.released_from,
         br.unit_id, unit.number AS unit_number
       FROM booking_rooms AS br JOIN rooms ON rooms.id = br.room_id LEFT JOIN room_units AS unit ON unit.id = br.unit_id
       WHERE br.booking_id = ? ORDER BY br.id`,
    )
    .bind(bookingId)
    .all<{
      id: number;
      room_id: number;
      room_type_name: string;
      adults: number;
      check_in_date: IsoDate;
      check_out_date: IsoDate;
      released_from: IsoDate | null;
      unit_id: number | null;
      unit_number: string | null;
    }>();
  const units = await unitsOfTypes(db, results.map((room) => room.room_id));
  return Promise.all(
    results.map(async (room): Promise<StayRoom> => {
      const nights = nightsAhead({ checkIn: room.check_in_date, checkOut: room.check_out_date, releasedFrom: room.released_from }, today);
      const last = nights[nights.length - 1];
      const taken = last ? await takenNights(db, [room.room_id], nights[0] ?? last, addDays(last, 1), room.id) : new Map();
      return {
        id: room.id,
        roomId: room.room_id,
        roomTypeName: room.room_type_name,
        adults: room.adults,
        unit: room.unit_id === null ? null : { id: room.unit_id, number: room.unit_number ?? "" },
        nights,
        choices: last ? freeUnits(room.room_id, units, taken, nights).map((unit) => ({ id: unit.id, number: unit.number })) : [],
      };
    }),
  );
}
