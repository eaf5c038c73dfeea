/**
 * Channel holds on the desk (product-rules.md: Channels): a conflict leads Today until staff clear
 * it; holds show on the room board and the calendar with whose they are; and a hold turned into a
 * full booking is linked to it in the booking's own batch, so the booking counts and the hold stops.
 */
import { env } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { IsoDate } from "~/content/hotel";
import { addDays } from "~/domain/hotel-date";
import { createDeskCalendar } from "../../app/desk/calendar/calendar-store.server";
import { createRoomBoard } from "../../app/desk/board/board-store.server";
import { holdGone } from "../../app/desk/channels/hold-booking.server";
import { pricedForKey } from "../../app/desk/new-booking/new-booking-form";
import { action as newBookingAction, loader as newBookingLoader } from "../../app/desk/new-booking/admin-new-booking";
import { loader as todayLoader } from "../../app/desk/today/admin-today";
import { bookRooms } from "./booked-rooms";
import { clearChannels, feedRow, holdRow, postChannels, roomsFree, unitIdOf } from "./desk-channels-helpers";
import { deskRequestContext, noonAt, reception } from "./desk-helpers";
import { quietDayPlus } from "./test-dates";

const today = quietDayPlus(0);
const checkIn: IsoDate = quietDayPlus(4);
const checkOut: IsoDate = addDays(checkIn, 2);

async function today_() {
  const page = await todayLoader({ request: new Request("https://resort.example/admin"), params: {}, context: deskRequestContext({ now: noonAt(today) }) } as never);
  if (page.mode !== "embedded") throw new Error("Today is embedded here");
  return page;
}

beforeEach(clearChannels);
afterEach(clearChannels);

describe("a conflict at the top of Today", () => {
  it("is shown in staff words until a member of staff clears it, who is recorded, and Today says so", async () => {
    const feed = await feedRow({ roomId: 4, channel: "booking_com" });
    const note = "Booking.com holds Suite Room 401 on 12–14 Mar 2027; the site sold it to K7Q2M9XD";
    const hold = await holdRow(feed, { roomId: 4, firstNight: checkIn, untilDate: checkOut, conflictNote: note });
    expect((await today_()).conflicts.map((conflict) => conflict.conflictNote)).toEqual([note]);

    const cleared = await postChannels({ intent: "clear", hold_id: String(hold), back: "today" }, { today });
    expect(cleared).toMatchObject({ status: 303, location: "/admin?done=conflict-cleared" });
    expect(await env.DB.prepare("SELECT conflict_cleared_by FROM channel_holds WHERE id = ?").bind(hold).first()).toEqual({ conflict_cleared_by: reception.email });
    expect((await today_()).conflicts).toEqual([]);
    const after = await todayLoader({ request: new Request("https://resort.example/admin?done=conflict-cleared"), params: {}, context: deskRequestContext({ now: noonAt(today) }) } as never);
    expect(after.mode === "embedded" && after.done).toBe("Conflict cleared.");
    // The hold itself stays: clearing says staff dealt with it, not that the channel let go.
    expect(await roomsFree(4, checkIn, checkOut)).toBe(3);
  });

  it("clearing twice changes nothing more; a hold with no conflict cannot be cleared", async () => {
    const feed = await feedRow({ roomId: 4 });
    const hold = await holdRow(feed, { roomId: 4, firstNight: checkIn, untilDate: checkOut, conflictNote: "Booking.com holds a Suite Room on those nights" });
    expect((await postChannels({ intent: "clear", hold_id: String(hold) }, { today })).location).toBe("/admin/channels?done=cleared");
    expect((await postChannels({ intent: "clear", hold_id: String(hold) }, { today })).status).toBe(303);
    const quiet = await holdRow(feed, { roomId: 4, firstNight: checkOut, untilDate: addDays(checkOut, 1) });
    expect(await postChannels({ intent: "clear", hold_id: String(quiet) }, { today })).toMatchObject({
      status: 404,
      failure: { form: `clear:${quiet}`, error: "That hold has no conflict to clear." },
    });
  });
});

