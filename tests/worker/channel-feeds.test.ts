import { env } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { addFeed, listFeeds, removeFeed, syncLog } from "~/channels/channel-feeds.server";
import { listHolds } from "~/channels/channel-holds.server";
import { syncFeedNow } from "~/channels/channel-sync.server";
import { bookingComFeed } from "./channel-fixtures";
import { calendar, clearChannels, feedOn, formKey, holdsOf, standInFeeds, unitIdOf } from "./channel-helpers";
import { embeddedEnv } from "./read-harness";
import { daysAhead as day } from "./test-dates";

beforeEach(clearChannels);
afterEach(() => vi.restoreAllMocks());

const base = {
  name: "Booking.com suites",
  channel: "booking_com",
  url: "https://admin.booking.com/hotel/hoteladmin/ical.html?t=1",
  roomId: 4,
  unitId: null,
  by: "reception@hotel.example",
  allowLocalHttp: false,
};

describe("adding a channel's calendar (product-rules.md: Channels)", () => {
  it("adds a feed on a room type, once per form, and lists it with who added it", async () => {
    const requestKey = formKey();
    const outcome = await addFeed(env.DB, { ...base, name: "  Booking.com suites  ", requestKey });
    expect(outcome).toMatchObject({ ok: true });
    expect(await addFeed(env.DB, { ...base, requestKey })).toEqual(outcome);
    const feeds = await listFeeds(env.DB);
    expect(feeds).toHaveLength(1);
    expect(feeds[0]).toMatchObject({
      name: "Booking.com suites",
      channel: "booking_com",
      roomId: 4,
      roomTypeName: "Suite Room",
      unitId: null,
      unitNumber: null,
      lastStatus: null,
      lastFetchedAt: null,
      eventsCount: 0,
      createdBy: "reception@hotel.example",
    });
  });

  it("adds a feed on one numbered room of the type", async () => {
    const room401 = await unitIdOf("401");
    await addFeed(env.DB, { ...base, unitId: room401, requestKey: formKey() });
    expect((await listFeeds(env.DB))[0]).toMatchObject({ unitId: room401, unitNumber: "401" });
  });

  it.each([
    ["no name", { name: "  " }, "name", "Give the feed a name, such as “Booking.com – Suites”."],
    ["a name over 60 characters", { name: "x".repeat(61) }, "name", "Keep the name to 60 characters."],
    ["an unknown channel", { channel: "expedia" }, "channel", "Choose the channel."],
    ["http", { url: "http://admin.booking.com/ical.ics" }, "url", "The address must start with https://."],
    ["a private address", { url: "https://192.168.1.20/cal.ics" }, "url", "The address must be on the public internet, not a private or local one."],
    ["the machine itself over http, off a developer's machine", { url: "http://127.0.0.1:9000/cal.ics" }, "url", "The address must start with https://."],
    ["an unknown room type", { roomId: 999 }, "roomId", "Choose the room type."],
  ])("refuses %s with 422 and names the field", async (_name, change, field, message) => {
    expect(await addFeed(env.DB, { ...base, ...change, requestKey: formKey() })).toEqual({ ok: false, status: 422, field, message });
    expect(await listFeeds(env.DB)).toEqual([]);
  });

  it("refuses a room of another type, and a retired room", async () => {
    const room301 = await unitIdOf("301");
    expect(await addFeed(env.DB, { ...base, unitId: room301, requestKey: formKey() })).toEqual({
      ok: false,
      status: 422,
      field: "unitId",
      message: "Choose one of the Suite Room rooms, or the type as a whole.",
    });
    const room404 = await unitIdOf("404");
    await env.DB.prepare("UPDATE room_units SET retired_at = 'x' WHERE id = ?").bind(room404).run();
    try {
      expect(await addFeed(env.DB, { ...base, unitId: room404, requestKey: formKey() })).toMatchObject({ ok: false, status: 422, field: "unitId" });
    } finally {
      await env.DB.prepare("UPDATE room_units SET retired_at = NULL WHERE id = ?").bind(room404).run();
    }
  });

  it("takes a feed on the developer's own machine over http when local http is allowed", async () => {
    expect(await addFeed(env.DB, { ...base, url: "http://127.0.0.1:9000/airbnb.ics", allowLocalHttp: true, requestKey: formKey() })).toMatchObject({ ok: true });
  });

  it("refuses the same calendar twice with 409", async () => {
    await addFeed(env.DB, { ...base, requestKey: formKey() });
    expect(await addFeed(env.DB, { ...base, name: "Again", requestKey: formKey() })).toEqual({
      ok: false,
      status: 409,
      field: "url",
      message: "This calendar is already imported as “Booking.com suites”.",
    });
  });
});

