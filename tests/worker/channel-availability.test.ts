import { env } from "cloudflare:test";
import fc from "fast-check";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { holdForBooking, linkHoldStatement } from "~/channels/channel-holds.server";
import type { AvailableRoom } from "~/domain/api-types";
import { takenNights } from "~/desk/check-in/room-assignment-store.server";
import { moveRoom } from "~/desk/check-in/room-move.server";
import { unavailableNights } from "~/desk/new-booking/unavailable-nights.server";
import { createDeskOutOfOrder } from "~/desk/room-numbers/out-of-order-store.server";
import { takenSpans } from "~/desk/room-numbers/taken-spans.server";
import { peakOccupancySql } from "~/origin/occupancy-sql.server";
import { bookRooms } from "./booked-rooms";
import { clearChannels, feedOn, formKey, unitIdOf } from "./channel-helpers";
import { noonAt, reception, seedBooking } from "./desk-helpers";
import { postJson } from "./read-harness";
import { quietDayPlus as day } from "./test-dates";

beforeEach(clearChannels);
afterEach(() => vi.restoreAllMocks());

let feeds = 0;
/** A feed (never fetched here) whose holds are written straight into D1, as a sync leaves them. */
async function holdOn(roomId: number, from: string, until: string, unitId: number | null = null): Promise<number> {
  feeds += 1;
  const feedId = await feedOn({ url: `https://ical.example.com/${feeds}.ics`, roomId, unitId });
  const row = await env.DB.prepare(
    `INSERT INTO channel_holds (feed_id, event_uid, room_id, unit_id, first_night, until_date, summary, seen_at)
     VALUES (?, ?, ?, ?, ?, ?, 'CLOSED - Not available', 'test') RETURNING id`,
  )
    .bind(feedId, `h${feeds}@booking.com`, roomId, unitId, from, until)
    .first<{ id: number }>();
  return row?.id ?? 0;
}

async function suitesOffered(checkIn: string, checkOut: string): Promise<number | undefined> {
  const response = await postJson("/api/available-rooms", { check_in_date: checkIn, check_out_date: checkOut, adults: 2, children: 0, no_of_rooms: 1 });
  const { data } = (await response.json()) as { data: AvailableRoom[] };
  return data.find((room) => room.id === 4)?.available_count;
}