describe("holds on the room board and the calendar", () => {
  it("a numbered room's hold is a bar labelled with its channel; a type's hold is listed apart", async () => {
    const unit = await unitIdOf("402");
    const unitHold = await holdRow(await feedRow({ roomId: 4, unitId: unit, channel: "airbnb" }), { roomId: 4, unitId: unit, firstNight: checkIn, untilDate: checkOut });
    const typeHold = await holdRow(await feedRow({ roomId: 4, channel: "booking_com" }), { roomId: 4, firstNight: checkIn, untilDate: checkOut });
    const board = await createRoomBoard(env.DB).board(today);
    const row = board.rows.find((entry) => entry.unit.number === "402");
    expect(row?.bars.filter((bar) => bar.kind === "hold")).toEqual([
      { kind: "hold", night: checkIn, span: 2, holdId: unitHold, label: "Airbnb hold", continues: false },
    ]);
    expect(board.typeHolds.map((hold) => [hold.id, hold.channel, hold.unitId])).toEqual([[typeHold, "booking_com", null]]);
  });

  it("the calendar names each hold on its nights and counts its room as not free", async () => {
    await holdRow(await feedRow({ roomId: 4, channel: "booking_com" }), { roomId: 4, firstNight: checkIn, untilDate: checkOut });
    await holdRow(await feedRow({ roomId: 4, channel: "channel_manager", name: "MakeMyTrip via Staah" }), { roomId: 4, firstNight: checkIn, untilDate: addDays(checkIn, 1) });
    const [, , , suite] = await createDeskCalendar(env.DB).calendar(checkIn);
    expect(suite.cells.slice(0, 3).map(({ channelHolds, free }) => [channelHolds, free])).toEqual([
      [["Booking.com hold", "MakeMyTrip via Staah hold"], 2],
      [["Booking.com hold"], 3],
      [[], 4],
    ]);
  });
});

