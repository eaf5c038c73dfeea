/**
 * Rooms for each stay (product-rules.md: Rooms for each stay): a room by number given on Confirm,
 * kept for the whole stay and distinct within a booking; moved by staff for the nights ahead; freed
 * when the booking releases its rooms; and never two stays in one room on one night, even when
 * several desks race for it (the primary key decides).
 */
import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import type { IsoDate } from "~/content/hotel";
import { addDays } from "~/domain/hotel-date";
import { assignRooms } from "~/desk/check-in/room-assignment-store.server";
import { moveRoom, roomTakenMessage } from "~/desk/check-in/room-move.server";
import { action, loader } from "../../app/desk/bookings/admin-booking";
import { bookingRoomIds, bookRoomNumbered, resetRoomUnits, roomNumbersOf, unitId } from "./booked-rooms";
import { auditRows, clearDesk, deskRequestContext, noonAt, reception, seedBooking } from "./desk-helpers";
import { quietDayPlus } from "./test-dates";

type ActionArgs = Parameters<typeof action>[0];
type LoaderArgs = Parameters<typeof loader>[0];

const arrival: IsoDate = quietDayPlus(2);
const departure: IsoDate = addDays(arrival, 2);
const beforeArrival = noonAt(addDays(arrival, -1));

beforeEach(async () => {
  await resetRoomUnits();
  await clearDesk();
});

async function post(reference: string, fields: Record<string, string>, options: { now?: Date; mode?: "embedded" | "upstream"; staff?: null } = {}) {
  const body = new URLSearchParams({ request_key: crypto.randomUUID(), ...fields });
  const request = new Request(`http://localhost/admin/bookings/${reference}`, { method: "POST", body });
  const context = deskRequestContext({ now: options.now ?? beforeArrival, mode: options.mode, staff: options.staff });
  try {
    const result: unknown = await action({ request, params: { reference }, context } as unknown as ActionArgs);
    if (result instanceof Response) return { status: result.status, location: result.headers.get("Location"), error: null };
    const refusal = result as { data: { error: string }; init: { status: number } };
    return { status: refusal.init.status, location: null, error: refusal.data.error };
  } catch (thrown) {
    const refusal = thrown as { init: { status: number } };
    return { status: refusal.init.status, location: null, error: null };
  }
}

async function page(reference: string, now: Date = beforeArrival) {
  const request = new Request(`http://localhost/admin/bookings/${reference}`);
  return loader({ request, params: { reference }, context: deskRequestContext({ now }) } as unknown as LoaderArgs);
}

/** The room nights a booking holds, as "number night". */
async function nightsHeld(reference: string): Promise<string[]> {
  const { results } = await env.DB.prepare(
    `SELECT unit.number || ' ' || nights.night AS held FROM room_unit_nights AS nights
     JOIN room_units AS unit ON unit.id = nights.unit_id JOIN booking_rooms AS br ON br.id = nights.booking_room_id
     JOIN bookings AS b ON b.id = br.booking_id WHERE b.reference = ? ORDER BY br.id, nights.night`,
  )
    .bind(reference)
    .all<{ held: string }>();
  return results.map((row) => row.held);
}

