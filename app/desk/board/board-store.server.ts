/**
 * The room board's reads (product-rules.md: The room board): rooms in service, the nights each is
 * taken by a stay, a repair or a channel's hold, the booked rooms that have no room yet, and the
 * channels' holds on a room type as a whole.
 */
import type { IsoDate } from "~/content/hotel";
import type { BookingStatus } from "~/domain/booking-status";
import { listHolds } from "~/channels/channel-holds.server";
import type { ChannelHoldView } from "~/channels/channel-services";
import { addDays, compareDates, laterDate } from "~/domain/hotel-date";
import { holdLabel } from "../channels/channel-messages";
import { BOARD_NIGHTS, type BoardRow, type BoardUnit, type TakenNight, boardNights, boardRows, takenKey } from "~/domain/room-board";

/** A booked room still holding nights on the board that no room has been given yet. */
export interface RoomlessStay {
  reference: string;
  guestName: string;
  status: BookingStatus;
  typeName: string;
  checkIn: IsoDate;
  checkOut: IsoDate;
}

export interface RoomBoard {
  from: IsoDate;
  nights: IsoDate[];
  rows: BoardRow[];
  roomless: RoomlessStay[];
  /** Channel holds on a room type, not one numbered room, still taking a room on these nights. */
  typeHolds: ChannelHoldView[];
}

type TakenRow = {
  unit_id: number;
  night: IsoDate;
  booking_room_id: number | null;
  block_id: number | null;
  reference: string | null;
  guest_name: string | null;
  status: BookingStatus | null;
  reason: string | null;
};

function takenNightOf(row: TakenRow): TakenNight {
  if (row.booking_room_id !== null) {
    return {
      unitId: row.unit_id,
      night: row.night,
      kind: "stay",
      bookingRoomId: row.booking_room_id,
      reference: row.reference ?? "",
      guestName: row.guest_name ?? "",
      status: row.status ?? "confirmed",
    };
  }
  return { unitId: row.unit_id, night: row.night, kind: "repair", blockId: row.block_id ?? 0, reason: row.reason ?? "" };
}

const takenSql = `SELECT n.unit_id, n.night, n.booking_room_id, n.block_id, b.reference, b.guest_name, b.status, k.reason
FROM room_unit_nights AS n
LEFT JOIN booking_rooms AS br ON br.id = n.booking_room_id
LEFT JOIN bookings AS b ON b.id = br.booking_id
LEFT JOIN room_unit_blocks AS k ON k.id = n.block_id
WHERE n.night >= ?1 AND n.night < ?2`;

/** Each night of [from, until) a hold keeps its numbered room. */
function holdNights(holds: readonly ChannelHoldView[], from: IsoDate, until: IsoDate): TakenNight[] {
  return holds.flatMap((hold) => {
    if (hold.unitId === null) return [];
    const unitId = hold.unitId;
    const nights: TakenNight[] = [];
    for (let night = laterDate(hold.firstNight, from); compareDates(night, hold.untilDate) < 0 && compareDates(night, until) < 0; night = addDays(night, 1)) {
      nights.push({ unitId, night, kind: "hold", holdId: hold.id, label: holdLabel(hold) });
    }
    return nights;
  });
}

export function createRoomBoard(db: D1Database) {
  return {
    async board(from: IsoDate): Promise<RoomBoard> {
      const until = addDays(from, BOARD_NIGHTS);
      const [units, taken, runsOn, roomless] = await db.batch([
        db.prepare(
          `SELECT u.id, u.number, u.room_id AS roomId, r.room_type_name AS typeName
           FROM room_units AS u JOIN rooms AS r ON r.id = u.room_id
           WHERE u.retired_at IS NULL
           ORDER BY r.sort_order, r.id, u.sort_order, u.number`,
        ),
        db.prepare(takenSql).bind(from, until),
        // What is still taken the night after the board's last: those bars run on.
        db.prepare(takenSql).bind(until, addDays(until, 1)),
        db
          .prepare(
            `SELECT b.reference, b.guest_name AS guestName, b.status, r.room_type_name AS typeName,
               br.check_in_date AS checkIn, br.check_out_date AS checkOut
             FROM booking_rooms AS br
             JOIN bookings AS b ON b.id = br.booking_id
             JOIN rooms AS r ON r.id = br.room_id
             WHERE b.status IN ('pending', 'confirmed', 'checked_in')
               AND br.check_in_date < ?2 AND br.check_out_date > ?1
               AND (br.released_from IS NULL OR br.released_from > ?1)
               AND NOT EXISTS (SELECT 1 FROM room_unit_nights AS n WHERE n.booking_room_id = br.id)
             ORDER BY br.check_in_date, b.reference`,
          )
          .bind(from, until),
      ]);
      const nights = boardNights(from);
      // Holds that already made a booking are shown as that booking.
      const holds = (await listHolds(db, from, addDays(until, 1))).filter((hold) => hold.bookingReference === null);
      const held = holdNights(holds, from, addDays(until, 1));
      const later = new Set([...(runsOn.results as TakenRow[]).map(takenNightOf), ...held.filter((night) => night.night === until)].map(takenKey));
      // Stays after holds: where a hold collides with a stay (a conflict, shown on Today), the stay's bar is drawn.
      const onBoard = [...held.filter((night) => night.night < until), ...(taken.results as TakenRow[]).map(takenNightOf)];
      return {
        from,
        nights,
        rows: boardRows(units.results as BoardUnit[], nights, onBoard, later),
        roomless: roomless.results as RoomlessStay[],
        typeHolds: holds.filter((hold) => hold.unitId === null && hold.firstNight < until),
      };
    },
  };
}
