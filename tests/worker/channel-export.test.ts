import { env } from "cloudflare:test";
import ICAL from "ical.js";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { listExports, regenerateExport } from "~/channels/channel-exports.server";
import { syncFeedNow } from "~/channels/channel-sync.server";
import { addDays, todayInHotel } from "~/domain/hotel-date";
import { bookRooms } from "./booked-rooms";
import { calendar, clearChannels, feedOn, formKey, holdsOf, standInFeeds, unitIdOf } from "./channel-helpers";
import { seedBooking } from "./desk-helpers";
import { embeddedEnv, request, upstreamEnv } from "./read-harness";

beforeEach(clearChannels);
afterEach(() => vi.restoreAllMocks());

const SITE = "http://localhost:8787";
const today = todayInHotel(new Date());
const day = (n: number) => addDays(today, n);

async function exportPath(kind: "unit" | "type", targetId: number): Promise<string> {
  const found = (await listExports(env.DB, SITE)).find((row) => row.kind === kind && row.targetId === targetId);
  if (!found) throw new Error("no export");
  return new URL(found.url).pathname;
}

/** The feed's events read back with ical.js, as a channel reads them. */
function eventsOf(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents("vevent").map((vevent) => {
    const event = new ICAL.Event(vevent);
    return { uid: event.uid, start: event.startDate.toString(), end: event.endDate.toString(), allDay: event.startDate.isDate, summary: event.summary };
  });
}

describe("the export addresses (product-rules.md: Channels)", () => {
  it("lists one secret address per room type and per numbered room in service, from the site address, the same each time", async () => {
    const first = await listExports(env.DB, SITE);
    const { n: units } = (await env.DB.prepare("SELECT COUNT(*) AS n FROM room_units WHERE retired_at IS NULL").first<{ n: number }>()) ?? { n: 0 };
    const { n: types } = (await env.DB.prepare("SELECT COUNT(*) AS n FROM rooms").first<{ n: number }>()) ?? { n: 0 };
    expect(first).toHaveLength(units + types);
    for (const row of first) expect(row.url).toMatch(/^http:\/\/localhost:8787\/feeds\/ical\/[A-Za-z0-9_-]{32}\.ics$/);
    expect(new Set(first.map((row) => row.url)).size).toBe(first.length);
    expect(first.find((row) => row.kind === "unit" && row.targetId === 0)).toBeUndefined();
    expect(first.find((row) => row.kind === "type" && row.targetId === 4)?.label).toBe("Suite Room (any room)");
    expect(first.find((row) => row.kind === "unit" && row.label === "Suite Room · Room 401")).toBeDefined();
    expect(await listExports(env.DB, SITE)).toEqual(first);
  });

  it("answers 404 for an unknown token, and for a regenerated one; the new address answers", async () => {
    expect((await request("/feeds/ical/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics")).status).toBe(404);
    expect((await request("/feeds/ical/short.ics")).status).toBe(404);
    const old = await exportPath("type", 4);
    expect((await request(old)).status).toBe(200);
    const key = formKey();
    const outcome = await regenerateExport(env.DB, { kind: "type", targetId: 4, by: "reception@hotel.example", requestKey: key });
    expect(outcome.ok).toBe(true);
    // The same form twice makes one new address.
    expect(await regenerateExport(env.DB, { kind: "type", targetId: 4, by: "reception@hotel.example", requestKey: key })).toEqual(outcome);
    expect((await request(old)).status).toBe(404);
    const fresh = await exportPath("type", 4);
    expect(fresh).not.toBe(old);
    expect((await request(fresh)).status).toBe(200);
    expect(await regenerateExport(env.DB, { kind: "unit", targetId: 999_999, by: "x", requestKey: formKey() })).toMatchObject({ ok: false, status: 404 });
    expect(await regenerateExport(env.DB, { kind: "room", targetId: 4, by: "x", requestKey: formKey() })).toMatchObject({ ok: false, status: 400 });
  });

  it("is off when the hotel's own system keeps the book", async () => {
    const path = await exportPath("type", 4);
    expect((await request(path, {}, upstreamEnv)).status).toBe(404);
  });
});