describe("a channel's hold takes a room like a room out of order (product-rules.md: Channels)", () => {
  it("the wizard's search stops offering held nights, the trigger refuses them, and nights either side stay for sale", async () => {
    await bookRooms(4, day(10), day(12), { count: 3, status: "confirmed" });
    expect(await suitesOffered(day(10), day(12))).toBe(1);
    await holdOn(4, day(11), day(13));
    expect(await suitesOffered(day(10), day(12))).toBeUndefined();
    expect(await suitesOffered(day(12), day(13))).toBe(3);
    await expect(bookRooms(4, day(11), day(12))).rejects.toThrow(/sold_out/);
    await bookRooms(4, day(13), day(14));
  });

  it("a hold in conflict still counts; a released one and one turned into a booking do not", async () => {
    const holdId = await holdOn(4, day(20), day(22));
    await env.DB.prepare("UPDATE channel_holds SET conflict_note = 'x', conflict_found_at = 'now' WHERE id = ?").bind(holdId).run();
    expect(await suitesOffered(day(20), day(22))).toBe(3);
    const released = await holdOn(4, day(20), day(22));
    await env.DB.prepare("UPDATE channel_holds SET released_at = 'now' WHERE id = ?").bind(released).run();
    expect(await suitesOffered(day(20), day(22))).toBe(3);
  });

  it("turns a hold into a booking in one batch: the booking takes the room the hold kept", async () => {
    await bookRooms(4, day(30), day(32), { count: 3, status: "confirmed" });
    const holdId = await holdOn(4, day(30), day(32));
    expect(await holdForBooking(env.DB, holdId)).toMatchObject({ holdId, roomId: 4, unitId: null, checkIn: day(30), checkOut: day(32), channel: "booking_com" });
    const bookingRow = env.DB.prepare(
      `INSERT INTO bookings (reference, status, source, check_in_date, check_out_date, nights, guest_name, guest_email, guest_phone,
         subtotal_paise, discount_paise, cgst_paise, sgst_paise, total_paise)
       VALUES ('HOLD0001', 'confirmed', 'booking_com', ?1, ?2, 2, 'Walk In', 'w@example.com', '9000000000', 0, 0, 0, 0, 0)`,
    ).bind(day(30), day(32));
    const roomRow = env.DB.prepare(
      `INSERT INTO booking_rooms (booking_id, room_id, check_in_date, check_out_date, adults, children, nightly_paise, nights,
         subtotal_paise, discount_paise, cgst_paise, sgst_paise, total_paise, status)
       VALUES ((SELECT id FROM bookings WHERE reference = 'HOLD0001'), 4, ?1, ?2, 2, 0, 0, 2, 0, 0, 0, 0, 0, 'confirmed')`,
    ).bind(day(30), day(32));
    // Without the link the fourth suite is the hold's, so the booking is refused whole.
    await expect(env.DB.batch([bookingRow, roomRow])).rejects.toThrow(/sold_out/);
    const results = await env.DB.batch([bookingRow, linkHoldStatement(env.DB, holdId, "HOLD0001"), roomRow]);
    expect(results[1]?.meta.changes).toBe(1);
    expect(await holdForBooking(env.DB, holdId)).toBeNull();
    expect(await suitesOffered(day(30), day(32))).toBeUndefined();
    // Linked once only.
    expect((await env.DB.batch([linkHoldStatement(env.DB, holdId, "HOLD0001")]))[0]?.meta.changes).toBe(0);
  });

  it("the desk's new booking names held nights as sold out, and repairs count them", async () => {
    await bookRooms(4, day(40), day(41), { count: 3, status: "confirmed" });
    await holdOn(4, day(40), day(42));
    expect(await unavailableNights(env.DB, { checkIn: day(40), checkOut: day(42) }, [{ roomId: 4, name: "Suite Room" }])).toEqual([
      expect.stringMatching(/^Suite Room is sold out on \S+ \d+ \S+\.$/),
    ]);
    const spans = await takenSpans(env.DB, 4, day(39));
    expect(spans.filter((span) => span.reference === null)).toEqual([{ firstNight: day(40), untilDate: day(42), reference: null }]);
  });

  it("a unit feed's hold keeps its numbered room: assignment leaves it out and a move to it is refused", async () => {
    const room401 = await unitIdOf("401");
    const room402 = await unitIdOf("402");
    await holdOn(4, day(3), day(5), room401);
    const taken = await takenNights(env.DB, [4], day(2), day(6));
    expect([...(taken.get(room401) ?? [])].sort()).toEqual([day(3), day(4)]);
    expect(taken.get(room402)).toBeUndefined();

    await seedBooking({ reference: "MOVE0001", status: "confirmed", checkIn: day(4), checkOut: day(6), rooms: [{ roomId: 4 }] });
    const bookingRoom = await env.DB.prepare("SELECT br.id FROM booking_rooms AS br JOIN bookings AS b ON b.id = br.booking_id WHERE b.reference = 'MOVE0001'").first<{ id: number }>();
    const request = { reference: "MOVE0001", bookingRoomId: bookingRoom?.id ?? 0, staff: { email: "reception@hotel.example" }, now: noonAt(day(0)), requestKey: formKey() };
    expect(await moveRoom(env.DB, { ...request, unitId: room401 })).toMatchObject({ ok: false, status: 409, message: expect.stringMatching(/^Room 401 is held by “Booking.com suites” from /) });
    expect(await moveRoom(env.DB, { ...request, unitId: room402, requestKey: formKey() })).toMatchObject({ ok: true, number: "402" });
  });

  it("a room cannot go out of order on nights a unit feed holds it, nor when holds need every room of the type", async () => {
    const outOfOrder = createDeskOutOfOrder({ db: env.DB, kv: env.CACHE });
    const room401 = await unitIdOf("401");
    const room402 = await unitIdOf("402");
    await holdOn(4, day(50), day(52), room401);
    const request = (unitId: number) => ({
      unitId,
      requestKey: formKey(),
      staff: reception,
      now: new Date(),
      fields: { first_night: day(51), until_date: day(53), reason: "Paint" },
    });
    expect(await outOfOrder.putOutOfOrder(request(room401))).toMatchObject({
      ok: false,
      status: 409,
      message: expect.stringMatching(/^Room 401 is held by “Booking.com suites” from .*: a channel sold it\. Choose other dates\.$/),
    });
    // Three more holds on the type: with 401's, all four suites are taken on night 51.
    for (let n = 0; n < 3; n++) await holdOn(4, day(51), day(52));
    expect(await outOfOrder.putOutOfOrder(request(room402))).toMatchObject({ ok: false, status: 409, message: expect.stringContaining("is needed on") });
  });

  it("peak occupancy counts holds exactly as the night-by-night count does", async () => {
    // Far from the holds' nights: a booking for "booked" holds to point at.
    await seedBooking({ reference: "LINK0001", status: "confirmed", checkIn: day(100), checkOut: day(101), rooms: [{ roomId: 1 }] });
    const holdArbitrary = fc.record({ start: fc.integer({ min: 0, max: 10 }), nights: fc.integer({ min: 1, max: 4 }), state: fc.constantFrom("active", "released", "booked") });
    await fc.assert(
      fc.asyncProperty(fc.array(holdArbitrary, { maxLength: 5 }), fc.integer({ min: 0, max: 12 }), fc.integer({ min: 1, max: 5 }), async (holds, from, nights) => {
        await env.DB.prepare("DELETE FROM channel_holds").run();
        for (const hold of holds) {
          const id = await holdOn(4, day(hold.start), day(hold.start + hold.nights));
          if (hold.state === "released") await env.DB.prepare("UPDATE channel_holds SET released_at = 'x' WHERE id = ?").bind(id).run();
          if (hold.state === "booked") await env.DB.prepare("UPDATE channel_holds SET booking_id = (SELECT MIN(id) FROM bookings) WHERE id = ?").bind(id).run();
        }
        let expected = 0;
        for (let night = from; night < from + nights; night++) {
          const count = holds.filter((hold) => hold.state !== "released" && !(hold.state === "booked") && hold.start <= night && hold.start + hold.nights > night).length;
          expected = Math.max(expected, count);
        }
        const row = await env.DB.prepare(`SELECT ${peakOccupancySql("4", "?1", "?2")} AS peak`).bind(day(from), day(from + nights)).first<{ peak: number }>();
        expect(row?.peak).toBe(expected);
      }),
      { numRuns: 15 },
    );
  }, 60_000);
});
