import { env } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { AvailableRoom } from "~/domain/api-types";
import { addDays, todayInHotel } from "~/domain/hotel-date";
import { roomNumberMessages } from "~/domain/room-numbers";
import { createDeskOutOfOrder } from "../../app/desk/room-numbers/out-of-order-store.server";
import { createDeskRoomNumbers } from "../../app/desk/room-numbers/room-numbers-store.server";
import { bookRoomNumbered, bookRooms, resetRoomUnits, setRoomsInService } from "./booked-rooms";
import { clearDesk, deskRequestContext, fieldsRefused, type FormRefusal, loadEmbeddedOnlyPage, postToAction, reception } from "./desk-helpers";
import { postJson, safeJson } from "./read-harness";
import { quietDayPlus as day } from "./test-dates";

const rooms = () => createDeskRoomNumbers({ db: env.DB, kv: env.CACHE });
const outOfOrder = () => createDeskOutOfOrder({ db: env.DB, kv: env.CACHE });
const now = new Date();
const today = todayInHotel(now);
let keys = 0;
const key = () => `room-numbers-${keys++}`;
const base = () => ({ requestKey: key(), staff: reception, now });

const unitId = async (number: string) =>
  (await env.DB.prepare("SELECT id FROM room_units WHERE number = ? ORDER BY retired_at IS NULL DESC LIMIT 1").bind(number).first<{ id: number }>())?.id ?? 0;
const suite = async () => (await rooms().view(today)).find((type) => type.id === 4);
const messageOf = (outcome: { ok: boolean; message?: string }) => outcome.message ?? "";
const dayName = (date: string) => {
  const [year, month, dayOfMonth] = date.split("-").map(Number);
  return `${dayOfMonth} ${["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"][month - 1]} ${year}`;
};

/** Suite rooms the availability search offers for [checkIn, checkOut). */
async function suitesFree(checkIn: string, checkOut: string): Promise<number> {
  const response = await postJson("/api/available-rooms", { check_in_date: checkIn, check_out_date: checkOut, adults: 2, children: 0, no_of_rooms: 1 });
  const { data } = await safeJson<{ data: AvailableRoom[] }>(response);
  return data.find((room) => room.id === 4)?.available_count ?? 0;
}

async function audits() {
  const { results } = await env.DB.prepare(
    "SELECT staff_email, subject, subject_key, action, before_state, after_state FROM desk_audit WHERE subject = 'rooms' ORDER BY id",
  ).all<{ staff_email: string; subject: string; subject_key: string; action: string; before_state: string; after_state: string }>();
  return results;
}

async function reset() {
  await resetRoomUnits();
  await clearDesk();
  const { keys: cached } = await env.CACHE.list();
  await Promise.all(cached.map((entry) => env.CACHE.delete(entry.name)));
}

beforeEach(reset);
afterEach(reset);