describe("a numbered room's export", () => {
  it("lists every night it cannot be sold, merged into all-day events with no guest data", async () => {
    const room401 = await unitIdOf("401");
    // A pending stay in 401 on nights 2–3, a repair on night 4 (joins it), the type closed on 10, another channel's hold on 401 on 20–21.
    await seedBooking({ reference: "K7Q2M9XD", status: "pending", checkIn: day(2), checkOut: day(4), guestName: "Asha Verma", rooms: [{ roomId: 4 }] });
    await env.DB.prepare(
      `INSERT INTO room_unit_nights (unit_id, night, booking_room_id)
       SELECT ?1, value, (SELECT br.id FROM booking_rooms AS br JOIN bookings AS b ON b.id = br.booking_id WHERE b.reference = 'K7Q2M9XD') FROM json_each(?2)`,
    )
      .bind(room401, JSON.stringify([day(2), day(3)]))
      .run();
    await env.DB.prepare("INSERT INTO room_unit_blocks (unit_id, first_night, until_date, reason, created_by, created_at) VALUES (?, ?, ?, 'Paint', 't', 't')").bind(room401, day(4), day(5)).run();
    await env.DB.prepare("INSERT INTO room_unit_nights (unit_id, night, block_id) VALUES (?, ?, (SELECT MAX(id) FROM room_unit_blocks))").bind(room401, day(4)).run();
    await env.DB.prepare("INSERT INTO closed_nights (room_id, night, closed_by, closed_at) VALUES (4, ?, 't', 't')").bind(day(10)).run();
    const feedId = await feedOn({ url: "https://www.airbnb.co.in/calendar/ical/1.ics", roomId: 4, unitId: room401, channel: "airbnb" });
    await env.DB.prepare(
      "INSERT INTO channel_holds (feed_id, event_uid, room_id, unit_id, first_night, until_date, summary, seen_at) VALUES (?, 'r@airbnb.com', 4, ?, ?, ?, 'Reserved', 't')",
    )
      .bind(feedId, room401, day(20), day(22))
      .run();
    // Another room's stay is not 401's.
    await bookRooms(4, day(30), day(31), { status: "confirmed" });

    const response = await request(await exportPath("unit", room401));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("private, max-age=300");
    const text = await response.text();
    expect(text).toContain(`DTSTART;VALUE=DATE:${day(2).replace(/-/g, "")}`);
    expect(text).toContain("PRODID:-//Narmada Riverside Resort//Channel calendar//EN");
    expect(text).not.toMatch(/Asha|K7Q2M9XD|Reserved|Paint|airbnb/i);
    expect(eventsOf(text)).toEqual([
      { uid: `unit-${room401}-${day(2)}@localhost:8787`, start: day(2), end: day(5), allDay: true, summary: "Not available" },
      { uid: `unit-${room401}-${day(10)}@localhost:8787`, start: day(10), end: day(11), allDay: true, summary: "Not available" },
      { uid: `unit-${room401}-${day(20)}@localhost:8787`, start: day(20), end: day(22), allDay: true, summary: "Not available" },
    ]);
    expect(text).toMatch(/DTSTAMP:\d{8}T\d{6}Z/);
  });

  it("is busy when no room of its type is free, even with no stay of its own", async () => {
    await bookRooms(4, day(6), day(7), { count: 4, status: "confirmed" });
    const text = await (await request(await exportPath("unit", await unitIdOf("403")))).text();
    expect(eventsOf(text).map((event) => [event.start, event.end])).toEqual([[day(6), day(7)]]);
  });
});