describe("on Confirm", () => {
  it("gives each room the lowest room free for the whole stay, distinct within the booking", async () => {
    // 101 is taken the second night only: the guest is not split, so 102 and 103.
    await bookRoomNumbered("101", addDays(arrival, 1), departure);
    await seedBooking({ reference: "ROOM2345", checkIn: arrival, checkOut: departure, rooms: [{ roomId: 1 }, { roomId: 1 }, { roomId: 2 }] });
    expect(await post("ROOM2345", { move: "confirm" })).toMatchObject({ status: 303 });
    expect(await roomNumbersOf("ROOM2345")).toEqual(["102", "103", "201"]);
    expect(await nightsHeld("ROOM2345")).toEqual([`102 ${arrival}`, `102 ${addDays(arrival, 1)}`, `103 ${arrival}`, `103 ${addDays(arrival, 1)}`, `201 ${arrival}`, `201 ${addDays(arrival, 1)}`]);
  });

  it("still confirms when no single room is free for the whole stay, and the page says No room yet", async () => {
    // Room 4's type has four rooms; each is taken one of the two nights.
    await bookRoomNumbered("401", arrival, addDays(arrival, 1));
    await bookRoomNumbered("402", addDays(arrival, 1), departure);
    await bookRoomNumbered("403", arrival, addDays(arrival, 1));
    await bookRoomNumbered("404", addDays(arrival, 1), departure);
    await seedBooking({ reference: "NOROOM23", status: "pending", checkIn: arrival, checkOut: departure, rooms: [{ roomId: 1 }] });
    await env.DB.prepare("UPDATE booking_rooms SET room_id = 4 WHERE booking_id = (SELECT id FROM bookings WHERE reference = 'NOROOM23')").run();
    expect(await post("NOROOM23", { move: "confirm" })).toMatchObject({ status: 303 });
    expect(await roomNumbersOf("NOROOM23")).toEqual([null]);
    const loaded = await page("NOROOM23");
    expect(loaded.booking.status).toBe("confirmed");
    expect(loaded.stay.rooms.map((room) => room.unit)).toEqual([null]);
    expect(loaded.stay.rooms[0]?.choices).toEqual([]);
  });

  it("tries the next room when the one it chose is taken meanwhile", async () => {
    await seedBooking({ reference: "RACE2345", status: "confirmed", checkIn: arrival, checkOut: departure });
    const [bookingRoom] = await bookingRoomIds("RACE2345");
    const booking = await env.DB.prepare("SELECT id FROM bookings WHERE reference = 'RACE2345'").first<{ id: number }>();
    // Another desk's stay lands in 101 between the read and the write: the trigger stands in for it.
    await env.DB.prepare(
      `CREATE TRIGGER steal_101 BEFORE INSERT ON room_unit_nights WHEN NEW.unit_id = (SELECT id FROM room_units WHERE number = '101')
       BEGIN SELECT RAISE(ABORT, 'taken'); END`,
    ).run();
    try {
      expect(await assignRooms(env.DB, booking?.id ?? 0, arrival)).toBe(1);
    } finally {
      await env.DB.prepare("DROP TRIGGER steal_101").run();
    }
    expect(bookingRoom).toBeDefined();
    expect(await roomNumbersOf("RACE2345")).toEqual(["102"]);
  });

  it("gives racing bookings distinct rooms", async () => {
    const references = ["RUN22345", "RUN32345", "RUN42345", "RUN52345"];
    for (const reference of references) await seedBooking({ reference, status: "confirmed", checkIn: arrival, checkOut: departure });
    const { results } = await env.DB.prepare("SELECT id FROM bookings ORDER BY id").all<{ id: number }>();
    await Promise.all(results.map((row) => assignRooms(env.DB, row.id, arrival)));
    const given = (await Promise.all(references.map(roomNumbersOf))).flat();
    expect(new Set(given).size).toBe(4);
    expect(given.every((number) => number !== null)).toBe(true);
  });
});