describe("each room type's rooms by number", () => {
  it("are seeded as the rooms each type sold before, and are its rooms for sale", async () => {
    const view = await rooms().view(today);
    expect(view.map((type) => [type.name, type.inService.length, type.retired.length])).toEqual([
      ["Deluxe Room", 12, 0],
      ["Super Deluxe Room", 10, 0],
      ["Luxury Room", 6, 0],
      ["Suite Room", 4, 0],
    ]);
    expect(view[3].inService.map((unit) => unit.number)).toEqual(["401", "402", "403", "404"]);
    expect(view[0].inService.at(-1)?.number).toBe("112");
  });

  it("add a room: in service and for sale at once, audited with the member of staff", async () => {
    expect(await suitesFree(day(1), day(2))).toBe(4);
    expect(await rooms().addRoom({ ...base(), roomId: 4, fields: { number: " 405 " } })).toEqual({ ok: true, replayed: false });
    expect((await suite())?.inService.map((unit) => unit.number)).toEqual(["401", "402", "403", "404", "405"]);
    expect(await suitesFree(day(1), day(2))).toBe(5);
    expect(await audits()).toEqual([
      {
        staff_email: reception.email,
        subject: "rooms",
        subject_key: "type:4",
        action: "add room",
        before_state: "null",
        after_state: JSON.stringify({ type: "Suite Room", number: "405", inService: true }),
      },
    ]);
  });

  it("refuse a bad or taken number with the field's message, an unknown type with 404, and add once per form", async () => {
    expect(await rooms().addRoom({ ...base(), roomId: 4, fields: { number: "4 05" } })).toEqual(fieldsRefused({ number: roomNumberMessages.characters }));
    expect(await rooms().addRoom({ ...base(), roomId: 4, fields: { number: "" } })).toMatchObject({ fields: { number: roomNumberMessages.required } });
    expect(await rooms().addRoom({ ...base(), roomId: 4, fields: { number: "1234567890123" } })).toMatchObject({ fields: { number: roomNumberMessages.tooLong } });
    const taken = await rooms().addRoom({ ...base(), roomId: 4, fields: { number: "101" } });
    expect(taken).toEqual({
      ok: false,
      status: 409,
      message: "Room 101 is already in service (Deluxe Room). Choose another number.",
      fields: { number: "Room 101 is already in service (Deluxe Room). Choose another number." },
    });
    expect(await rooms().addRoom({ ...base(), roomId: 99, fields: { number: "901" } })).toMatchObject({ ok: false, status: 404 });
    const requestKey = key();
    const send = () => rooms().addRoom({ requestKey, staff: reception, now, roomId: 4, fields: { number: "g-1" } });
    expect(await send()).toEqual({ ok: true, replayed: false });
    expect(await send()).toEqual({ ok: true, replayed: true });
    expect((await suite())?.inService.filter((unit) => unit.number === "G-1")).toHaveLength(1);
    expect(await audits()).toHaveLength(1);
  });

  it("rename a room to a number no room in service has, audited", async () => {
    const id = await unitId("404");
    expect(await rooms().renameRoom({ ...base(), unitId: id, fields: { number: "402" } })).toMatchObject({ ok: false, status: 409 });
    expect(await rooms().renameRoom({ ...base(), unitId: id, fields: { number: "" } })).toMatchObject({ ok: false, status: 400 });
    expect(await rooms().renameRoom({ ...base(), unitId: 9999, fields: { number: "499" } })).toMatchObject({ ok: false, status: 404 });
    // Its own number again is no clash with itself.
    expect(await rooms().renameRoom({ ...base(), unitId: id, fields: { number: "404" } })).toMatchObject({ ok: true });
    expect(await rooms().renameRoom({ ...base(), unitId: id, fields: { number: "s-4" } })).toEqual({ ok: true, replayed: false });
    expect((await suite())?.inService.map((unit) => unit.number)).toEqual(["401", "402", "403", "S-4"]);
    expect((await audits()).at(-1)).toMatchObject({
      subject_key: `unit:${id}`,
      action: "rename room",
      before_state: JSON.stringify({ number: "404", inService: true }),
      after_state: JSON.stringify({ number: "S-4", inService: true }),
    });
  });
});

