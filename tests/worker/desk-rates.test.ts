import { env } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { AvailableRoom, BookingConfirmation, Room } from "~/domain/api-types";
import { addDays, todayInHotel } from "~/domain/hotel-date";
import { createDeskRates } from "../../app/desk/rates/rates-store.server";
import { createDeskStore } from "../../app/desk/bookings/desk-store.server";
import { setRoomsInService } from "./booked-rooms";
import { clearDesk, fieldsRefused, loadEmbeddedOnlyPage, postToAction, reception } from "./desk-helpers";
import { postJson, request, safeJson } from "./read-harness";
import { guest, post } from "./submission-helpers";
import { quietDayPlus as day } from "./test-dates";

const rates = () => createDeskRates({ db: env.DB, kv: env.CACHE });
const now = new Date();
const today = todayInHotel(now);
let keys = 0;
const key = () => `rates-${keys++}`;
const base = () => ({ requestKey: key(), staff: reception, now });

// As migrations/0002_seed.sql sets them.
const seedRates = { 1: [4500, 12], 2: [6500, 10], 3: [7500, 6], 4: [11000, 4] } as const;

async function resetRates() {
  await env.DB.batch([
    env.DB.prepare("DELETE FROM rate_period_prices"),
    env.DB.prepare("DELETE FROM rate_periods"),
    ...Object.entries(seedRates).map(([id, [price]]) => env.DB.prepare("UPDATE rooms SET room_price = ? WHERE id = ?").bind(price, Number(id))),
  ]);
  for (const [id, [, total]] of Object.entries(seedRates)) await setRoomsInService(Number(id), total);
  const { keys: cached } = await env.CACHE.list();
  await Promise.all(cached.map((entry) => env.CACHE.delete(entry.name)));
}

async function suiteFor(checkIn: string, checkOut: string) {
  const response = await postJson("/api/available-rooms", { check_in_date: checkIn, check_out_date: checkOut, adults: 2, children: 0, no_of_rooms: 1 });
  const { data } = await safeJson<{ data: AvailableRoom[] }>(response);
  return data.find((room) => room.id === 4);
}

const addPeriod = (fields: Record<string, string>, periodId: number | null = null) =>
  rates().savePeriod({ ...base(), periodId, fields });

const periodRows = async () =>
  (await env.DB.prepare("SELECT id, name, first_night, last_night FROM rate_periods ORDER BY first_night").all<{ id: number; name: string; first_night: string; last_night: string }>())
    .results;

beforeEach(async () => {
  await clearDesk();
  await resetRates();
});
afterEach(resetRates);

describe("a room type's usual rate", () => {
  it("saves, audits the change, and the site shows the new rate", async () => {
    expect((await safeJson<{ data: Room }>(await request("/api/rooms/4"))).data.room_price).toBe(11000);
    expect(await rates().saveRoomType({ ...base(), roomId: 4, fields: { room_price: "₹12,500", total_rooms: "5" } })).toEqual({ ok: true, replayed: false });
    const view = await rates().view(today);
    // A number of rooms sent with it changes nothing: rooms for sale are the rooms in service.
    expect(view.types.find((type) => type.id === 4)).toEqual({ id: 4, name: "Suite Room", roomPrice: 12500, totalRooms: 4 });
    // The read cache was dropped: the room's page and the list show the new rate at once here.
    expect((await safeJson<{ data: Room }>(await request("/api/rooms/4"))).data.room_price).toBe(12500);
    expect((await suiteFor(day(3), day(4)))?.available_count).toBe(4);
    const audit = await env.DB.prepare("SELECT subject, subject_key, action, before_state, after_state FROM desk_audit WHERE subject = 'rates'").first();
    expect(audit).toEqual({
      subject: "rates",
      subject_key: "room:4",
      action: "room type",
      before_state: JSON.stringify({ name: "Suite Room", roomPrice: 11000 }),
      after_state: JSON.stringify({ name: "Suite Room", roomPrice: 12500 }),
    });
  });

  it("shows each type's rooms in service as its rooms for sale, changing with the rooms at once", async () => {
    await setRoomsInService(4, 2);
    await setRoomsInService(1, 13);
    const types = (await rates().view(today)).types;
    expect(types.map((type) => [type.id, type.totalRooms])).toEqual([
      [1, 13],
      [2, 10],
      [3, 6],
      [4, 2],
    ]);
    expect((await suiteFor(day(3), day(4)))?.available_count).toBe(2);
  });

  it("refuses bad numbers with the field's message, an unknown type with 404, and a form sent twice changes once", async () => {
    expect(await rates().saveRoomType({ ...base(), roomId: 1, fields: { room_price: "0" } })).toEqual(fieldsRefused({ room_price: "A rate must be at least ₹1" }));
    expect(await rates().saveRoomType({ ...base(), roomId: 99, fields: { room_price: "100" } })).toMatchObject({ ok: false, status: 404 });
    const requestKey = key();
    expect(await rates().saveRoomType({ requestKey, staff: reception, now, roomId: 1, fields: { room_price: "4800" } })).toEqual({ ok: true, replayed: false });
    expect(await rates().saveRoomType({ requestKey, staff: reception, now, roomId: 1, fields: { room_price: "9999" } })).toEqual({ ok: true, replayed: true });
    expect((await rates().view(today)).types[0].roomPrice).toBe(4800);
  });
});