describe("staff moving a stay to another room", () => {
  it("rewrites the nights ahead and the room in one audited batch, once per form", async () => {
    await seedBooking({ reference: "MOVE2345", status: "confirmed", checkIn: arrival, checkOut: departure });
    const booking = await env.DB.prepare("SELECT id FROM bookings WHERE reference = 'MOVE2345'").first<{ id: number }>();
    await assignRooms(env.DB, booking?.id ?? 0, arrival);
    const [bookingRoom] = await bookingRoomIds("MOVE2345");
    const fields = { intent: "room", booking_room: String(bookingRoom), unit: String(await unitId("105")), request_key: "move-form-1" };
    // On the arrival day the move covers the whole stay; the page offers 105 as free.
    expect((await page("MOVE2345", noonAt(arrival))).stay.rooms[0]?.choices.map((unit) => unit.number)).toContain("105");
    expect(await post("MOVE2345", fields, { now: noonAt(arrival) })).toEqual({ status: 303, location: "/admin/bookings/MOVE2345?done=room", error: null });
    expect(await post("MOVE2345", fields, { now: noonAt(arrival) })).toMatchObject({ status: 303 });
    expect(await roomNumbersOf("MOVE2345")).toEqual(["105"]);
    expect(await nightsHeld("MOVE2345")).toEqual([`105 ${arrival}`, `105 ${addDays(arrival, 1)}`]);
    const audit = await auditRows("MOVE2345");
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      staff_email: reception.email,
      action: "room",
      before_state: JSON.stringify({ room: "101" }),
      after_state: JSON.stringify({ room: "105", from: arrival }),
      note: `Moved from room 101 to room 105 from ${arrival}.`,
      request_key: "move-form-1",
    });
    expect((await page("MOVE2345")).done).toBeNull();
  });

  it("moves only the nights still ahead of a checked-in guest", async () => {
    await seedBooking({ reference: "STAY2345", status: "checked_in", checkIn: arrival, checkOut: departure });
    const [bookingRoom] = await bookingRoomIds("STAY2345");
    const booking = await env.DB.prepare("SELECT id FROM bookings WHERE reference = 'STAY2345'").first<{ id: number }>();
    await assignRooms(env.DB, booking?.id ?? 0, arrival);
    const moved = await moveRoom(env.DB, { reference: "STAY2345", bookingRoomId: bookingRoom ?? 0, unitId: await unitId("107"), requestKey: "k1", staff: reception, now: noonAt(addDays(arrival, 1)) });
    expect(moved).toEqual({ ok: true, number: "107", replayed: false });
    expect(await nightsHeld("STAY2345")).toEqual([`101 ${arrival}`, `107 ${addDays(arrival, 1)}`]);
  });

  it("answers 409 naming a room taken meanwhile, and changes nothing", async () => {
    await bookRoomNumbered("106", addDays(arrival, 1), departure);
    await seedBooking({ reference: "TAKE2345", status: "confirmed", checkIn: arrival, checkOut: departure });
    const [bookingRoom] = await bookingRoomIds("TAKE2345");
    const answer = await post("TAKE2345", { intent: "room", booking_room: String(bookingRoom), unit: String(await unitId("106")) });
    expect(answer).toEqual({ status: 409, location: null, error: roomTakenMessage("106") });
    expect(answer.error).toBe("Room 106 was taken for this stay's nights a moment ago. Choose another room.");
    expect(await roomNumbersOf("TAKE2345")).toEqual([null]);
    expect(await auditRows("TAKE2345")).toEqual([]);
  });

  it("lets exactly one of several desks racing for one room win", async () => {
    const references = ["RACEA234", "RACEB234", "RACEC234", "RACED234", "RACEE234"];
    for (const reference of references) await seedBooking({ reference, status: "confirmed", checkIn: arrival, checkOut: departure });
    const target = await unitId("110");
    const outcomes = await Promise.all(
      references.map(async (reference) => {
        const [bookingRoom] = await bookingRoomIds(reference);
        return moveRoom(env.DB, { reference, bookingRoomId: bookingRoom ?? 0, unitId: target, requestKey: `race-${reference}`, staff: reception, now: beforeArrival });
      }),
    );
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
    expect(outcomes.filter((outcome) => !outcome.ok)).toEqual(
      Array.from({ length: 4 }, () => ({ ok: false, status: 409, message: roomTakenMessage("110") })),
    );
    const { results } = await env.DB.prepare("SELECT night, COUNT(*) AS stays FROM room_unit_nights WHERE unit_id = ? GROUP BY night").bind(target).all<{ stays: number }>();
    expect(results.map((row) => row.stays)).toEqual([1, 1]);
  });

  it("refuses another type's room (400), a pending booking (409), and a form used for another booking (422)", async () => {
    await seedBooking({ reference: "TYPE2345", status: "confirmed", checkIn: arrival, checkOut: departure });
    await seedBooking({ reference: "PEND2345", status: "pending", checkIn: arrival, checkOut: departure });
    const [typeRoom] = await bookingRoomIds("TYPE2345");
    const [pendingRoom] = await bookingRoomIds("PEND2345");
    expect(await post("TYPE2345", { intent: "room", booking_room: String(typeRoom), unit: String(await unitId("201")) })).toEqual({
      status: 400,
      location: null,
      error: "Choose one of this room type's rooms.",
    });
    expect(await post("PEND2345", { intent: "room", booking_room: String(pendingRoom), unit: String(await unitId("104")) })).toMatchObject({ status: 409 });
    expect(await post("TYPE2345", { intent: "room", booking_room: String(typeRoom), unit: String(await unitId("104")), request_key: "once" })).toMatchObject({ status: 303 });
    expect(await post("PEND2345", { intent: "room", booking_room: String(pendingRoom), unit: String(await unitId("104")), request_key: "once" })).toMatchObject({ status: 422 });
    expect(await post("TYPE2345", { intent: "room", booking_room: String(typeRoom), unit: "" })).toEqual({ status: 400, location: null, error: "Choose the room to move to." });
  });

  it("is for signed-in staff in embedded mode only", async () => {
    await seedBooking({ reference: "MODE2345", status: "confirmed", checkIn: arrival, checkOut: departure });
    const fields = { intent: "room", booking_room: "1", unit: "1" };
    expect(await post("MODE2345", fields, { staff: null })).toMatchObject({ status: 401 });
    expect(await post("MODE2345", fields, { mode: "upstream" })).toMatchObject({ status: 404 });
  });
});