describe("retiring a room", () => {
  it("stops it being sold at once; it stays on record and can be brought back", async () => {
    const id = await unitId("404");
    expect(await rooms().retireRoom({ ...base(), unitId: id })).toEqual({ ok: true, replayed: false });
    expect(await suitesFree(day(1), day(2))).toBe(3);
    const retired = (await suite())?.retired ?? [];
    expect(retired.map((unit) => [unit.number, unit.retiredBy])).toEqual([["404", reception.email]]);
    expect(await rooms().retireRoom({ ...base(), unitId: id })).toMatchObject({ ok: false, status: 409, message: "Room 404 is already retired." });
    expect(await rooms().restoreRoom({ ...base(), unitId: id })).toEqual({ ok: true, replayed: false });
    expect(await suitesFree(day(1), day(2))).toBe(4);
    expect(await rooms().restoreRoom({ ...base(), unitId: id })).toMatchObject({ ok: false, status: 409, message: "Room 404 is already in service." });
    expect((await audits()).map((row) => [row.subject_key, row.action, row.after_state])).toEqual([
      [`unit:${id}`, "retire room", JSON.stringify({ number: "404", inService: false })],
      [`unit:${id}`, "bring back room", JSON.stringify({ number: "404", inService: true })],
    ]);
  });

  it("is refused while the room is given to a stay tonight or later, naming the bookings", async () => {
    const first = await bookRoomNumbered("403", day(2), day(4));
    const second = await bookRoomNumbered("403", day(6), day(7), "pending");
    const outcome = await rooms().retireRoom({ ...base(), unitId: await unitId("403") });
    expect(outcome).toEqual({
      ok: false,
      status: 409,
      message: `Room 403 cannot be retired: it is given to ${first} (from ${dayName(day(2))}), ${second} (from ${dayName(day(6))}). Give those bookings another room first.`,
    });
    expect((await suite())?.retired).toEqual([]);
  });

  it("is refused when the type's other rooms could not hold its bookings, naming the nights and bookings", async () => {
    await bookRooms(4, day(3), day(5), { count: 3, status: "confirmed" });
    await bookRooms(4, day(4), day(5), { status: "pending" });
    await bookRooms(4, day(4), day(6), { status: "cancelled" });
    const references = (await env.DB.prepare("SELECT reference FROM bookings ORDER BY id").all<{ reference: string }>()).results.map((row) => row.reference);
    const outcome = await rooms().retireRoom({ ...base(), unitId: await unitId("401") });
    expect(outcome).toEqual({
      ok: false,
      status: 409,
      message: `Room 401 cannot be retired: Suite Room would have 3 rooms in service, fewer than are taken on ${dayName(day(4))} (4 taken). Bookings holding them: ${references[0]}, ${references[1]}. Decline, cancel or move bookings first.`,
    });
    // Rooms out of order count as taken; with one fewer booking a room can go.
    await env.DB.prepare("UPDATE booking_rooms SET released_from = check_in_date WHERE booking_id = (SELECT id FROM bookings WHERE reference = ?)")
      .bind(references[1])
      .run();
    await outOfOrder().putOutOfOrder({ ...base(), unitId: await unitId("402"), fields: { first_night: day(3), until_date: day(4), reason: "Paint" } });
    expect(messageOf(await rooms().retireRoom({ ...base(), unitId: await unitId("401") }))).toContain(`fewer than are taken on ${dayName(day(3))} (4 taken)`);
    // The room being retired does not count its own spell out of order.
    expect(await rooms().retireRoom({ ...base(), unitId: await unitId("402") })).toEqual({ ok: true, replayed: false });
  });

  it("ignores bookings whose nights have passed", async () => {
    await setRoomsInService(4, 1);
    const yesterday = addDays(today, -1);
    await bookRooms(4, addDays(yesterday, -1), yesterday, { status: "confirmed" });
    await bookRooms(4, yesterday, today, { status: "confirmed" });
    expect(await rooms().retireRoom({ ...base(), unitId: await unitId("401") })).toEqual({ ok: true, replayed: false });
    expect(await suitesFree(day(1), day(2))).toBe(0);
  });

  it("bring back refuses a number another room in service has now, until the retired room is renamed", async () => {
    const id = await unitId("404");
    await rooms().retireRoom({ ...base(), unitId: id });
    await rooms().addRoom({ ...base(), roomId: 3, fields: { number: "404" } });
    expect(await rooms().restoreRoom({ ...base(), unitId: id })).toEqual({
      ok: false,
      status: 409,
      message: "Room 404 cannot come back under that number: room 404 of Luxury Room has it. Give the retired room another number first.",
    });
    // A retired room may be renamed to any number, even one in service elsewhere, then brought back under a free one.
    expect(await rooms().renameRoom({ ...base(), unitId: id, fields: { number: "405" } })).toMatchObject({ ok: true });
    expect(await rooms().restoreRoom({ ...base(), unitId: id })).toMatchObject({ ok: true });
    expect((await suite())?.inService.map((unit) => unit.number)).toContain("405");
  });
});

