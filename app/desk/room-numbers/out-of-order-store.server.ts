import { unitHeldNights } from "~/channels/channel-holds.server";
import type { IsoDate } from "~/content/hotel";
import { compareDates, todayInHotel } from "~/domain/hotel-date";
import { crowdedNights, parseOutOfOrderForm } from "~/domain/room-numbers";
import { peakOccupancySql } from "~/origin/occupancy-sql.server";
import { alreadyDone, auditStatement } from "../bookings/desk-audit.server";
import { deskDate } from "../desk-time";
import { refreshRoomReads } from "../rates/refresh-room-reads.server";
import type { RoomNumbersOutcome, RoomNumbersRequest } from "./room-numbers";
import { isBookRuleFailure, staysInRoom, unitRow } from "./room-units.server";
import { crowdedNightsText, takenSpans } from "./taken-spans.server";

const NAMED_NIGHTS = 5;

const nightsText = (nights: readonly IsoDate[]) =>
  nights.slice(0, NAMED_NIGHTS).map(deskDate).join(", ") + (nights.length > NAMED_NIGHTS ? ` and ${nights.length - NAMED_NIGHTS} more nights` : "");

/**
 * Rooms out of order (product-rules.md: The hotel's one book, Rooms by number): a room is kept off
 * sale for dated nights with a reason, and "back in service" lifts that early. A spell is one row
 * of room_unit_blocks and a row of room_unit_nights for each of its nights, so a stay and a repair
 * can never share a room's night. Embedded mode only.
 */
