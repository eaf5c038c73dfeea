import { env } from "cloudflare:test";
import fc from "fast-check";
import { beforeEach, describe, expect, it } from "vitest";
import type { IsoDate } from "~/content/hotel";
import { addDays } from "~/domain/hotel-date";
import { availabilitySql, peakOccupancySql } from "../../app/origin/occupancy-sql.server";
import { bookRooms, clearBookings, clearRoomNights } from "./booked-rooms";

const BASE = "2032-01-01" as IsoDate;
const day = (offset: number) => addDays(BASE, offset);

interface Stay {
  roomId: number;
  start: number;
  nights: number;
  count: number;
  status: "pending" | "confirmed" | "cancelled";
}

/** A room out of order for [start, start + nights): `unit` is its place among its type's rooms (0 = x01). */
interface Repair {
  roomId: number;
  unit: number;
  start: number;
  nights: number;
  lifted: boolean;
}

/** Rooms taken on one night, the slow, obvious way: booked rooms holding it and rooms out of order then. */
function takenOn(stays: Stay[], repairs: Repair[], roomId: number, night: number): number {
  const booked = stays
    .filter((s) => s.roomId === roomId && s.status !== "cancelled" && s.start <= night && s.start + s.nights > night)
    .reduce((sum, s) => sum + s.count, 0);
  const outOfOrder = repairs.filter((r) => r.roomId === roomId && !r.lifted && r.start <= night && r.start + r.nights > night).length;
  return booked + outOfOrder;
}

/** The rule written the slow, obvious way: count every night of the stay, keep the largest. */
function peakByNight(stays: Stay[], roomId: number, from: number, to: number, repairs: Repair[] = []): number {
  let peak = 0;
  for (let night = from; night < to; night++) peak = Math.max(peak, takenOn(stays, repairs, roomId, night));
  return peak;
}

const inventory: Record<number, number> = { 3: 6, 4: 4 };

/**
 * Books what the rooms in service allow; the booking trigger refuses the rest, and refuses exactly
 * the stays the slow rule says do not fit.
 */
async function bookWhatFits(stays: Stay[], repairs: Repair[] = []): Promise<Stay[]> {
  const booked: Stay[] = [];
  for (const stay of stays) {
    let fits = true;
    if (stay.status !== "cancelled") {
      for (let night = stay.start; night < stay.start + stay.nights; night++) {
        if (takenOn(booked, repairs, stay.roomId, night) + stay.count > inventory[stay.roomId]) fits = false;
      }
    }
    try {
      await bookRooms(stay.roomId, day(stay.start), day(stay.start + stay.nights), stay);
      booked.push(stay);
      expect(fits, `the trigger let ${JSON.stringify(stay)} through`).toBe(true);
    } catch (error) {
      if (!String(error).includes("sold_out")) throw error;
      expect(fits, `the trigger refused ${JSON.stringify(stay)}`).toBe(false);
    }
  }
  return booked;
}

/** Writes the spells out of order straight into D1, as the desk's batch leaves them. */
async function putOutOfOrder(repairs: Repair[]): Promise<void> {
  if (repairs.length === 0) return;
  await env.DB.batch(
    repairs.map((repair) =>
      env.DB.prepare(
        `INSERT INTO room_unit_blocks (unit_id, first_night, until_date, reason, created_by, created_at, lifted_at)
         VALUES ((SELECT id FROM room_units WHERE number = printf('%d%02d', ?1, ?2)), ?3, ?4, 'Repair', 'test', 'test', ?5)`,
      ).bind(repair.roomId, repair.unit + 1, day(repair.start), day(repair.start + repair.nights), repair.lifted ? "lifted" : null),
    ),
  );
}

async function clearAll() {
  await clearRoomNights();
  await clearBookings();
}