describe("a room out of order", () => {
  const form = (first: string, until: string, reason = "Leaking ceiling") => ({ first_night: first, until_date: until, reason });

  it("writes one spell and one room night for each of its nights, audited, and lists it with who and why", async () => {
    const id = await unitId("402");
    expect(await outOfOrder().putOutOfOrder({ ...base(), unitId: id, fields: form(day(3), day(6)) })).toEqual({ ok: true, replayed: false });
    const nights = await env.DB.prepare("SELECT night, booking_room_id, block_id FROM room_unit_nights WHERE unit_id = ? ORDER BY night").bind(id).all();
    const block = await env.DB.prepare("SELECT id, created_by, reason FROM room_unit_blocks WHERE unit_id = ?").bind(id).first<{ id: number }>();
    expect(block).toMatchObject({ created_by: reception.email, reason: "Leaking ceiling" });
    expect(nights.results).toEqual([day(3), day(4), day(5)].map((night) => ({ night, booking_room_id: null, block_id: block?.id })));
    const listed = (await suite())?.inService.find((unit) => unit.number === "402")?.blocks;
    expect(listed).toEqual([
      { id: block?.id, unitId: id, firstNight: day(3), untilDate: day(6), reason: "Leaking ceiling", createdBy: reception.email, createdAt: now.toISOString() },
    ]);
    expect((await audits()).map((row) => [row.subject_key, row.action, row.after_state])).toEqual([
      [`unit:${id}`, "out of order", JSON.stringify({ number: "402", firstNight: day(3), untilDate: day(6), reason: "Leaking ceiling" })],
    ]);
  });

  it("stops the last room being sold on its nights, and sells it again when back in service", async () => {
    await bookRooms(4, day(3), day(5), { count: 3, status: "confirmed" });
    expect(await suitesFree(day(3), day(4))).toBe(1);
    const requestKey = key();
    const block = () => outOfOrder().putOutOfOrder({ requestKey, staff: reception, now, unitId: 0, fields: form(day(4), day(5)) });
    // An unknown room is 404; the same key then still carries out nothing twice.
    expect(await block()).toMatchObject({ ok: false, status: 404 });
    expect(await outOfOrder().putOutOfOrder({ ...base(), unitId: await unitId("404"), fields: form(day(4), day(6)) })).toMatchObject({ ok: true });
    expect(await suitesFree(day(3), day(4))).toBe(1);
    expect(await suitesFree(day(4), day(5))).toBe(0);
    expect(await suitesFree(day(5), day(6))).toBe(3);
    // The booking trigger counts it too: the last room cannot be booked for those nights.
    await expect(bookRooms(4, day(4), day(5), { status: "pending" })).rejects.toThrow(/sold_out/);
    const blockId = (await env.DB.prepare("SELECT id FROM room_unit_blocks").first<{ id: number }>())?.id ?? 0;
    expect(await outOfOrder().backInService({ ...base(), blockId })).toEqual({ ok: true, replayed: false });
    expect(await suitesFree(day(4), day(5))).toBe(1);
    await bookRooms(4, day(4), day(5), { status: "pending" });
    expect(await outOfOrder().backInService({ ...base(), blockId })).toMatchObject({ ok: false, status: 404, message: "That room is no longer out of order." });
  });

  it("is refused when the room is given to a stay on any of its nights, naming the booking", async () => {
    const reference = await bookRoomNumbered("401", day(2), day(4));
    const outcome = await outOfOrder().putOutOfOrder({ ...base(), unitId: await unitId("401"), fields: form(day(3), day(8)) });
    expect(outcome).toEqual({
      ok: false,
      status: 409,
      message: `Room 401 is given to ${reference} (from ${dayName(day(3))}) on those nights. Give that booking another room first.`,
    });
    // The day it leaves is free.
    expect(await outOfOrder().putOutOfOrder({ ...base(), unitId: await unitId("401"), fields: form(day(4), day(8)) })).toMatchObject({ ok: true });
  });

  it("is refused when the type's bookings need every room on some night, naming nights and bookings", async () => {
    await bookRooms(4, day(3), day(5), { count: 2, status: "confirmed" });
    await bookRooms(4, day(4), day(6), { count: 2, status: "pending" });
    const references = (await env.DB.prepare("SELECT reference FROM bookings ORDER BY id").all<{ reference: string }>()).results.map((row) => row.reference);
    const outcome = await outOfOrder().putOutOfOrder({ ...base(), unitId: await unitId("401"), fields: form(day(1), day(10)) });
    expect(outcome).toEqual({
      ok: false,
      status: 409,
      message: `Room 401 cannot be out of order then: every one of the 4 Suite Room rooms in service is needed on ${dayName(day(4))} (4 taken). Bookings holding them: ${references[0]}, ${references[1]}. Decline, cancel or move bookings, or choose other dates.`,
    });
    // Other rooms out of order count too.
    expect(await outOfOrder().putOutOfOrder({ ...base(), unitId: await unitId("401"), fields: form(day(5), day(7)) })).toMatchObject({ ok: true });
    expect(await outOfOrder().putOutOfOrder({ ...base(), unitId: await unitId("402"), fields: form(day(5), day(6)) })).toMatchObject({ ok: true });
    expect(messageOf(await outOfOrder().putOutOfOrder({ ...base(), unitId: await unitId("403"), fields: form(day(5), day(6)) }))).toContain(
      `needed on ${dayName(day(5))} (4 taken). Bookings holding them: ${references[1]}.`,
    );
    expect(await env.DB.prepare("SELECT count(*) AS n FROM room_unit_blocks").first()).toEqual({ n: 2 });
  });

  it("refuses dates that have passed, end before they start or last over a year; a room already out of order; a retired room", async () => {
    const id = await unitId("401");
    const refused = async (fields: Record<string, string>) => {
      const outcome = await outOfOrder().putOutOfOrder({ ...base(), unitId: id, fields });
      return outcome.ok ? null : [outcome.status, outcome.fields];
    };
    expect(await refused(form(addDays(today, -1), day(1)))).toEqual([400, { first_night: roomNumberMessages.firstNightPast }]);
    expect(await refused(form(day(3), day(3)))).toEqual([400, { until_date: roomNumberMessages.untilNotAfter }]);
    expect(await refused(form(today, addDays(today, 366)))).toEqual([400, { until_date: roomNumberMessages.tooLong365 }]);
    expect(await refused(form(day(1), day(2), ""))).toEqual([400, { reason: roomNumberMessages.reason }]);
    expect(await outOfOrder().putOutOfOrder({ ...base(), unitId: id, fields: form(today, day(1)) })).toMatchObject({ ok: true });
    expect(await outOfOrder().putOutOfOrder({ ...base(), unitId: id, fields: form(day(0), day(2)) })).toEqual({
      ok: false,
      status: 409,
      message: `Room 401 is already out of order on ${dayName(day(0))}. Choose other dates, or put it back in service first.`,
    });
    await rooms().retireRoom({ ...base(), unitId: await unitId("404") });
    expect(await outOfOrder().putOutOfOrder({ ...base(), unitId: await unitId("404"), fields: form(day(5), day(6)) })).toMatchObject({ ok: false, status: 409 });
  });

  it("back in service keeps the nights that have passed on record and frees tonight on, audited", async () => {
    const id = await unitId("402");
    await env.DB.prepare(
      "INSERT INTO room_unit_blocks (id, unit_id, first_night, until_date, reason, created_by, created_at) VALUES (77, ?, ?, ?, 'Flood', 'x@hotel.example', 'x')",
    )
      .bind(id, addDays(today, -2), addDays(today, 3))
      .run();
    await env.DB.batch(
      [-2, -1, 0, 1, 2].map((offset) => env.DB.prepare("INSERT INTO room_unit_nights (unit_id, night, block_id) VALUES (?, ?, 77)").bind(id, addDays(today, offset))),
    );
    expect((await suite())?.inService.find((unit) => unit.id === id)?.blocks.map((block) => block.id)).toEqual([77]);
    expect(await outOfOrder().backInService({ ...base(), blockId: 77 })).toEqual({ ok: true, replayed: false });
    const nights = await env.DB.prepare("SELECT night FROM room_unit_nights WHERE block_id = 77 ORDER BY night").all<{ night: string }>();
    expect(nights.results.map((row) => row.night)).toEqual([addDays(today, -2), addDays(today, -1)]);
    expect(await env.DB.prepare("SELECT lifted_by FROM room_unit_blocks WHERE id = 77").first()).toEqual({ lifted_by: reception.email });
    expect((await suite())?.inService.find((unit) => unit.id === id)?.blocks).toEqual([]);
    expect((await audits()).at(-1)).toMatchObject({ subject_key: `unit:${id}`, action: "back in service" });
  });
});

