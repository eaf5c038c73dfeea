import type { IsoDate } from "~/content/hotel";
import type { DepositRule } from "~/domain/deposit-rule";
import { todayInHotel } from "~/domain/hotel-date";
import { parseRatePeriodForm, parseRoomTypeForm } from "~/domain/rate-forms";
import { overlappingPeriod, type RatePeriod } from "~/domain/rate-periods";
import { deskDate } from "~/desk/desk-time";
import type { DeskRatesView, RateRoomType, RatesOutcome, RatesRequest } from "~/desk/rates/desk-rates";
import { ratePeriodsBetween } from "~/origin/rate-period-rows.server";
import { alreadyDone, auditStatement } from "../bookings/desk-audit.server";
import { parsePeriodDeposit, periodDepositColumns } from "./deposit-forms";
import { periodDepositsById } from "./period-deposits.server";
import { refreshRoomReads } from "./refresh-room-reads.server";

const replayed: RatesOutcome = { ok: true, replayed: true };
const done: RatesOutcome = { ok: true, replayed: false };

/**
 * Rates (product-rules.md: Rates and rate periods): each type's usual rate, and dated rate periods;
 * a type's rooms for sale are its rooms in service, kept on the Room numbers page. Every change is audited once per form, drops the rooms from the
 * read cache and bumps the content version, so pages show the new rates within the minute; the
 * availability search and the server's totals read rates fresh from the database at once.
 * Embedded mode only.
 */
