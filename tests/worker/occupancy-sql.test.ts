import { env } from "cloudflare:test";
import fc from "fast-check";
import { beforeEach, describe, expect, it } from "vitest";
import type { IsoDate } from "~/content/hotel";
import { addDays } from "~/domain/hotel-date";
import { availabilitySql, peakOccupancySql } from "../../app/origin/occupancy-sql.server";
import { bookRooms, clearBookings } from "./booked-rooms";

const BASE = "2032-01-01" as IsoDate;
const day = (offset: number) => addDays(BASE, offset);

interface Stay {
  roomId: number;
  start: number;
  nights: number;
  count: number;
  status: "pending" | "confirmed" | "cancelled";
}

/** The rule written the slow, obvious way: count every night of the stay, keep the largest. */
function peakByNight(stays: Stay[], roomId: number, from: number, to: number): number {
  let peak = 0;
  for (let night = from; night < to; night++) {
    const occupied = stays
      .filter((s) => s.roomId === roomId && s.status !== "cancelled" && s.start <= night && s.start + s.nights > night)
      .reduce((sum, s) => sum + s.count, 0);
    peak = Math.max(peak, occupied);
  }
  return peak;
}

/** Books what the inventory allows; the booking trigger (migration 0003) refuses the rest. */
async function bookWhatFits(stays: Stay[]): Promise<Stay[]> {
  const booked: Stay[] = [];
  for (const stay of stays) {
    try {
      await bookRooms(stay.roomId, day(stay.start), day(stay.start + stay.nights), stay);
      booked.push(stay);
    } catch (error) {
      if (!String(error).includes("sold_out")) throw error;
    }
  }
  return booked;
}

const stayArbitrary: fc.Arbitrary<Stay> = fc.record({
  roomId: fc.constantFrom(3, 4),
  start: fc.integer({ min: 0, max: 12 }),
  nights: fc.integer({ min: 1, max: 5 }),
  count: fc.integer({ min: 1, max: 2 }),
  status: fc.constantFrom("pending" as const, "confirmed" as const, "cancelled" as const),
});

describe("peak occupancy SQL (the overbooking rule, app/origin/occupancy-sql.server.ts)", () => {
  beforeEach(clearBookings);

  it("equals the busiest night of the stay for any set of bookings", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(stayArbitrary, { maxLength: 6 }),
        fc.integer({ min: 0, max: 14 }),
        fc.integer({ min: 1, max: 6 }),
        async (stays, from, nights) => {
          await clearBookings();
          const booked = await bookWhatFits(stays);
          const row = await env.DB.prepare(
            `SELECT ${peakOccupancySql("3", "?1", "?2")} AS luxury, ${peakOccupancySql("4", "?1", "?2")} AS suite`,
          )
            .bind(day(from), day(from + nights))
            .first<{ luxury: number; suite: number }>();
          expect(row).toEqual({
            luxury: peakByNight(booked, 3, from, from + nights),
            suite: peakByNight(booked, 4, from, from + nights),
          });
        },
      ),
      { numRuns: 30 },
    );
    // Thirty rounds of D1 writes and reads: seconds on a busy 2-core machine.
  }, 30_000);

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
