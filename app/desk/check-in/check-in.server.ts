/**
 * Check-in (product-rules.md: Guest registration; Rooms for each stay): the guest's registration,
 * the booking's move to checked in (the desk's move, with its rules and audit) and each room's
 * number, in one batch, once per form. A room taken meanwhile refuses the whole batch and is named.
 */
import { sumOf } from "~/domain/sum-of";
import type { FieldErrors } from "~/domain/field-errors";
import { parseRegistration } from "~/domain/guest-registration";
import type { RoomUnit } from "~/domain/room-assignment";
import type { AfterMove } from "~/desk/bookings/booking-moves.server";
import { prepareMove, runMove } from "~/desk/bookings/booking-moves.server";
import type { MoveOutcome, StaffIdentity } from "~/desk/bookings/desk-services";
import { nightAuditStaff, postDueRoomNights } from "~/desk/folio/room-night-posting.server";
import { roomField } from "./check-in-fields";
import { registrationStatement } from "./registration-store.server";
import { roomTakenMessage } from "./room-move.server";
import { placeStatements, unitsOfTypes } from "./room-assignment-store.server";
import { type StayRoom, stayRooms } from "./stay-rooms.server";

export interface CheckInRequest {
  reference: string;
  requestKey: string;
  staff: StaffIdentity;
  now: Date;
  /** The check-in form's fields: the registration and `room_<booked room id>` for each room. */
  fields: Record<string, string>;
}

export type CheckInOutcome = MoveOutcome | { ok: false; status: 400; message: string; fields: FieldErrors };


export const checkInMessages = {
  fields: "Please check the highlighted fields.",
  chooseRoom: (roomTypeName: string) => `Choose a room number for the ${roomTypeName}.`,
  notFree: (number: string) => `Room ${number} is not free for this stay. Choose another room.`,
  twice: (number: string) => `Room ${number} is chosen for two rooms of this booking.`,
} as const;

/** The room chosen for each booked room, or a field error for each that has none or a wrong one. */
function chosenRooms(rooms: readonly StayRoom[], units: readonly RoomUnit[], fields: Record<string, string>) {
  const errors: FieldErrors = {};
  const chosen = new Map<number, { id: number; number: string }>();
  const seen = new Set<number>();
  for (const room of rooms) {
    const posted = (fields[roomField(room.id)] ?? "").trim();
    const unitId = posted === "" ? (room.unit?.id ?? null) : Number(posted);
    const choice = room.choices.find((unit) => unit.id === unitId) ?? (room.unit && room.unit.id === unitId ? room.unit : null);
    if (unitId === null) errors[roomField(room.id)] = checkInMessages.chooseRoom(room.roomTypeName);
    else if (!choice) errors[roomField(room.id)] = checkInMessages.notFree(units.find((unit) => unit.id === unitId)?.number ?? posted);
    else if (seen.has(choice.id)) errors[roomField(room.id)] = checkInMessages.twice(choice.number);
    else {
      seen.add(choice.id);
      chosen.set(room.id, choice);
    }
  }
  return { errors, chosen };
}

export async function checkIn(db: D1Database, afterMove: AfterMove, request: CheckInRequest): Promise<CheckInOutcome> {
  const move = { reference: request.reference, action: "check_in" as const, note: "", requestKey: request.requestKey, staff: request.staff, now: request.now };
  const prepared = await prepareMove(db, move);
  if ("answer" in prepared) return prepared.answer;
  const ready = prepared.ready;
  const rooms = await stayRooms(db, ready.bookingId, ready.today);
  const otherAdults = Math.max(0, sumOf(rooms, (room) => room.adults) - 1);
  const registration = parseRegistration(request.fields, { otherAdults, today: ready.today });
  const units = await unitsOfTypes(db, rooms.map((room) => room.roomId));
  const { errors, chosen } = chosenRooms(rooms, units, request.fields);
  const fields = { ...(registration.ok ? {} : registration.fields), ...errors };
  if (!registration.ok || Object.keys(fields).length > 0) return { ok: false, status: 400, message: checkInMessages.fields, fields };
  const placing = rooms.flatMap((room) => {
    const unit = chosen.get(room.id);
    return unit && unit.id !== room.unit?.id ? placeStatements(db, room.id, unit.id, room.nights) : [];
  });
  const outcome = await runMove(db, move, ready, [...placing, registrationStatement(db, ready.bookingId, registration.value, request)], async () => {
    // Which chosen room another desk took meanwhile: the first one no longer free.
    const now = await stayRooms(db, ready.bookingId, ready.today);
    for (const room of now) {
      const unit = chosen.get(room.id);
      if (unit && unit.id !== room.unit?.id && !room.choices.some((choice) => choice.id === unit.id)) {
        return { ok: false, status: 409, message: roomTakenMessage(unit.number) };
      }
    }
    return null;
  });
  if (outcome.ok && !outcome.replayed) {
    // The guest is in: tonight's room and extra-guest charges go on the folio at once.
    await postDueRoomNights(db, ready.bookingId, ready.today, nightAuditStaff, request.now);
    await afterMove(request.reference, "check_in", request.staff);
  }
  return outcome;
}
