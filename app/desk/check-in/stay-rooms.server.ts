/**
 * A booking's rooms with the room each is in and the rooms it could move to (product-rules.md:
 * Rooms for each stay), for the booking page and the check-in page.
 */
import type { IsoDate } from "~/content/hotel";
import { addDays } from "~/domain/hotel-date";
import { freeUnits, nightsAhead } from "~/domain/room-assignment";
import { bookedRooms } from "./booked-rooms.server";
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
  const rooms = await bookedRooms(db, bookingId);
  const units = await unitsOfTypes(db, rooms.map((room) => room.room_id));
  return Promise.all(
    rooms.map(async (room): Promise<StayRoom> => {
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