const dayName = (date: string) => {
  const [year, month, dayOfMonth] = date.split("-").map(Number);
  return `${dayOfMonth} ${["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"][month - 1]} ${year}`;
};

describe("rate periods", () => {
  const shivratri = () => ({ name: "Mahashivratri", first_night: day(10), last_night: day(11), rate_4: "14,000", rate_1: "6000" });

  it("price each night of a stay in the availability search, night by night", async () => {
    expect(await addPeriod(shivratri())).toEqual({ ok: true, replayed: false });
    const suite = await suiteFor(day(9), day(13));
    expect(suite?.nightly_rates).toEqual([11000, 14000, 14000, 11000]);
    expect(suite?.room_price).toBe(11000);
    expect((await suiteFor(day(10), day(11)))?.room_price).toBe(14000);
    // A type the period leaves out keeps its usual rate.
    const response = await postJson("/api/available-rooms", { check_in_date: day(10), check_out_date: day(12), adults: 2, children: 0, no_of_rooms: 1 });
    const { data } = await safeJson<{ data: AvailableRoom[] }>(response);
    expect(data.find((room) => room.id === 2)?.nightly_rates).toEqual([6500, 6500]);
    expect(data.find((room) => room.id === 1)?.nightly_rates).toEqual([6000, 6000]);
  });

  it("set the server's totals and the booking keeps them when the rates change later", async () => {
    await addPeriod(shivratri());
    const booked = await post("/api/bookings", {
      bookings: [
        {
          check_in_date: day(9),
          check_out_date: day(12),
          adults: 2,
          children: 0,
          room_category_id: 4,
          room_number_id: 4,
          services: [],
          ...guest,
          special_requests: "",
        },
      ],
    });
    expect(booked.status).toBe(201);
    const confirmation = booked.json().data as unknown as BookingConfirmation;
    // ₹11,000 then ₹14,000 × 2: every night above ₹7,500, so 9% + 9% on ₹39,000.
    expect(confirmation.rooms[0]).toMatchObject({
      nightly: 1_100_000,
      subtotal: 3_900_000,
      rates: [
        { nightly: 1_100_000, nights: 1 },
        { nightly: 1_400_000, nights: 2 },
      ],
    });
    expect(confirmation.totals).toEqual({ subtotal: 3_900_000, discount: 0, cgst: 351_000, sgst: 351_000, total: 4_602_000 });

    const [period] = await periodRows();
    expect(await addPeriod({ ...shivratri(), rate_4: "20000" }, period.id)).toEqual({ ok: true, replayed: false });
    expect((await suiteFor(day(9), day(12)))?.nightly_rates).toEqual([11000, 20000, 20000]);
    const detail = await createDeskStore(env.DB, "embedded").getBooking(confirmation.reference);
    expect(detail?.roomLines[0].rates).toEqual([
      { nightly: 1_100_000, nights: 1 },
      { nightly: 1_400_000, nights: 2 },
    ]);
    expect(detail?.totalPaise).toBe(4_602_000);
  });

  it("put a night over ₹7,500 in the 18% band and keep the other nights at 5%, as charged", async () => {
    await addPeriod({ name: "Diwali", first_night: day(20), last_night: day(20), rate_1: "9000" });
    const booked = await post("/api/bookings", {
      bookings: [{ check_in_date: day(19), check_out_date: day(21), adults: 2, children: 0, room_category_id: 1, room_number_id: 1, services: [], ...guest, special_requests: "" }],
    });
    const confirmation = booked.json().data as unknown as BookingConfirmation;
    expect(confirmation.taxes).toEqual([
      { cgst_basis_points: 250, sgst_basis_points: 250, taxable: 450_000, cgst: 11_250, sgst: 11_250 },
      { cgst_basis_points: 900, sgst_basis_points: 900, taxable: 900_000, cgst: 81_000, sgst: 81_000 },
    ]);
    const detail = await createDeskStore(env.DB, "embedded").getBooking(confirmation.reference);
    expect(detail?.roomLines[0].taxes).toEqual([
      { cgstBasisPoints: 250, sgstBasisPoints: 250, taxable: 450_000, cgst: 11_250, sgst: 11_250 },
      { cgstBasisPoints: 900, sgstBasisPoints: 900, taxable: 900_000, cgst: 81_000, sgst: 81_000 },
    ]);
  });

  it("make a room's listed price its rate tonight", async () => {
    await addPeriod({ name: "Tonight", first_night: today, last_night: today, rate_2: "7777" });
    const { data } = await safeJson<{ data: Room[] }>(await request("/api/rooms"));
    expect(data.find((room) => room.id === 2)?.room_price).toBe(7777);
    expect(data.find((room) => room.id === 1)?.room_price).toBe(4500);
  });

  it("never share a night: an overlap is refused naming the other period; touching is fine", async () => {
    await addPeriod(shivratri());
    const outcome = await addPeriod({ name: "Fair", first_night: day(11), last_night: day(15), rate_2: "5000" });
    expect(outcome).toMatchObject({ ok: false, status: 409 });
    expect(outcome.ok ? "" : outcome.message).toBe(
      `These nights overlap “Mahashivratri” (${dayName(day(10))} to ${dayName(day(11))}). Periods cannot share a night: change its dates or choose others.`,
    );
    expect(await addPeriod({ name: "Fair", first_night: day(12), last_night: day(15), rate_2: "5000" })).toMatchObject({ ok: true });
    // A period saved over its own nights is not an overlap with itself.
    const [own] = await periodRows();
    expect(await addPeriod({ ...shivratri(), first_night: day(9) }, own.id)).toMatchObject({ ok: true });
    expect((await periodRows()).map((row) => [row.name, row.first_night, row.last_night])).toEqual([
      ["Mahashivratri", day(9), day(11)],
      ["Fair", day(12), day(15)],
    ]);
  });

  it("refuse bad fields, a period that is gone, and add once when the form is sent twice", async () => {
    expect(await addPeriod({ name: "", first_night: day(1), last_night: day(2), rate_1: "5000" })).toMatchObject({
      ok: false,
      status: 400,
      fields: { name: "Name the period, for example Shravan or Diwali week" },
    });
    expect(await addPeriod({ name: "Empty", first_night: day(1), last_night: day(2) })).toMatchObject({
      fields: { rates: "Give at least one room type a rate for this period" },
    });
    expect(await addPeriod(shivratri(), 9999)).toMatchObject({ ok: false, status: 404, message: "That rate period no longer exists." });
    const requestKey = key();
    const send = () => rates().savePeriod({ requestKey, staff: reception, now, periodId: null, fields: shivratri() });
    expect(await send()).toEqual({ ok: true, replayed: false });
    expect(await send()).toEqual({ ok: true, replayed: true });
    expect(await periodRows()).toHaveLength(1);
  });

  it("are removed with an audit row, and their nights cost the usual rates again", async () => {
    await addPeriod(shivratri());
    const [period] = await periodRows();
    expect(await rates().deletePeriod({ ...base(), periodId: period.id })).toEqual({ ok: true, replayed: false });
    expect((await suiteFor(day(10), day(12)))?.nightly_rates).toEqual([11000, 11000]);
    expect(await rates().deletePeriod({ ...base(), periodId: period.id })).toMatchObject({ ok: false, status: 404 });
    const audit = await env.DB.prepare("SELECT action FROM desk_audit WHERE subject = 'rates' ORDER BY id").all<{ action: string }>();
    expect(audit.results.map((row) => row.action)).toEqual(["add period", "remove period"]);
    const prices = await env.DB.prepare("SELECT count(*) AS n FROM rate_period_prices").first<{ n: number }>();
    expect(prices?.n).toBe(0);
  });

  it("list those ending tonight or later on the desk, in order", async () => {
    await addPeriod({ name: "Later", first_night: day(30), last_night: day(31), rate_1: "5000" });
    await addPeriod({ name: "Sooner", first_night: today, last_night: today, rate_1: "5000" });
    await env.DB.prepare(
      "INSERT INTO rate_periods (name, first_night, last_night, updated_by, updated_at, created_by_request) VALUES ('Gone', ?, ?, 'x', 'x', 'gone')",
    )
      .bind(addDays(today, -5), addDays(today, -1))
      .run();
    expect((await rates().view(today)).periods.map((period) => period.name)).toEqual(["Sooner", "Later"]);
  });
});

