import type { IsoDate } from "~/content/hotel";
import { addDays, compareDates, isValidIsoDate, nightsBetween, todayInHotel } from "~/domain/hotel-date";
import { type CalendarRow, calendarGrid, calendarNights, type HeldRoom } from "~/domain/calendar-grid";
import type { StaffIdentity } from "~/desk/bookings/desk-services";
import type { CalendarOutcome } from "~/desk/calendar/desk-calendar";
import { alreadyDone, auditStatement } from "../bookings/desk-audit.server";
import { listHolds } from "~/channels/channel-holds.server";
import type { ChannelHoldView } from "~/channels/channel-services";
import { holdLabel } from "../channels/channel-messages";

/** The longest run staff close or reopen in one go: a season, not a typo that closes years. */
export const MAX_CLOSE_NIGHTS = 180;

/** Each night shown that a channel's hold still takes a room (a hold that made a booking counts as that booking). */
function channelHoldNights(holds: readonly ChannelHoldView[], nights: readonly IsoDate[]) {
  return holds
    .filter((hold) => hold.bookingReference === null)
    .flatMap((hold) =>
      nights
        .filter((night) => compareDates(hold.firstNight, night) <= 0 && compareDates(night, hold.untilDate) < 0)
        .map((night) => ({ roomId: hold.roomId, night, label: holdLabel(hold) })),
    );
}

/**
 * The calendar of room types × nights and stop-sell (product-rules.md: The front desk). Closing a
 * night takes that type off sale on the site, in the wizard and in the chat at once (the
 * availability search and the booking trigger both read closed_nights); bookings already made keep
 * their rooms. Each change is audited once per form. Embedded mode only.
 */
export function createDeskCalendar(db: D1Database) {
  return {
    async calendar(from: IsoDate): Promise<CalendarRow[]> {
      const nights = calendarNights(from);
      const end = addDays(from, nights.length);
      const [types, rooms, closed, repairs, holds] = await Promise.all([
        db
          .prepare(
            `SELECT rooms.id, rooms.room_type_name AS name, room_inventory.total_rooms AS totalRooms
             FROM rooms JOIN room_inventory ON room_inventory.room_id = rooms.id ORDER BY rooms.sort_order, rooms.id`,
          )
          .all<{ id: number; name: string; totalRooms: number }>(),
        db
          .prepare(
            `SELECT room_id AS roomId, check_in_date AS checkIn, check_out_date AS checkOut, released_from AS releasedFrom, status
             FROM booking_rooms WHERE check_in_date < ?2 AND check_out_date > ?1`,
          )
          .bind(from, end)
          .all<HeldRoom>(),
        db
          .prepare("SELECT room_id AS roomId, night FROM closed_nights WHERE night >= ?1 AND night < ?2")
          .bind(from, end)
          .all<{ roomId: number; night: IsoDate }>(),
        // Rooms out of order: one row per room and night, as the booking trigger counts them.
        db
          .prepare(
            `SELECT u.room_id AS roomId, n.night FROM room_unit_nights AS n JOIN room_units AS u ON u.id = n.unit_id
             WHERE n.block_id IS NOT NULL AND u.retired_at IS NULL AND n.night >= ?1 AND n.night < ?2`,
          )
          .bind(from, end)
          .all<{ roomId: number; night: IsoDate }>(),
        listHolds(db, from, end),
      ]);
      return calendarGrid(types.results, nights, rooms.results, closed.results, repairs.results, channelHoldNights(holds, nights));
    },

    /** Closes (or reopens) sale of one room type for the nights `from` to `to`, both included. */
    async setClosed(request: {
      roomId: number;
      from: string;
      to: string;
      close: boolean;
      requestKey: string;
      staff: StaffIdentity;
      now: Date;
    }): Promise<CalendarOutcome> {
      if (await alreadyDone(db, request.requestKey)) return { ok: true, replayed: true, nights: 0 };
      const today = todayInHotel(request.now);
      if (!isValidIsoDate(request.from)) return { ok: false, status: 400, field: "from", message: "Choose the first night." };
      if (!isValidIsoDate(request.to)) return { ok: false, status: 400, field: "to", message: "Choose the last night." };
      const from = request.from as IsoDate;
      const to = request.to as IsoDate;
      if (compareDates(from, today) < 0) {
        return { ok: false, status: 400, field: "from", message: "That night has passed; only tonight and later nights can change." };
      }
      if (compareDates(to, from) < 0) return { ok: false, status: 400, field: "to", message: "The last night cannot be before the first." };
      const count = nightsBetween(from, to) + 1;
      if (count > MAX_CLOSE_NIGHTS) {
        return { ok: false, status: 400, field: "to", message: `Change at most ${MAX_CLOSE_NIGHTS} nights at a time.` };
      }
      const room = await db.prepare("SELECT room_type_name FROM rooms WHERE id = ?").bind(request.roomId).first<{ room_type_name: string }>();
      if (!room) return { ok: false, status: 404, field: "room", message: "There is no such room type." };
      const nights = calendarNights(from, count);
      const at = request.now.toISOString();
      const changes = nights.map((night) =>
        request.close
          ? db
              .prepare("INSERT OR IGNORE INTO closed_nights (room_id, night, closed_by, closed_at) VALUES (?, ?, ?, ?)")
              .bind(request.roomId, night, request.staff.email, at)
          : db.prepare("DELETE FROM closed_nights WHERE room_id = ? AND night = ?").bind(request.roomId, night),
      );
      await db.batch([
        ...changes,
        auditStatement(db, request, {
          subject: "calendar",
          key: `${request.roomId}:${from}:${to}`,
          action: request.close ? "close" : "reopen",
          before: null,
          after: { room: room.room_type_name, from, to, nights: count },
        }),
      ]);
      return { ok: true, replayed: false, nights: count };
    },
  };
}