export function createDeskRates(bindings: { db: D1Database; kv: KVNamespace }) {
  const { db, kv } = bindings;

  const roomTypes = async () => {
    const { results } = await db
      .prepare(
        `SELECT rooms.id, rooms.room_type_name AS name, rooms.room_price AS roomPrice, room_inventory.total_rooms AS totalRooms
         FROM rooms JOIN room_inventory ON room_inventory.room_id = rooms.id ORDER BY rooms.sort_order, rooms.id`,
      )
      .all<RateRoomType>();
    return results;
  };

  const refreshSite = (roomIds: readonly number[]) => refreshRoomReads(kv, roomIds);

  const periodState = (period: Pick<RatePeriod, "name" | "firstNight" | "lastNight" | "rates">, deposit: DepositRule | null) => ({
    name: period.name,
    firstNight: period.firstNight,
    lastNight: period.lastNight,
    rates: period.rates,
    deposit,
  });

  return {
    async view(today: IsoDate): Promise<DeskRatesView> {
      const [types, periods, deposits] = await Promise.all([roomTypes(), ratePeriodsBetween(db, today), periodDepositsById(db)]);
      return { types, periods: periods.map((period) => ({ ...period, deposit: deposits.get(period.id) ?? null })) };
    },

    async saveRoomType(request: RatesRequest & { roomId: number; fields: Record<string, string> }): Promise<RatesOutcome> {
      if (await alreadyDone(db, request.requestKey)) return replayed;
      const type = (await roomTypes()).find((candidate) => candidate.id === request.roomId);
      if (!type) return { ok: false, status: 404, message: "There is no such room type." };
      const parsed = parseRoomTypeForm(request.fields);
      if (!parsed.ok) return { ok: false, status: 400, message: "Please check the highlighted fields.", fields: parsed.fields };
      const { roomPrice } = parsed.value;
      await db.batch([
        db.prepare("UPDATE rooms SET room_price = ? WHERE id = ?").bind(roomPrice, type.id),
        auditStatement(db, request, {
          subject: "rates",
          key: `room:${type.id}`,
          action: "room type",
          before: { name: type.name, roomPrice: type.roomPrice },
          after: { name: type.name, roomPrice },
        }),
      ]);
      await refreshSite([type.id]);
      return done;
    },

    /** Adds a period (`periodId` null) or changes one. */
    async savePeriod(request: RatesRequest & { periodId: number | null; fields: Record<string, string> }): Promise<RatesOutcome> {
      if (await alreadyDone(db, request.requestKey)) return replayed;
      const [types, periods, deposits] = await Promise.all([roomTypes(), ratePeriodsBetween(db), periodDepositsById(db)]);
      const existing = request.periodId === null ? null : periods.find((period) => period.id === request.periodId);
      if (existing === undefined) return { ok: false, status: 404, message: "That rate period no longer exists." };
      const parsed = parseRatePeriodForm(
        request.fields,
        types.map((type) => type.id),
        todayInHotel(request.now),
      );
      // The period's own deposit rule is checked with its other fields, so every mistake shows at once.
      const deposit = parsePeriodDeposit(request.fields);
      if (!parsed.ok || !deposit.ok) {
        const fields = { ...(parsed.ok ? {} : parsed.fields), ...(deposit.ok ? {} : deposit.fields) };
        return { ok: false, status: 400, message: "Please check the highlighted fields.", fields };
      }
      const period = parsed.value;
      const [depositRule, depositPercent] = periodDepositColumns(deposit.value);
      const clash = overlappingPeriod({ ...period, id: existing?.id }, periods);
      if (clash) {
        const message = `These nights overlap “${clash.name}” (${deskDate(clash.firstNight)} to ${deskDate(clash.lastNight)}). Periods cannot share a night: change its dates or choose others.`;
        return { ok: false, status: 409, message, fields: { first_night: message } };
      }
      const at = request.now.toISOString();
      const idOf = existing ? "?" : "(SELECT id FROM rate_periods WHERE created_by_request = ?)";
      const periodKey = existing ? existing.id : request.requestKey;
      await db.batch([
        existing
          ? db
              .prepare(
                `UPDATE rate_periods SET name = ?, first_night = ?, last_night = ?, deposit_rule = ?, deposit_percent = ?, updated_by = ?, updated_at = ?
                 WHERE id = ?`,
              )
              .bind(period.name, period.firstNight, period.lastNight, depositRule, depositPercent, request.staff.email, at, existing.id)
          : db
              .prepare(
                `INSERT INTO rate_periods (name, first_night, last_night, deposit_rule, deposit_percent, updated_by, updated_at, created_by_request)
                 VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
              )
              .bind(period.name, period.firstNight, period.lastNight, depositRule, depositPercent, request.staff.email, at, request.requestKey),
        db.prepare(`DELETE FROM rate_period_prices WHERE period_id = ${idOf}`).bind(periodKey),
        ...Object.entries(period.rates).map(([roomId, rate]) =>
          db
            .prepare(`INSERT INTO rate_period_prices (period_id, room_id, room_price) VALUES (${idOf}, ?, ?)`)
            .bind(periodKey, Number(roomId), rate),
        ),
        auditStatement(db, request, {
          subject: "rates",
          key: existing ? `period:${existing.id}` : `period:new:${period.name}`,
          action: existing ? "change period" : "add period",
          before: existing ? periodState(existing, deposits.get(existing.id) ?? null) : null,
          after: periodState(period, deposit.value),
        }),
      ]);
      await refreshSite(types.map((type) => type.id));
      return done;
    },

    async deletePeriod(request: RatesRequest & { periodId: number }): Promise<RatesOutcome> {
      if (await alreadyDone(db, request.requestKey)) return replayed;
      const [types, periods, deposits] = await Promise.all([roomTypes(), ratePeriodsBetween(db), periodDepositsById(db)]);
      const existing = periods.find((period) => period.id === request.periodId);
      if (!existing) return { ok: false, status: 404, message: "That rate period no longer exists." };
      await db.batch([
        db.prepare("DELETE FROM rate_period_prices WHERE period_id = ?").bind(existing.id),
        db.prepare("DELETE FROM rate_periods WHERE id = ?").bind(existing.id),
        auditStatement(db, request, {
          subject: "rates",
          key: `period:${existing.id}`,
          action: "remove period",
          before: periodState(existing, deposits.get(existing.id) ?? null),
          after: null,
        }),
      ]);
      await refreshSite(types.map((type) => type.id));
      return done;
    },
  };
}