describe("the rates page", () => {
  it("is for staff only, and upstream says the hotel's own system keeps rates", async () => {
    const { loader } = await import("../../app/desk/rates/admin-rates");
    const page = await loadEmbeddedOnlyPage(loader, "/admin/rates");
    expect(page.types.map((type) => type.name)).toEqual(["Deluxe Room", "Super Deluxe Room", "Luxury Room", "Suite Room"]);
  });

  it("answers a refused form with its fields and a 4xx, and a saved one with a redirect", async () => {
    const submit = (fields: Record<string, string>, options: { requestKey?: string } = {}) =>
      postToAction(() => import("../../app/desk/rates/admin-rates"), "/admin/rates", fields, options);
    const refused = (await submit({ intent: "room", room_id: "1", room_price: "abc" })) as unknown as {
      init: { status: number };
      data: { form: string; fields: Record<string, string> };
    };
    expect(refused.init.status).toBe(400);
    expect(refused.data).toMatchObject({ form: "room:1", fields: { room_price: "Enter a whole number" } });
    const saved = (await submit({ intent: "room", room_id: "1", room_price: "4600" })) as Response;
    expect(saved.status).toBe(303);
    expect(saved.headers.get("Location")).toBe("/admin/rates?done=room");
    const incomplete = (await submit({ intent: "room", room_id: "1" }, { requestKey: "" })) as unknown as { init: { status: number } };
    expect(incomplete.init.status).toBe(400);
  });
});
