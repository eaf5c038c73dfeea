import type { IsoDate } from "~/content/hotel";
import type { RoomNumbersOutcome } from "./room-numbers";

/** A numbered room with its type's name, as a change reads it before checking it. */
export interface UnitRow {
  id: number;
  roomId: number;
  typeName: string;
  number: string;
  retiredAt: string | null;
}

export async function unitRow(db: D1Database, unitId: number): Promise<UnitRow | null> {
  if (!Number.isSafeInteger(unitId)) return null;
  return db
    .prepare(
      `SELECT room_units.id, room_units.room_id AS roomId, rooms.room_type_name AS typeName, room_units.number,
         room_units.retired_at AS retiredAt
       FROM room_units JOIN rooms ON rooms.id = room_units.room_id WHERE room_units.id = ?`,
    )
    .bind(unitId)
    .first<UnitRow>();
}

/** The room in service with this number, other than `exceptUnit`: two rooms in service never share one. */
export async function unitInServiceNumbered(db: D1Database, number: string, exceptUnit: number | null): Promise<UnitRow | null> {
  return db
    .prepare(
      `SELECT room_units.id, room_units.room_id AS roomId, rooms.room_type_name AS typeName, room_units.number,
         room_units.retired_at AS retiredAt
       FROM room_units JOIN rooms ON rooms.id = room_units.room_id
       WHERE room_units.number = ? AND room_units.retired_at IS NULL AND room_units.id IS NOT ?`,
    )
    .bind(number, exceptUnit)
    .first<UnitRow>();
}

export function numberTaken(number: string, holder: UnitRow): RoomNumbersOutcome {
  const message = `Room ${number} is already in service (${holder.typeName}). Choose another number.`;
  return { ok: false, status: 409, message, fields: { number: message } };
}

/**
 * The bookings a room is given to on any night from `from` on (and before `until`, when given),
 * each with its first such night: a stay still holding the night, never one released from it.
 */
export async function staysInRoom(
  db: D1Database,
  unitId: number,
  from: IsoDate,
  until: IsoDate | null = null,
): Promise<{ reference: string; night: IsoDate }[]> {
  const { results } = await db
    .prepare(
      `SELECT bookings.reference AS reference, MIN(stay.night) AS night
       FROM room_unit_nights AS stay
         JOIN booking_rooms ON booking_rooms.id = stay.booking_room_id
         JOIN bookings ON bookings.id = booking_rooms.booking_id
       WHERE stay.unit_id = ?1 AND stay.night >= ?2 AND (?3 IS NULL OR stay.night < ?3)
         AND (booking_rooms.released_from IS NULL OR booking_rooms.released_from > stay.night)
       GROUP BY bookings.reference ORDER BY MIN(stay.night), bookings.reference`,
    )
    .bind(unitId, from, until)
    .all<{ reference: string; night: IsoDate }>();
  return results;
}

/** Whether a write failed on one of the book's own rules: a number, a room's night, a type's last room. */
export function isBookRuleFailure(error: unknown): boolean {
  return /UNIQUE constraint|CHECK constraint|constraint failed|sold_out/i.test(String(error));
}
