import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { closedNightSql, peakOccupancySql } from "../../app/origin/occupancy-sql.server";
import { post, wizardEntry } from "./submission-helpers";
import { quietDayPlus as day } from "./test-dates";

// The seed sells 4 suites (room type 4) a night.
const suite = { room_category_id: 4, room_number_id: 4 };

let guests = 0;

// Each booking from its own guest, so the open-requests-per-guest limit stays out of these tests.
function suiteBooking(checkIn: string, checkOut: string, rooms = 1) {
  guests += 1;
  const guest = { email: `guest${guests}@example.com`, phone: `98765${String(guests).padStart(5, "0")}` };
  const entry = wizardEntry({ ...suite, ...guest, check_in_date: checkIn, check_out_date: checkOut, adults: 1, children: 0 });
  return { bookings: Array.from({ length: rooms }, () => entry) };
}

async function suitesBooked(night: string): Promise<number> {
  const row = await env.DB.prepare(
    "SELECT COUNT(*) AS n FROM booking_rooms WHERE room_id = 4 AND check_in_date <= ?1 AND check_out_date > ?1",
  )
    .bind(night)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

describe("no overbooking (product-rules.md: Two origins)", () => {
  it("racing bookings for the last room: exactly one 201, the rest 409 sold_out", async () => {
    expect((await post("/api/bookings", suiteBooking(day(0), day(3), 3))).status).toBe(201);
    const racers = await Promise.all(
      Array.from({ length: 8 }, () => post("/api/bookings", suiteBooking(day(1), day(2)))),
    );
    const statuses = racers.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    for (const loser of racers.filter((r) => r.status === 409)) expect(loser.json().error?.code).toBe("sold_out");
    expect(await suitesBooked(day(1))).toBe(4);
  });

  it("counts the peak night, so back-to-back stays do not block a room that is free", async () => {
    // Nights 10–11 hold 4 suites, nights 12–13 hold 4 other suites: 14–15 is free, 11–12 is not.
    expect((await post("/api/bookings", suiteBooking(day(10), day(12), 4))).status).toBe(201);
    expect((await post("/api/bookings", suiteBooking(day(12), day(14), 4))).status).toBe(201);
    expect((await post("/api/bookings", suiteBooking(day(14), day(16)))).status).toBe(201);
    expect((await post("/api/bookings", suiteBooking(day(11), day(13)))).status).toBe(409);
  });

  it("a cancelled booking frees its rooms", async () => {
    const first = await post("/api/bookings", suiteBooking(day(20), day(21), 4));
    expect((await post("/api/bookings", suiteBooking(day(20), day(21)))).status).toBe(409);
    const reference = String(first.json().data?.reference);
    await env.DB.batch([
      env.DB.prepare("UPDATE bookings SET status = 'cancelled' WHERE reference = ?").bind(reference),
      env.DB.prepare(
        "UPDATE booking_rooms SET status = 'cancelled', released_from = check_in_date WHERE booking_id = (SELECT id FROM bookings WHERE reference = ?)",
      ).bind(reference),
    ]);
    expect((await post("/api/bookings", suiteBooking(day(20), day(21)))).status).toBe(201);
  });

  it("a room released from a night on (a no-show, an early check-out) holds only the nights before it", async () => {
    const first = await post("/api/bookings", suiteBooking(day(40), day(43), 4));
    expect(first.status).toBe(201);
    await env.DB.prepare(
      "UPDATE booking_rooms SET released_from = ?1 WHERE booking_id = (SELECT id FROM bookings WHERE reference = ?2)",
    )
      .bind(day(41), String(first.json().data?.reference))
      .run();
    expect((await post("/api/bookings", suiteBooking(day(40), day(41)))).status).toBe(409);
    expect((await post("/api/bookings", suiteBooking(day(41), day(43)))).status).toBe(201);
  });

  it("a night closed to sale offers none of the type, and a booking across it is refused even when rooms are free", async () => {
    await env.DB.prepare("INSERT INTO closed_nights (room_id, night, closed_by, closed_at) VALUES (4, ?1, 'desk@hotel.example', ?2)")
      .bind(day(51), new Date().toISOString())
      .run();
    const search = await post("/api/available-rooms", {
      check_in_date: day(50),
      check_out_date: day(52),
      adults: 1,
      children: 0,
      no_of_rooms: 1,
    });
    const offered = (search.json().data ?? []) as unknown as { id: number }[];
    expect(offered.some((room) => room.id === 4)).toBe(false);
    expect(offered.some((room) => room.id === 3)).toBe(true);
    expect((await post("/api/bookings", suiteBooking(day(50), day(52)))).status).toBe(409);
    // The nights either side are for sale.
    expect((await post("/api/bookings", suiteBooking(day(50), day(51)))).status).toBe(201);
    expect((await post("/api/bookings", suiteBooking(day(52), day(53)))).status).toBe(201);
  });

  it("the trigger uses the very rule the availability search uses", () => {
    const squash = (sql: string) => sql.replace(/\s+/g, " ").trim();
    // The latest migration that (re)creates the trigger is the one in force.
    const trigger = env.TEST_MIGRATIONS.flatMap((m) => m.queries)
      .filter((q) => q.includes("CREATE TRIGGER booking_rooms_within_inventory"))
      .at(-1);
    expect(trigger).toBeDefined();
    expect(squash(trigger ?? "")).toContain(squash(peakOccupancySql("NEW.room_id", "NEW.check_in_date", "NEW.check_out_date")));
    expect(squash(trigger ?? "")).toContain(squash(closedNightSql("NEW.room_id", "NEW.check_in_date", "NEW.check_out_date")));
  });
});