const repairArbitrary: fc.Arbitrary<Repair> = fc.record({
  roomId: fc.constantFrom(3, 4),
  unit: fc.integer({ min: 0, max: 3 }),
  start: fc.integer({ min: 0, max: 12 }),
  nights: fc.integer({ min: 1, max: 5 }),
  lifted: fc.boolean(),
});

const stayArbitrary: fc.Arbitrary<Stay> = fc.record({
  roomId: fc.constantFrom(3, 4),
  start: fc.integer({ min: 0, max: 12 }),
  nights: fc.integer({ min: 1, max: 5 }),
  count: fc.integer({ min: 1, max: 2 }),
  status: fc.constantFrom("pending" as const, "confirmed" as const, "cancelled" as const),
});

describe("peak occupancy SQL (the overbooking rule, app/origin/occupancy-sql.server.ts)", () => {
  beforeEach(clearAll);

  it("equals the busiest night of the stay for any set of bookings and rooms out of order, as the trigger counts", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(stayArbitrary, { maxLength: 6 }),
        fc.array(repairArbitrary, { maxLength: 3 }),
        fc.integer({ min: 0, max: 14 }),
        fc.integer({ min: 1, max: 6 }),
        async (stays, repairs, from, nights) => {
          await clearAll();
          // Some spells are written first and some after the bookings, so the trigger meets both.
          const before = repairs.filter((_, index) => index % 2 === 0);
          await putOutOfOrder(before);
          const booked = await bookWhatFits(stays, before);
          await putOutOfOrder(repairs.filter((_, index) => index % 2 === 1));
          const row = await env.DB.prepare(
            `SELECT ${peakOccupancySql("3", "?1", "?2")} AS luxury, ${peakOccupancySql("4", "?1", "?2")} AS suite`,
          )
            .bind(day(from), day(from + nights))
            .first<{ luxury: number; suite: number }>();
          expect(row).toEqual({
            luxury: peakByNight(booked, 3, from, from + nights, repairs),
            suite: peakByNight(booked, 4, from, from + nights, repairs),
          });
        },
      ),
      { numRuns: 30 },
    );
    // Thirty rounds of D1 writes and reads: seconds on a busy 2-core machine.
  }, 60_000);

  it("does not count a retired room's spell out of order", async () => {
    await putOutOfOrder([{ roomId: 4, unit: 3, start: 1, nights: 2, lifted: false }]);
    const peak = () =>
      env.DB.prepare(`SELECT ${peakOccupancySql("4", "?1", "?2")} AS suite`).bind(day(0), day(4)).first<{ suite: number }>();
    expect(await peak()).toEqual({ suite: 1 });
    await env.DB.prepare("UPDATE room_units SET retired_at = 'x' WHERE number = '404'").run();
    try {
      expect(await peak()).toEqual({ suite: 0 });
    } finally {
      await env.DB.prepare("UPDATE room_units SET retired_at = NULL WHERE number = '404'").run();
    }
  });

  it("is what the availability query subtracts from each type's inventory", async () => {
    const stays: Stay[] = [
      { roomId: 3, start: 0, nights: 3, count: 2, status: "pending" },
      { roomId: 3, start: 3, nights: 2, count: 2, status: "confirmed" },
      { roomId: 3, start: 2, nights: 1, count: 1, status: "confirmed" },
      { roomId: 3, start: 1, nights: 1, count: 2, status: "cancelled" },
    ];
    const booked = await bookWhatFits(stays);
    expect(booked).toHaveLength(stays.length);
    const { results } = await env.DB.prepare(availabilitySql).bind(day(0), day(5)).all<{ id: number; available_count: number }>();
    expect(results.find((room) => room.id === 3)?.available_count).toBe(6 - peakByNight(booked, 3, 0, 5));
    expect(results.find((room) => room.id === 3)?.available_count).toBe(3);
  });

  it("contains no WITH clause, so the booking trigger can use it", () => {
    expect(peakOccupancySql("NEW.room_id", "NEW.check_in_date", "NEW.check_out_date")).not.toMatch(/\bWITH\b/i);
  });
});