describe("releasing a booking's rooms", () => {
  it("frees tonight's room at once when a checked-in guest leaves early", async () => {
    const checkOut = addDays(arrival, 3);
    await seedBooking({ reference: "EARLY234", status: "checked_in", checkIn: arrival, checkOut, nights: 3 });
    const booking = await env.DB.prepare("SELECT id FROM bookings WHERE reference = 'EARLY234'").first<{ id: number }>();
    await assignRooms(env.DB, booking?.id ?? 0, arrival);
    const tonight = addDays(arrival, 1);
    expect(await post("EARLY234", { move: "check_out" }, { now: noonAt(tonight) })).toMatchObject({ status: 303 });
    expect(await nightsHeld("EARLY234")).toEqual([`101 ${arrival}`]);
    // Room 101 can be given to a new guest for tonight.
    await seedBooking({ reference: "NEXT2345", status: "confirmed", checkIn: tonight, checkOut });
    const next = await env.DB.prepare("SELECT id FROM bookings WHERE reference = 'NEXT2345'").first<{ id: number }>();
    await assignRooms(env.DB, next?.id ?? 0, tonight);
    expect(await roomNumbersOf("NEXT2345")).toEqual(["101"]);
  });

  it.each(["cancel", "no_show"])("frees every night ahead on %s", async (move) => {
    await seedBooking({ reference: "FREE2345", status: "confirmed", checkIn: arrival, checkOut: departure });
    const booking = await env.DB.prepare("SELECT id FROM bookings WHERE reference = 'FREE2345'").first<{ id: number }>();
    await assignRooms(env.DB, booking?.id ?? 0, arrival);
    expect(await nightsHeld("FREE2345")).toHaveLength(2);
    expect(await post("FREE2345", { move }, { now: noonAt(arrival) })).toMatchObject({ status: 303 });
    expect(await nightsHeld("FREE2345")).toEqual([]);
  });
});