describe("removing a feed", () => {
  it("releases its holds, keeps who removed it, and a second send changes nothing", async () => {
    standInFeeds({ [base.url]: () => calendar(bookingComFeed([{ uid: "b1@booking.com", start: day(12), end: day(14), summary: "CLOSED - Not available" }])) });
    const feedId = await feedOn({ url: base.url, roomId: 4 });
    await syncFeedNow(embeddedEnv, feedId, new Date());
    expect(await listHolds(env.DB, day(12), day(14))).toHaveLength(1);
    expect((await syncLog(env.DB, feedId))[0]).toMatchObject({ status: "ok", events: 1 });
    const request = { feedId, by: "manager@hotel.example", requestKey: formKey() };
    expect(await removeFeed(env.DB, request)).toEqual({ ok: true, id: feedId });
    expect(await removeFeed(env.DB, request)).toEqual({ ok: true, id: feedId });
    expect(await listFeeds(env.DB)).toEqual([]);
    expect(await listHolds(env.DB, day(12), day(14))).toEqual([]);
    expect((await holdsOf(feedId))[0]?.released_at).not.toBeNull();
    const row = await env.DB.prepare("SELECT removed_by FROM channel_feeds WHERE id = ?").bind(feedId).first<{ removed_by: string }>();
    expect(row?.removed_by).toBe("manager@hotel.example");
    // The address can be added again once removed.
    expect(await addFeed(env.DB, { ...base, requestKey: formKey() })).toMatchObject({ ok: true });
  });

  it("answers 404 for a feed that does not exist, and for Fetch now on it", async () => {
    expect(await removeFeed(env.DB, { feedId: 424_242, by: "x", requestKey: formKey() })).toMatchObject({ ok: false, status: 404 });
    expect(await syncFeedNow(embeddedEnv, 424_242, new Date())).toMatchObject({ ok: false, status: 404 });
  });
});

describe("the desk's list of holds", () => {
  it("shows holds on any night of the span, with their feed and channel, and the booking a hold became", async () => {
    const room401 = await unitIdOf("401");
    standInFeeds({
      [base.url]: () =>
        calendar(
          bookingComFeed([
            { uid: "b1@booking.com", start: day(12), end: day(14), summary: "CLOSED - Not available" },
            { uid: "b2@booking.com", start: day(20), end: day(21), summary: "CLOSED - Not available" },
          ]),
        ),
    });
    const feedId = await feedOn({ url: base.url, roomId: 4, unitId: room401, name: "BDC 401" });
    await syncFeedNow(embeddedEnv, feedId, new Date());
    const holds = await listHolds(env.DB, day(13), day(20));
    expect(holds).toEqual([
      {
        id: expect.any(Number),
        feedId,
        feedName: "BDC 401",
        channel: "booking_com",
        roomId: 4,
        roomTypeName: "Suite Room",
        unitId: room401,
        unitNumber: "401",
        firstNight: day(12),
        untilDate: day(14),
        summary: "CLOSED - Not available",
        conflictNote: null,
        conflictFoundAt: null,
        bookingReference: null,
      },
    ]);
  });
});
