import type { IsoDate } from "~/content/hotel";
import type { FieldErrors } from "~/domain/field-errors";
import { todayInHotel } from "~/domain/hotel-date";
import { crowdedNights, parseRoomNumberForm } from "~/domain/room-numbers";
import { alreadyDone, auditStatement } from "../bookings/desk-audit.server";
import { deskDate } from "../desk-time";
import { refreshRoomReads } from "../rates/refresh-room-reads.server";
import type { RoomBlock, RoomNumbersOutcome, RoomNumbersRequest, RoomNumbersType, RoomUnit } from "./room-numbers";
import { isBookRuleFailure, numberTaken, staysInRoom, type UnitRow, unitInServiceNumbered, unitRow } from "./room-units.server";
import { crowdedNightsText, takenSpans } from "./taken-spans.server";

const replayed: RoomNumbersOutcome = { ok: true, replayed: true };
const done: RoomNumbersOutcome = { ok: true, replayed: false };
const checkFields = (fields: FieldErrors): RoomNumbersOutcome => ({ ok: false, status: 400, message: "Please check the highlighted fields.", fields });
const noSuchRoom: RoomNumbersOutcome = { ok: false, status: 404, message: "There is no such room." };
const changedMeanwhile: RoomNumbersOutcome = {
  ok: false,
  status: 409,
  message: "Someone changed these rooms or their bookings while you were saving. Look again and try once more.",
};

/**
 * Each room type's rooms by number (product-rules.md: The hotel's one book, Rooms by number): add,
 * rename, retire and bring back a room. A type's rooms in service are its rooms for sale, so every
 * change drops the rooms from the read cache, and the availability search and the booking trigger
 * count it at once. Every change is audited once per form. Embedded mode only.
 */