describe("the room numbers page", () => {
  it("is for staff only, and upstream says the hotel's own system keeps its rooms", async () => {
    const { loader } = await import("../../app/desk/room-numbers/admin-room-numbers");
    const page = await loadEmbeddedOnlyPage(loader, "/admin/room-numbers");
    expect(page.types.map((type) => type.name)).toEqual(["Deluxe Room", "Super Deluxe Room", "Luxury Room", "Suite Room"]);
    const upstream = loader({ context: deskRequestContext({ mode: "upstream" }), params: {}, request: new Request("https://resort.example/admin/room-numbers") } as never);
    await expect(upstream).rejects.toMatchObject({ data: expect.stringContaining("The hotel's own system keeps its rooms by number") });
  });

  it("answers a refused form with its fields and a 4xx, and a saved one with a redirect", async () => {
    const submit = (fields: Record<string, string>, options: { requestKey?: string } = {}) =>
      postToAction(() => import("../../app/desk/room-numbers/admin-room-numbers"), "/admin/room-numbers", fields, options) as Promise<Response | FormRefusal>;
    const refused = await submit({ intent: "add", room_id: "4", number: "4/5" });
    expect(refused).toMatchObject({ init: { status: 400 }, data: { form: "add:4", fields: { number: roomNumberMessages.characters } } });
    const saved = (await submit({ intent: "add", room_id: "4", number: "405" })) as Response;
    expect(saved.status).toBe(303);
    expect(saved.headers.get("Location")).toBe("/admin/room-numbers?done=added");
    const id = String(await unitId("405"));
    expect(await submit({ intent: "block", unit_id: id, first_night: day(1), until_date: day(2), reason: "" })).toMatchObject({
      init: { status: 400 },
      data: { form: `block:${id}`, fields: { reason: roomNumberMessages.reason } },
    });
    expect(await submit({ intent: "retire", unit_id: "99999" })).toMatchObject({ init: { status: 404 }, data: { form: "retire:99999" } });
    expect(await submit({ intent: "lift", block_id: "abc" })).toMatchObject({ init: { status: 404 } });
    expect(await submit({ intent: "explode" })).toMatchObject({ init: { status: 400 }, data: { form: "" } });
    expect(await submit({ intent: "add", room_id: "4", number: "406" }, { requestKey: "" })).toMatchObject({ init: { status: 400 } });
    const retired = (await submit({ intent: "retire", unit_id: id })) as Response;
    expect(retired.headers.get("Location")).toBe("/admin/room-numbers?done=retired");
  });
});