export function createDeskOutOfOrder(bindings: { db: D1Database; kv: KVNamespace }) {
  const { db, kv } = bindings;

  return {
    async putOutOfOrder(request: RoomNumbersRequest & { unitId: number; fields: Record<string, string> }): Promise<RoomNumbersOutcome> {
      if (await alreadyDone(db, request.requestKey)) return { ok: true, replayed: true };
      const unit = await unitRow(db, request.unitId);
      if (!unit) return { ok: false, status: 404, message: "There is no such room." };
      if (unit.retiredAt !== null) return { ok: false, status: 409, message: `Room ${unit.number} is retired: it is not sold, so it need not be put out of order.` };
      const today = todayInHotel(request.now);
      const parsed = parseOutOfOrderForm(request.fields, today);
      if (!parsed.ok) return { ok: false, status: 400, message: "Please check the highlighted fields.", fields: parsed.fields };
      const { firstNight, untilDate, reason } = parsed.value;

      const stays = await staysInRoom(db, unit.id, firstNight, untilDate);
      if (stays.length > 0) {
        const named = stays.map((stay) => `${stay.reference} (from ${deskDate(stay.night)})`).join(", ");
        return {
          ok: false,
          status: 409,
          message: `Room ${unit.number} is given to ${named} on those nights. Give ${stays.length === 1 ? "that booking" : "those bookings"} another room first.`,
        };
      }
      const held = await unitHeldNights(db, unit.id, firstNight, untilDate);
      if (held[0]) {
        return {
          ok: false,
          status: 409,
          message: `Room ${unit.number} is held by “${held[0].feedName}” from ${deskDate(held[0].firstNight)}: a channel sold it. Choose other dates.`,
        };
      }
      const { results: repairs } = await db
        .prepare("SELECT night FROM room_unit_nights WHERE unit_id = ? AND block_id IS NOT NULL AND night >= ? AND night < ? ORDER BY night")
        .bind(unit.id, firstNight, untilDate)
        .all<{ night: IsoDate }>();
      if (repairs.length > 0) {
        return {
          ok: false,
          status: 409,
          message: `Room ${unit.number} is already out of order on ${nightsText(repairs.map((row) => row.night))}. Choose other dates, or put it back in service first.`,
        };
      }
      const inService = await db.prepare("SELECT total_rooms AS total FROM room_inventory WHERE room_id = ?").bind(unit.roomId).first<{ total: number }>();
      const total = inService?.total ?? 0;
      const crowded = crowdedNights(await takenSpans(db, unit.roomId, firstNight), { from: firstNight, until: untilDate, inService: total, extra: 1 });
      if (crowded.length > 0) {
        return {
          ok: false,
          status: 409,
          message: `Room ${unit.number} cannot be out of order then: every one of the ${total} ${unit.typeName} rooms in service is needed on ${crowdedNightsText(crowded)} Decline, cancel or move bookings, or choose other dates.`,
        };
      }

      const at = request.now.toISOString();
      // The spell is written only if the type still has a room to spare on each night when the
      // batch runs; otherwise its nights have no spell to name and the batch fails as a whole.
      const insertBlock = db
        .prepare(
          `INSERT INTO room_unit_blocks (unit_id, first_night, until_date, reason, created_by, created_at)
           SELECT ?1, ?2, ?3, ?4, ?5, ?6
           WHERE ${peakOccupancySql("?7", "?2", "?3")} < (SELECT total_rooms FROM room_inventory WHERE room_id = ?7)`,
        )
        .bind(unit.id, firstNight, untilDate, reason, request.staff.email, at, unit.roomId);
      const insertNights = db
        .prepare(
          `WITH RECURSIVE spell(night) AS (
             SELECT ?2 UNION ALL SELECT date(night, '+1 day') FROM spell WHERE date(night, '+1 day') < ?3
           )
           INSERT INTO room_unit_nights (unit_id, night, booking_room_id, block_id)
           SELECT ?1, night, NULL,
             (SELECT id FROM room_unit_blocks WHERE unit_id = ?1 AND first_night = ?2 AND created_at = ?4 AND lifted_at IS NULL ORDER BY id DESC LIMIT 1)
           FROM spell`,
        )
        .bind(unit.id, firstNight, untilDate, at);
      try {
        await db.batch([
          insertBlock,
          insertNights,
          auditStatement(db, request, {
            subject: "rooms",
            key: `unit:${unit.id}`,
            action: "out of order",
            before: null,
            after: { number: unit.number, firstNight, untilDate, reason },
          }),
        ]);
      } catch (error) {
        if (!isBookRuleFailure(error)) throw error;
        return {
          ok: false,
          status: 409,
          message: "A booking or another change took these nights while you were saving. Look again and try once more.",
        };
      }
      await refreshRoomReads(kv, [unit.roomId]);
      return { ok: true, replayed: false };
    },

    /** Ends a spell out of order early: the room is for sale again from tonight. */
    async backInService(request: RoomNumbersRequest & { blockId: number }): Promise<RoomNumbersOutcome> {
      if (await alreadyDone(db, request.requestKey)) return { ok: true, replayed: true };
      const today = todayInHotel(request.now);
      const block = Number.isSafeInteger(request.blockId)
        ? await db
            .prepare(
              `SELECT repair.id, repair.first_night AS firstNight, repair.until_date AS untilDate, repair.reason,
                 unit.id AS unitId, unit.room_id AS roomId, unit.number
               FROM room_unit_blocks AS repair JOIN room_units AS unit ON unit.id = repair.unit_id
               WHERE repair.id = ? AND repair.lifted_at IS NULL`,
            )
            .bind(request.blockId)
            .first<{ id: number; firstNight: IsoDate; untilDate: IsoDate; reason: string; unitId: number; roomId: number; number: string }>()
        : null;
      if (!block || compareDates(block.untilDate, today) <= 0) {
        return { ok: false, status: 404, message: "That room is no longer out of order." };
      }
      const at = request.now.toISOString();
      const spell = { number: block.number, firstNight: block.firstNight, untilDate: block.untilDate, reason: block.reason };
      await db.batch([
        db.prepare("UPDATE room_unit_blocks SET lifted_at = ?, lifted_by = ? WHERE id = ? AND lifted_at IS NULL").bind(at, request.staff.email, block.id),
        // Nights before tonight stay on record: the room was out of order then.
        db.prepare("DELETE FROM room_unit_nights WHERE block_id = ? AND night >= ?").bind(block.id, today),
        auditStatement(db, request, {
          subject: "rooms",
          key: `unit:${block.unitId}`,
          action: "back in service",
          before: spell,
          after: { ...spell, liftedFrom: today },
        }),
      ]);
      await refreshRoomReads(kv, [block.roomId]);
      return { ok: true, replayed: false };
    },
  };
}
