/**
 * One change as one batch (product-rules.md: Changing a booking): the booking's room nights and
 * booked rooms are deleted and its rooms written again as changed, so the booking trigger in
 * migrations/0026_one_book.sql checks every night of the new stay against every other booking (a
 * sold-out night aborts the whole batch). A kept room is written again under its own id, so the
 * nights already on its folio still name it; the foreign keys are checked when the batch commits,
 * by which time every kept room is back. The kept rooms take their numbered rooms back night by
 * night, where room_unit_nights' primary key refuses a night another stay holds; the booking's
 * dates and totals change only from the status the page showed, and the audit row is written only
 * then, so a booking that moved meanwhile rolls the batch back.
 */
import type { IsoDate } from "~/content/hotel";
import type { StayChangePrice } from "~/domain/stay-change";
import { bookingRoomStatement } from "~/booking/wizard/booking-statements.server";
import { bookingAuditStatement } from "~/desk/check-in/booking-audit.server";
import type { AuditedRequest } from "~/desk/bookings/desk-audit.server";
import type { StayChangeRequest } from "./change-booking-form";
import type { BookedRoomToChange, BookingToChange } from "./booking-to-change.server";
import { nightsFrom } from "~/domain/room-numbers";
import type { Placement } from "./change-refusals.server";

/** The audit action of a change of dates or rooms, as the booking's history names it. */
export const changeAuditAction = "changed";

/**
 * The numbered room a kept room sleeps in on each of its new nights: the room it had that night
 * when it had one, and its present room for a night it did not have before. A room new to the
 * booking, or of another type now, has none: it is given one afterwards.
 */
export function keptUnitNights(booked: BookedRoomToChange | undefined, roomId: number, checkIn: IsoDate, checkOut: IsoDate): { night: IsoDate; unitId: number }[] {
  if (!booked || booked.roomId !== roomId) return [];
  const placed: { night: IsoDate; unitId: number }[] = [];
  for (const night of nightsFrom(checkIn, checkOut)) {
    const had = booked.unitNights.get(night);
    const before = night >= booked.checkIn && night < booked.checkOut;
    if (had !== undefined) placed.push({ night, unitId: had });
    else if (!before && booked.unit) placed.push({ night, unitId: booked.unit.id });
  }
  return placed;
}

/** The kept rooms' numbered rooms grouped per room, with the nights each must have, to word a refusal. */
export function placementsOf(booking: BookingToChange, change: StayChangeRequest): Placement[] {
  const placements = new Map<number, { number: string; nights: IsoDate[] }>();
  for (const room of change.rooms) {
    const booked = booking.rooms.find((candidate) => candidate.id === room.bookedRoomId);
    for (const { night, unitId } of keptUnitNights(booked, room.roomId, room.checkIn, change.checkOut)) {
      const number = booking.rooms.find((candidate) => candidate.unit?.id === unitId)?.unit?.number ?? String(unitId);
      const entry = placements.get(unitId) ?? { number, nights: [] };
      entry.nights.push(night);
      placements.set(unitId, entry);
    }
  }
  return [...placements].map(([unitId, entry]) => ({ unitId, ...entry }));
}

function roomSnapshot(rooms: readonly { roomTypeName: string; adults: number; children: number; checkIn: IsoDate }[]) {
  return rooms.map((room) => ({ room_type: room.roomTypeName, adults: room.adults, children: room.children, from: room.checkIn }));
}

export function changeStatements(
  db: D1Database,
  input: { booking: BookingToChange; change: StayChangeRequest; price: StayChangePrice; request: AuditedRequest; note: string },
): D1PreparedStatement[] {
  const { booking, change, price } = input;
  const status = booking.status;
  const statements: D1PreparedStatement[] = [
    // Folio lines refer to the booked rooms deleted here and written again below under the same ids.
    db.prepare("PRAGMA defer_foreign_keys = true"),
    db.prepare("DELETE FROM room_unit_nights WHERE booking_room_id IN (SELECT id FROM booking_rooms WHERE booking_id = ?)").bind(booking.id),
    db.prepare("DELETE FROM booking_rooms WHERE booking_id = ?").bind(booking.id),
  ];
  change.rooms.forEach((room, index) => {
    const priced = price.rooms[index];
    if (!priced) return;
    const booked = booking.rooms.find((candidate) => candidate.id === room.bookedRoomId);
    const placed = keptUnitNights(booked, room.roomId, room.checkIn, change.checkOut);
    // A kept room keeps naming its room even with no night ahead (a guest leaving today).
    const unitId = placed.at(-1)?.unitId ?? (booked && booked.roomId === room.roomId ? (booked.unit?.id ?? null) : null);
    const bookedRoomId = booked?.id;
    statements.push(
      bookingRoomStatement(db, priced.price, {
        booking: { id: booking.id },
        checkIn: room.checkIn,
        checkOut: change.checkOut,
        olderChildren: room.olderChildren,
        status,
        unitId,
        bookedRoomId,
      }),
    );
    // Only a kept room has nights placed already, and it is written under its own id.
    if (placed.length > 0 && bookedRoomId !== undefined) {
      statements.push(
        db
          .prepare(
            `INSERT INTO room_unit_nights (unit_id, night, booking_room_id)
             SELECT json_extract(value, '$.unitId'), json_extract(value, '$.night'), ?2
             FROM json_each(?1)`,
          )
          .bind(JSON.stringify(placed), bookedRoomId),
      );
    }
  });
  const totals = price.totals;
  statements.push(
    db
      .prepare(
        `UPDATE bookings SET check_in_date = ?, check_out_date = ?, nights = ?, subtotal_paise = ?, discount_paise = ?,
           cgst_paise = ?, sgst_paise = ?, total_paise = ? WHERE id = ? AND status = ?`,
      )
      .bind(
        change.checkIn,
        change.checkOut,
        nightsFrom(change.checkIn, change.checkOut).length,
        totals.subtotal,
        totals.discount,
        totals.cgst,
        totals.sgst,
        totals.total,
        booking.id,
        status,
      ),
    bookingAuditStatement(db, input.request, {
      reference: booking.reference,
      action: changeAuditAction,
      before: {
        check_in: booking.checkIn,
        check_out: booking.checkOut,
        rooms: roomSnapshot(booking.rooms),
        total_paise: booking.totals.total,
        subtotal_paise: booking.totals.subtotal,
        discount_paise: booking.totals.discount,
      },
      after: {
        check_in: change.checkIn,
        check_out: change.checkOut,
        rooms: roomSnapshot(price.rooms.map((priced, index) => ({ ...priced, roomTypeName: priced.price.roomTypeName, adults: change.rooms[index]?.adults ?? 0, children: change.rooms[index]?.children ?? 0 }))),
        total_paise: totals.total,
        subtotal_paise: totals.subtotal,
        discount_paise: totals.discount,
      },
      note: input.note,
      onlyIfChanged: true,
    }),
  );
  return statements;
}