export function createDeskRoomNumbers(bindings: { db: D1Database; kv: KVNamespace }) {
  const { db, kv } = bindings;

  async function run(statements: D1PreparedStatement[], roomId: number): Promise<RoomNumbersOutcome> {
    try {
      await db.batch(statements);
    } catch (error) {
      // Another change won the race between the checks and this write; the database kept its rules.
      if (isBookRuleFailure(error)) return changedMeanwhile;
      throw error;
    }
    await refreshRoomReads(kv, [roomId]);
    return done;
  }

  const unitState = (unit: { number: string; retiredAt: string | null }) => ({ number: unit.number, inService: unit.retiredAt === null });

  /** One change to a room by number, written with its audit line (before and after) in one batch. */
  function changeUnit(
    request: RoomNumbersRequest,
    unit: UnitRow,
    statement: D1PreparedStatement,
    action: string,
    after: Pick<UnitRow, "number" | "retiredAt">,
  ): Promise<RoomNumbersOutcome> {
    const audit = auditStatement(db, request, {
      subject: "rooms",
      key: `unit:${unit.id}`,
      action,
      before: unitState(unit),
      after: unitState(after),
    });
    return run([statement, audit], unit.roomId);
  }

  return {
    async view(today: IsoDate): Promise<RoomNumbersType[]> {
      const [types, units, blocks] = await Promise.all([
        db.prepare("SELECT id, room_type_name AS name FROM rooms ORDER BY sort_order, id").all<{ id: number; name: string }>(),
        db
          .prepare(
            `SELECT id, room_id AS roomId, number, retired_at AS retiredAt, retired_by AS retiredBy
             FROM room_units ORDER BY sort_order, number, id`,
          )
          .all<Omit<RoomUnit, "blocks">>(),
        db
          .prepare(
            `SELECT id, unit_id AS unitId, first_night AS firstNight, until_date AS untilDate, reason,
               created_by AS createdBy, created_at AS createdAt
             FROM room_unit_blocks WHERE lifted_at IS NULL AND until_date > ? ORDER BY first_night, id`,
          )
          .bind(today)
          .all<RoomBlock>(),
      ]);
      const rooms = units.results.map((unit) => ({ ...unit, blocks: blocks.results.filter((block) => block.unitId === unit.id) }));
      return types.results.map((type) => ({
        ...type,
        inService: rooms.filter((unit) => unit.roomId === type.id && unit.retiredAt === null),
        retired: rooms.filter((unit) => unit.roomId === type.id && unit.retiredAt !== null),
      }));
    },

    async addRoom(request: RoomNumbersRequest & { roomId: number; fields: Record<string, string> }): Promise<RoomNumbersOutcome> {
      if (await alreadyDone(db, request.requestKey)) return replayed;
      const type = Number.isSafeInteger(request.roomId)
        ? await db.prepare("SELECT id, room_type_name AS name FROM rooms WHERE id = ?").bind(request.roomId).first<{ id: number; name: string }>()
        : null;
      if (!type) return { ok: false, status: 404, message: "There is no such room type." };
      const parsed = parseRoomNumberForm(request.fields);
      if (!parsed.ok) return checkFields(parsed.fields);
      const number = parsed.value;
      const holder = await unitInServiceNumbered(db, number, null);
      if (holder) return numberTaken(number, holder);
      return run(
        [
          db
            .prepare(
              `INSERT INTO room_units (room_id, number, sort_order)
               VALUES (?1, ?2, (SELECT COALESCE(MAX(sort_order), 0) + 1 FROM room_units WHERE room_id = ?1))`,
            )
            .bind(type.id, number),
          auditStatement(db, request, {
            subject: "rooms",
            key: `type:${type.id}`,
            action: "add room",
            before: null,
            after: { type: type.name, number, inService: true },
          }),
        ],
        type.id,
      );
    },

    async renameRoom(request: RoomNumbersRequest & { unitId: number; fields: Record<string, string> }): Promise<RoomNumbersOutcome> {
      if (await alreadyDone(db, request.requestKey)) return replayed;
      const unit = await unitRow(db, request.unitId);
      if (!unit) return noSuchRoom;
      const parsed = parseRoomNumberForm(request.fields);
      if (!parsed.ok) return checkFields(parsed.fields);
      const number = parsed.value;
      // Only rooms in service must have numbers of their own: a retired room's may be in use again.
      const holder = unit.retiredAt === null ? await unitInServiceNumbered(db, number, unit.id) : null;
      if (holder) return numberTaken(number, holder);
      const rename = db.prepare("UPDATE room_units SET number = ? WHERE id = ?").bind(number, unit.id);
      return changeUnit(request, unit, rename, "rename room", { ...unit, number });
    },

    /**
     * Takes a room out of service for good: refused while a stay is given the room tonight or
     * later, and while the type's other rooms in service could not hold every booking.
     */
    async retireRoom(request: RoomNumbersRequest & { unitId: number }): Promise<RoomNumbersOutcome> {
      if (await alreadyDone(db, request.requestKey)) return replayed;
      const unit = await unitRow(db, request.unitId);
      if (!unit) return noSuchRoom;
      if (unit.retiredAt !== null) return { ok: false, status: 409, message: `Room ${unit.number} is already retired.` };
      const today = todayInHotel(request.now);
      const stays = await staysInRoom(db, unit.id, today);
      if (stays.length > 0) {
        const named = stays.map((stay) => `${stay.reference} (from ${deskDate(stay.night)})`).join(", ");
        return {
          ok: false,
          status: 409,
          message: `Room ${unit.number} cannot be retired: it is given to ${named}. Give ${stays.length === 1 ? "that booking" : "those bookings"} another room first.`,
        };
      }
      const inService = await db
        .prepare("SELECT total_rooms AS total FROM room_inventory WHERE room_id = ?")
        .bind(unit.roomId)
        .first<{ total: number }>();
      const left = (inService?.total ?? 0) - 1;
      const crowded = crowdedNights(await takenSpans(db, unit.roomId, today, unit.id), { from: today, inService: left });
      if (crowded.length > 0) {
        return {
          ok: false,
          status: 409,
          message: `Room ${unit.number} cannot be retired: ${unit.typeName} would have ${left} ${left === 1 ? "room" : "rooms"} in service, fewer than are taken on ${crowdedNightsText(crowded)} Decline, cancel or move bookings first.`,
        };
      }
      const at = request.now.toISOString();
      const retire = db
        .prepare("UPDATE room_units SET retired_at = ?, retired_by = ? WHERE id = ? AND retired_at IS NULL")
        .bind(at, request.staff.email, unit.id);
      return changeUnit(request, unit, retire, "retire room", { ...unit, retiredAt: at });
    },

    /** Puts a retired room back in service, under its number unless another room in service has it now. */
    async restoreRoom(request: RoomNumbersRequest & { unitId: number }): Promise<RoomNumbersOutcome> {
      if (await alreadyDone(db, request.requestKey)) return replayed;
      const unit = await unitRow(db, request.unitId);
      if (!unit) return noSuchRoom;
      if (unit.retiredAt === null) return { ok: false, status: 409, message: `Room ${unit.number} is already in service.` };
      const holder = await unitInServiceNumbered(db, unit.number, unit.id);
      if (holder) {
        return {
          ok: false,
          status: 409,
          message: `Room ${unit.number} cannot come back under that number: room ${holder.number} of ${holder.typeName} has it. Give the retired room another number first.`,
        };
      }
      const restore = db.prepare("UPDATE room_units SET retired_at = NULL, retired_by = NULL WHERE id = ?").bind(unit.id);
      return changeUnit(request, unit, restore, "bring back room", { ...unit, retiredAt: null });
    },
  };
}
