/**
 * Each room type's occupancy on the desk's Rates page (product-rules.md: Occupancy): read with the
 * rates, saved with the same one-time form key and audit as a rate change, and the rooms dropped
 * from the read cache so the site, the availability search and the server's totals use it at once.
 * Embedded mode only. A booking keeps the charges it was made with.
 */
import type { Occupancy } from "~/domain/occupancy";
import { parseOccupancyForm } from "~/domain/occupancy-form";
import { occupancyColumns, occupancyOf, type OccupancyRow } from "~/origin/room-occupancy-row.server";
import { bumpContentVersion } from "~/server/content-version.server";
import { cacheKey } from "~/server/cache-keys.server";
import { alreadyDone, auditStatement } from "../bookings/desk-audit.server";
import type { RatesOutcome, RatesRequest } from "./desk-rates";

export function createDeskOccupancy(bindings: { db: D1Database; kv: KVNamespace }) {
  const { db, kv } = bindings;

  async function byType(): Promise<Map<number, { name: string; occupancy: Occupancy }>> {
    const { results } = await db
      .prepare(`SELECT rooms.id, rooms.room_type_name AS name, ${occupancyColumns} FROM rooms ORDER BY rooms.sort_order, rooms.id`)
      .all<OccupancyRow & { id: number; name: string }>();
    return new Map(results.map((row) => [row.id, { name: row.name, occupancy: occupancyOf(row) }]));
  }

  return {
    async view(): Promise<ReadonlyMap<number, Occupancy>> {
      return new Map([...(await byType())].map(([id, type]) => [id, type.occupancy]));
    },

    async save(request: RatesRequest & { roomId: number; fields: Record<string, string> }): Promise<RatesOutcome> {
      if (await alreadyDone(db, request.requestKey)) return { ok: true, replayed: true };
      const type = (await byType()).get(request.roomId);
      if (!type) return { ok: false, status: 404, message: "There is no such room type." };
      const parsed = parseOccupancyForm(request.fields);
      if (!parsed.ok) return { ok: false, status: 400, message: "Please check the highlighted fields.", fields: parsed.fields };
      const next = parsed.value;
      await db.batch([
        db
          .prepare(
            `UPDATE rooms SET base_guests = ?, max_adults = ?, max_guests = ?, extra_beds = ?, extra_adult_paise = ?, extra_child_paise = ?
             WHERE id = ?`,
          )
          .bind(next.baseGuests, next.maxAdults, next.maxGuests, next.extraBeds, next.extraAdultPaise, next.extraChildPaise, request.roomId),
        auditStatement(db, request, {
          subject: "rates",
          key: `occupancy:${request.roomId}`,
          action: "occupancy",
          before: { name: type.name, ...type.occupancy },
          after: { name: type.name, ...next },
        }),
      ]);
      await Promise.all([kv.delete(cacheKey("embedded", "rooms")), kv.delete(cacheKey("embedded", "room", request.roomId))]);
      await bumpContentVersion(kv);
      return { ok: true, replayed: false };
    },
  };
}
