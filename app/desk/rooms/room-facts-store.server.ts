/**
 * A room type's facts on the desk (product-rules.md: Room facts): size, beds and view with their
 * Hindi, saved with a one-time form key, audited, and the room dropped from the read cache so its
 * pages show them within the minute. Embedded mode only.
 */
import { type RoomFactsInput, parseRoomFacts } from "~/domain/room-facts-form";
import type { FieldErrors } from "~/domain/field-errors";
import { bumpContentVersion } from "~/server/content-version.server";
import { cacheKey } from "~/server/cache-keys.server";
import { alreadyDone, auditStatement } from "../bookings/desk-audit.server";
import type { StaffIdentity } from "../bookings/desk-services";

interface FactRow {
  size_m2: number | null;
  beds: string | null;
  beds_hi: string | null;
  view: string | null;
  view_hi: string | null;
}

export type FactsOutcome = { ok: true } | { ok: false; status: 400 | 404; message: string; fields?: FieldErrors };

const factsOf = (row: FactRow): RoomFactsInput => ({
  sizeM2: row.size_m2,
  beds: row.beds ?? "",
  bedsHi: row.beds_hi ?? "",
  view: row.view ?? "",
  viewHi: row.view_hi ?? "",
});

export function createDeskRoomFacts(bindings: { db: D1Database; kv: KVNamespace }) {
  const { db, kv } = bindings;
  const read = (roomId: number) =>
    db.prepare("SELECT size_m2, beds, beds_hi, view, view_hi FROM rooms WHERE id = ?").bind(roomId).first<FactRow>();
  return {
    async facts(roomId: number): Promise<RoomFactsInput | null> {
      const row = await read(roomId);
      return row && factsOf(row);
    },
    async save(request: { roomId: number; fields: Record<string, string>; requestKey: string; staff: StaffIdentity; now: Date }): Promise<FactsOutcome> {
      if (await alreadyDone(db, request.requestKey)) return { ok: true };
      const row = await read(request.roomId);
      if (!row) return { ok: false, status: 404, message: "There is no such room." };
      const parsed = parseRoomFacts(request.fields);
      if (!parsed.ok) return { ok: false, status: 400, message: "Please check the highlighted fields.", fields: parsed.fields };
      const next = parsed.value;
      // An empty field is stored as none, so the site leaves that fact out rather than showing a blank.
      const orNull = (value: string) => (value === "" ? null : value);
      await db.batch([
        db
          .prepare("UPDATE rooms SET size_m2 = ?, beds = ?, beds_hi = ?, view = ?, view_hi = ? WHERE id = ?")
          .bind(next.sizeM2, orNull(next.beds), orNull(next.bedsHi), orNull(next.view), orNull(next.viewHi), request.roomId),
        auditStatement(db, request, { subject: "room", key: String(request.roomId), action: "facts", before: factsOf(row), after: next }),
      ]);
      await Promise.all([kv.delete(cacheKey("embedded", "rooms")), kv.delete(cacheKey("embedded", "room", request.roomId))]);
      await bumpContentVersion(kv);
      return { ok: true };
    },
  };
}