describe("a room type's export", () => {
  it("is busy only on nights no room of the type is free, or the type is closed", async () => {
    await bookRooms(4, day(5), day(7), { count: 4, status: "confirmed" });
    await bookRooms(4, day(8), day(9), { count: 3, status: "confirmed" });
    await bookRooms(4, day(9), day(10), { count: 3, status: "pending" });
    const feedId = await feedOn({ url: "https://admin.booking.com/ical/4.ics", roomId: 4 });
    await env.DB.prepare(
      "INSERT INTO channel_holds (feed_id, event_uid, room_id, first_night, until_date, summary, seen_at) VALUES (?, 'b@booking.com', 4, ?, ?, 'CLOSED - Not available', 't')",
    )
      .bind(feedId, day(9), day(10))
      .run();
    await env.DB.prepare("INSERT INTO closed_nights (room_id, night, closed_by, closed_at) VALUES (4, ?, 't', 't')").bind(day(12)).run();
    // A night already over is not exported.
    await bookRooms(4, day(-3), day(-1), { count: 4, status: "confirmed" });
    const text = await (await request(await exportPath("type", 4))).text();
    expect(eventsOf(text).map((event) => [event.uid, event.start, event.end])).toEqual([
      [`type-4-${day(5)}@localhost:8787`, day(5), day(7)],
      [`type-4-${day(9)}@localhost:8787`, day(9), day(10)],
      [`type-4-${day(12)}@localhost:8787`, day(12), day(13)],
    ]);
  });

  it("covers today to a year ahead: the 365th night from today is in, the 366th is not", async () => {
    await bookRooms(4, day(0), day(1), { count: 4, status: "confirmed" });
    await bookRooms(4, day(364), day(366), { count: 4, status: "confirmed" });
    const text = await (await request(await exportPath("type", 4))).text();
    expect(eventsOf(text).map((event) => [event.start, event.end])).toEqual([
      [day(0), day(1)],
      [day(364), day(365)],
    ]);
  });

  it("sends an ETag and answers 304 to a channel that already has this text", async () => {
    const path = await exportPath("type", 4);
    const first = await request(path);
    const etag = first.headers.get("etag") ?? "";
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    const again = await request(path, { headers: { "If-None-Match": etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    await bookRooms(4, day(5), day(6), { count: 4, status: "confirmed" });
    const changed = await request(path, { headers: { "If-None-Match": etag } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get("etag")).not.toBe(etag);
  });

  it("uses the configured site address in its UIDs, never the request's Host", async () => {
    const path = await exportPath("type", 4);
    await bookRooms(4, day(5), day(6), { count: 4, status: "confirmed" });
    const text = await (await request(path, { headers: { Host: "evil.example" } }, { ...embeddedEnv, SITE_URL: "https://www.narmadariversideresort.com" })).text();
    expect(text).toContain(`UID:type-4-${day(5)}@www.narmadariversideresort.com`);
    expect(text).not.toContain("evil.example");
  });
});

describe("no echo", () => {
  it("a channel that sends our own export back adds no hold", async () => {
    await bookRooms(4, day(5), day(7), { count: 4, status: "confirmed" });
    const ours = await (await request(await exportPath("type", 4))).text();
    expect(eventsOf(ours)).toHaveLength(1);
    const url = "https://admin.booking.com/hotel/hoteladmin/ical.html?t=echo";
    standInFeeds({ [url]: () => calendar(ours) });
    const feedId = await feedOn({ url, roomId: 4 });
    await syncFeedNow(embeddedEnv, feedId, new Date());
    expect(await holdsOf(feedId)).toEqual([]);
    // Even re-served under a channel's own PRODID, our UIDs give it away.
    const reserved = ours.replace(/PRODID:[^\r\n]*/, "PRODID:-//admin.booking.com//EN");
    standInFeeds({ [url]: () => calendar(reserved) });
    await syncFeedNow(embeddedEnv, feedId, new Date());
    expect(await holdsOf(feedId)).toEqual([]);
  });
});
