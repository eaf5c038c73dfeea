/**
 * The room each booked room sleeps in, night by night (product-rules.md: Rooms for each stay).
 * room_unit_nights' primary key (one stay or repair per room per night) is the guarantee: every
 * write here is a batch the database refuses whole when a night is taken, so two desks racing for
 * one room can never both win.
 */
import { heldUnitNights } from "~/channels/channel-holds.server";
import type { IsoDate } from "~/content/hotel";
import { addDays } from "~/domain/hotel-date";
import { type BookedRoom, assignUnits, nightsAhead, type RoomUnit, takenNightsOf } from "~/domain/room-assignment";

/** The rooms in service of the given types, lowest sort order first. */
export async function unitsOfTypes(db: D1Database, roomIds: readonly number[]): Promise<RoomUnit[]> {
  if (roomIds.length === 0) return [];
  const { results } = await db
    .prepare(
      `SELECT id, room_id AS roomId, number, sort_order AS sortOrder FROM room_units
       WHERE retired_at IS NULL AND room_id IN (SELECT value FROM json_each(?)) ORDER BY sort_order, id`,
    )
    .bind(JSON.stringify([...new Set(roomIds)]))
    .all<RoomUnit>();
  return results;
}

/**
 * The nights taken in rooms of the given types from `from` up to `until` (stays, repairs, and a
 * channel's hold on that very room), leaving out those of the booked room `except` (its own nights
 * do not stop it keeping or changing its room).
 */
export async function takenNights(db: D1Database, roomIds: readonly number[], from: IsoDate, until: IsoDate, except: number | null = null) {
  const { results } = await db
    .prepare(
      `SELECT nights.unit_id AS unitId, nights.night FROM room_unit_nights AS nights
       JOIN room_units AS unit ON unit.id = nights.unit_id
       WHERE unit.room_id IN (SELECT value FROM json_each(?1)) AND nights.night >= ?2 AND nights.night < ?3
         AND (?4 IS NULL OR nights.booking_room_id IS NOT ?4)`,
    )
    .bind(JSON.stringify([...new Set(roomIds)]), from, until, except)
    .all<{ unitId: number; night: IsoDate }>();
  return takenNightsOf([...results, ...(await heldUnitNights(db, roomIds, from, until))]);
}

/**
 * The statements that put booked room `bookingRoomId` in room `unitId` for `nights` (consecutive,
 * in order): its own nights from the first of them are given up, the new ones taken, and the
 * booked room names the room. Refused whole when another stay or a repair has one of the nights.
 */
export function placeStatements(db: D1Database, bookingRoomId: number, unitId: number, nights: readonly IsoDate[]): D1PreparedStatement[] {
  const first = nights[0];
  const last = nights[nights.length - 1];
  if (!first || !last) return [];
  return [
    db.prepare("DELETE FROM room_unit_nights WHERE booking_room_id = ? AND night >= ?").bind(bookingRoomId, first),
    db
      .prepare(
        `WITH RECURSIVE stay(night) AS (SELECT ?1 UNION ALL SELECT date(night, '+1 day') FROM stay WHERE night < ?2)
         INSERT INTO room_unit_nights (unit_id, night, booking_room_id) SELECT ?3, night, ?4 FROM stay`,
      )
      .bind(first, last, unitId, bookingRoomId),
    db.prepare("UPDATE booking_rooms SET unit_id = ? WHERE id = ?").bind(unitId, bookingRoomId),
  ];
}

interface WaitingRoom extends BookedRoom {
  check_in_date: IsoDate;
  check_out_date: IsoDate;
  released_from: IsoDate | null;
}

/**
 * Gives each of a confirmed or checked-in booking's rooms without a number a room of its type free
 * for every night still ahead (a guest keeps one room), distinct from the booking's other rooms,
 * lowest sort order first. When another desk takes the chosen room meanwhile, the database refuses
 * the batch and the next free room is tried; a room with none free is left without a number.
 * Returns how many rooms were given a number.
 */
export async function assignRooms(db: D1Database, bookingId: number, today: IsoDate): Promise<number> {
  const { results: waiting } = await db
    .prepare(
      `SELECT br.id, br.room_id AS roomId, br.check_in_date, br.check_out_date, br.released_from
       FROM booking_rooms AS br JOIN bookings AS b ON b.id = br.booking_id
       WHERE br.booking_id = ? AND br.unit_id IS NULL AND b.status IN ('confirmed', 'checked_in') ORDER BY br.id`,
    )
    .bind(bookingId)
    .all<WaitingRoom>();
  const units = await unitsOfTypes(db, waiting.map((room) => room.roomId));
  let assigned = 0;
  const lost = new Set<number>();
  for (const room of waiting) {
    const nights = nightsAhead({ checkIn: room.check_in_date, checkOut: room.check_out_date, releasedFrom: room.released_from }, today);
    const last = nights[nights.length - 1];
    if (!last) continue;
    // Read again for each room: the booking's rooms placed just before are taken now, as are any
    // another desk placed meanwhile.
    for (;;) {
      const taken = await takenNights(db, [room.roomId], nights[0] ?? last, addDays(last, 1));
      const unit = assignUnits([room], units.filter((candidate) => !lost.has(candidate.id)), taken, nights).get(room.id);
      if (!unit) break;
      try {
        await db.batch(placeStatements(db, room.id, unit.id, nights));
        assigned += 1;
        break;
      } catch {
        // Taken a moment ago (the primary key refused the batch): try the next room.
        lost.add(unit.id);
      }
    }
  }
  return assigned;
}

/**
 * As assignRooms, for a move that has already been made (a confirmation): a fault here leaves the
 * rooms without numbers for staff to give, and never undoes or fails the move itself.
 */
export async function assignRoomsQuietly(db: D1Database, bookingId: number, today: IsoDate): Promise<void> {
  try {
    await assignRooms(db, bookingId, today);
  } catch {
    // The booking page shows "No room yet" and offers the free rooms.
  }
}