describe("a hold turned into a full booking", () => {
  const suite = { roomId: 4, adults: 2, children: 0, olderChildren: 0 };

  async function saveFrom(values: Record<string, string>, requestKey = crypto.randomUUID()) {
    const body = new URLSearchParams({
      ...values,
      priced_for: pricedForKey({ checkIn: values.check_in as IsoDate, checkOut: values.check_out as IsoDate, rooms: [suite] }),
      guest_name: "Ravi Menon",
      guest_phone: "98765 43210",
      source: values.source || "booking_com",
      channel_reference: values.channel_reference || "4123889017",
      request_key: requestKey,
      intent: "save",
    });
    const request = new Request("http://localhost/admin/bookings/new", { method: "POST", body });
    const result: unknown = await newBookingAction({ request, params: {}, context: deskRequestContext({ now: noonAt(today) }) } as never);
    if (result instanceof Response) return { status: result.status, reference: /bookings\/(\w+)\?/.exec(result.headers.get("Location") ?? "")?.[1] ?? "", error: null };
    const answer = result as { data: { error: string | null }; init: { status: number } | null };
    return { status: answer.init?.status ?? 200, reference: "", error: answer.data.error };
  }

  it("starts prefilled from the hold, saves with it linked in the same batch, and the booking counts instead of the hold", async () => {
    // Three suites sold and the fourth held by Airbnb: the type is full.
    await bookRooms(4, checkIn, checkOut, { count: 3, status: "confirmed" });
    const feed = await feedRow({ roomId: 4, channel: "airbnb", name: "Airbnb – Suites" });
    const hold = await holdRow(feed, { roomId: 4, firstNight: checkIn, untilDate: checkOut, summary: "HMXK2P9Q4" });
    expect(await roomsFree(4, checkIn, checkOut)).toBe(0);

    const page = await newBookingLoader({
      request: new Request(`http://localhost/admin/bookings/new?channelHold=${hold}`),
      params: {},
      context: deskRequestContext({ now: noonAt(today) }),
    } as never);
    expect(page.values).toMatchObject({
      check_in: checkIn,
      check_out: checkOut,
      room_count: "1",
      room_type_0: "4",
      source: "airbnb",
      channel_reference: "HMXK2P9Q4",
      channel_hold: String(hold),
    });
    expect(page.fromHold).toContain("Airbnb hold");

    // Without the hold, the suite cannot be had: the hold counts.
    expect((await saveFrom({ ...page.values, channel_hold: "" })).status).toBe(409);

    const made = await saveFrom(page.values);
    expect(made.status).toBe(303);
    const booking = await env.DB.prepare("SELECT id, source, channel_reference FROM bookings WHERE reference = ?").bind(made.reference).first<{ id: number; source: string; channel_reference: string }>();
    expect(booking).toMatchObject({ source: "airbnb", channel_reference: "HMXK2P9Q4" });
    expect(await env.DB.prepare("SELECT booking_id FROM channel_holds WHERE id = ?").bind(hold).first()).toEqual({ booking_id: booking?.id });
    // Four suites taken, not five: the booking replaced the hold.
    expect(await roomsFree(4, checkIn, checkOut)).toBe(0);
    await env.DB.prepare("UPDATE bookings SET status = 'cancelled' WHERE id = ?").bind(booking?.id).run();
    await env.DB.prepare("UPDATE booking_rooms SET released_from = check_in_date, status = 'cancelled' WHERE booking_id = ?").bind(booking?.id).run();
    expect(await roomsFree(4, checkIn, checkOut)).toBe(1);

    const audit = await env.DB.prepare("SELECT staff_email, after_state FROM desk_audit WHERE subject_key = ?").bind(made.reference).first<{ staff_email: string; after_state: string }>();
    expect(audit?.staff_email).toBe(reception.email);
    expect(JSON.parse(audit?.after_state ?? "{}")).toMatchObject({ channel_hold: hold, source: "airbnb" });
  });

  it("a hold on one numbered room gives the booking that very room", async () => {
    const unit = await unitIdOf("403");
    const feed = await feedRow({ roomId: 4, unitId: unit, channel: "airbnb" });
    const hold = await holdRow(feed, { roomId: 4, unitId: unit, firstNight: checkIn, untilDate: checkOut });
    const values = { check_in: checkIn, check_out: checkOut, room_count: "1", room_type_0: "4", adults_0: "2", channel_hold: String(hold) };
    const made = await saveFrom({ ...values, source: "airbnb" });
    expect(made.status).toBe(303);
    const room = await env.DB.prepare("SELECT br.unit_id FROM booking_rooms AS br JOIN bookings AS b ON b.id = br.booking_id WHERE b.reference = ?")
      .bind(made.reference)
      .first();
    expect(room).toEqual({ unit_id: unit });
  });

  it("a hold already made a booking, or released, makes no second one", async () => {
    const feed = await feedRow({ roomId: 4, channel: "booking_com" });
    const hold = await holdRow(feed, { roomId: 4, firstNight: checkIn, untilDate: checkOut });
    const values = { check_in: checkIn, check_out: checkOut, room_count: "1", room_type_0: "4", adults_0: "2", channel_hold: String(hold) };
    expect((await saveFrom(values)).status).toBe(303);
    expect(await saveFrom(values)).toMatchObject({ status: 409, error: holdGone });
    const released = await holdRow(feed, { roomId: 4, firstNight: checkOut, untilDate: addDays(checkOut, 1) });
    await env.DB.prepare("UPDATE channel_holds SET released_at = ? WHERE id = ?").bind(new Date().toISOString(), released).run();
    expect(await saveFrom({ ...values, check_in: checkOut, check_out: addDays(checkOut, 1), channel_hold: String(released) })).toMatchObject({ status: 409, error: holdGone });
    // The new-booking page of a hold that is gone starts blank.
    const page = await newBookingLoader({
      request: new Request(`http://localhost/admin/bookings/new?channelHold=${hold}`),
      params: {},
      context: deskRequestContext({ now: noonAt(today) }),
    } as never);
    expect(page.fromHold).toBeNull();
    expect(page.values.channel_hold).toBeUndefined();
  });
});
