/**
 * Staff move a booked room to another room of its type (product-rules.md: Rooms for each stay):
 * for the nights still ahead, in one audited batch, once per form; a room taken meanwhile is
 * refused by the database and named.
 */
import { unitHeldNights } from "~/channels/channel-holds.server";
import type { IsoDate } from "~/content/hotel";
import { addDays, todayInHotel } from "~/domain/hotel-date";
import { nightsAhead } from "~/domain/room-assignment";
import type { AuditedRequest } from "~/desk/bookings/desk-audit.server";
import { keyUsedFor } from "~/desk/bookings/desk-audit.server";
import { deskDate } from "../desk-time";
import { bookingAuditStatement } from "./booking-audit.server";
import { placeStatements } from "./room-assignment-store.server";

export interface RoomMoveRequest extends AuditedRequest {
  reference: string;
  /** The booked room (booking_rooms.id). */
  bookingRoomId: number;
  /** The room it moves to (room_units.id). */
  unitId: number;
}

export type RoomMoveOutcome = { ok: true; number: string; replayed: boolean } | { ok: false; status: 400 | 404 | 409 | 422; message: string };

const keyUsedElsewhere: RoomMoveOutcome = {
  ok: false,
  status: 422,
  message: "This form was already used for another change, so nothing was changed. Reload the page and try again.",
};

/** The first night of `nights` that room `unitId` is taken by another stay or a repair, or null. */
async function firstTakenNight(db: D1Database, unitId: number, bookingRoomId: number, nights: readonly IsoDate[]) {
  const row = await db
    .prepare(
      `SELECT night FROM room_unit_nights WHERE unit_id = ? AND booking_room_id IS NOT ? AND night IN (SELECT value FROM json_each(?))
       ORDER BY night LIMIT 1`,
    )
    .bind(unitId, bookingRoomId, JSON.stringify(nights))
    .first<{ night: IsoDate }>();
  return row?.night ?? null;
}

/** Why room `number` cannot be had, for a refusal that names it. */
export function roomTakenMessage(number: string): string {
  return `Room ${number} was taken for this stay's nights a moment ago. Choose another room.`;
}

export async function moveRoom(db: D1Database, request: RoomMoveRequest): Promise<RoomMoveOutcome> {
  const used = await keyUsedFor(db, request.requestKey);
  if (used) {
    if (used.subject !== "booking" || used.subjectKey !== request.reference) return keyUsedElsewhere;
    const unit = await db.prepare("SELECT number FROM room_units WHERE id = ?").bind(request.unitId).first<{ number: string }>();
    return { ok: true, number: unit?.number ?? "", replayed: true };
  }
  const room = await db
    .prepare(
      `SELECT br.id, br.room_id, br.unit_id, br.check_in_date, br.check_out_date, br.released_from, b.status,
         (SELECT number FROM room_units WHERE id = br.unit_id) AS current_number
       FROM booking_rooms AS br JOIN bookings AS b ON b.id = br.booking_id WHERE b.reference = ? AND br.id = ?`,
    )
    .bind(request.reference, request.bookingRoomId)
    .first<{
      id: number;
      room_id: number;
      unit_id: number | null;
      check_in_date: IsoDate;
      check_out_date: IsoDate;
      released_from: IsoDate | null;
      status: string;
      current_number: string | null;
    }>();
  if (!room) return { ok: false, status: 404, message: "There is no such room on this booking." };
  if (room.status !== "confirmed" && room.status !== "checked_in") {
    return { ok: false, status: 409, message: "Only a confirmed or checked-in stay is given a room. Here is the booking as it is now." };
  }
  const unit = await db
    .prepare("SELECT id, number, room_id, retired_at FROM room_units WHERE id = ?")
    .bind(request.unitId)
    .first<{ id: number; number: string; room_id: number; retired_at: string | null }>();
  if (!unit || unit.room_id !== room.room_id) return { ok: false, status: 400, message: "Choose one of this room type's rooms." };
  if (unit.retired_at !== null) return { ok: false, status: 409, message: `Room ${unit.number} is no longer in service. Choose another room.` };
  const nights = nightsAhead({ checkIn: room.check_in_date, checkOut: room.check_out_date, releasedFrom: room.released_from }, todayInHotel(request.now));
  if (nights.length === 0) return { ok: false, status: 409, message: "This stay has no nights ahead, so its room no longer changes." };
  if (unit.id === room.unit_id) return { ok: true, number: unit.number, replayed: false };
  const held = await unitHeldNights(db, unit.id, nights[0] ?? room.check_in_date, addDays(nights.at(-1) ?? room.check_in_date, 1));
  if (held[0]) return { ok: false, status: 409, message: `Room ${unit.number} is held by “${held[0].feedName}” from ${deskDate(held[0].firstNight)}. Choose another room.` };
  const from = room.current_number === null ? "no room" : `room ${room.current_number}`;
  try {
    await db.batch([
      ...placeStatements(db, room.id, unit.id, nights),
      bookingAuditStatement(db, request, {
        reference: request.reference,
        action: "room",
        before: { room: room.current_number },
        after: { room: unit.number, from: nights[0] },
        note: `Moved from ${from} to room ${unit.number} from ${nights[0]}.`,
      }),
    ]);
  } catch (error) {
    const again = await keyUsedFor(db, request.requestKey);
    if (again) return again.subjectKey === request.reference ? { ok: true, number: unit.number, replayed: true } : keyUsedElsewhere;
    if (await firstTakenNight(db, unit.id, room.id, nights)) return { ok: false, status: 409, message: roomTakenMessage(unit.number) };
    throw error;
  }
  return { ok: true, number: unit.number, replayed: false };
}
