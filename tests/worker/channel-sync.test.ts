import { env } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { syncLog } from "~/channels/channel-feeds.server";
import { syncDueFeeds, syncFeedNow } from "~/channels/channel-sync.server";
import { addDays, todayInHotel } from "~/domain/hotel-date";
import { airbnbFeed, bookingComFeed } from "./channel-fixtures";
import { calendar, clearChannels, feedOn, holdsOf, standInFeeds } from "./channel-helpers";
import { embeddedEnv } from "./read-harness";
import { daysAhead as day } from "./test-dates";

const BDC = "https://admin.booking.com/hotel/hoteladmin/ical.html?t=4f1c9e";
const AIRBNB = "https://www.airbnb.co.in/calendar/ical/81234567.ics?s=9a8b7c";

beforeEach(clearChannels);
afterEach(() => vi.restoreAllMocks());

const feedRow = (id: number) =>
  env.DB.prepare("SELECT last_status, last_error, events_count, failing_since, alerted_at, etag FROM channel_feeds WHERE id = ?")
    .bind(id)
    .first<{ last_status: string | null; last_error: string; events_count: number; failing_since: string | null; alerted_at: string | null; etag: string | null }>();

const live = (holds: Awaited<ReturnType<typeof holdsOf>>) => holds.filter((hold) => hold.released_at === null);

describe("importing a channel's calendar (product-rules.md: Channels)", () => {
  it("turns each event into a hold on the feed's room type, keyed by its UID, with only its summary", async () => {
    let text = airbnbFeed([
      { uid: "a1@airbnb.com", start: day(5), end: day(7), summary: "Reserved" },
      { uid: "a2@airbnb.com", start: day(20), end: day(23), summary: "Airbnb (Not available)" },
    ]);
    standInFeeds({ [AIRBNB]: () => calendar(text) });
    const feedId = await feedOn({ url: AIRBNB, roomId: 3, channel: "airbnb", name: "Airbnb luxury" });
    expect(await syncFeedNow(embeddedEnv, feedId, new Date())).toEqual({ ok: true, id: feedId });
    const holds = await holdsOf(feedId);
    expect(holds.map((hold) => [hold.event_uid, hold.first_night, hold.until_date, hold.summary, hold.unit_id, hold.released_at])).toEqual([
      ["a1@airbnb.com", day(5), day(7), "Reserved", null, null],
      ["a2@airbnb.com", day(20), day(23), "Airbnb (Not available)", null, null],
    ]);
    // Airbnb's description (reservation link, phone digits) is never kept.
    expect(JSON.stringify(holds)).not.toContain("4821");
    expect(await feedRow(feedId)).toMatchObject({ last_status: "ok", last_error: "", events_count: 2, failing_since: null });
    expect((await syncLog(env.DB, feedId)).map((row) => [row.status, row.events, row.error])).toEqual([["ok", 2, ""]]);

    // The same events again change nothing: the same rows, still in force.
    await syncFeedNow(embeddedEnv, feedId, new Date());
    const again = await holdsOf(feedId);
    expect(again.map((hold) => [hold.id, hold.released_at])).toEqual(holds.map((hold) => [hold.id, null]));

    // a1 moves two nights later; a2 disappears; a3 is new.
    text = airbnbFeed([
      { uid: "a1@airbnb.com", start: day(7), end: day(9), summary: "Reserved" },
      { uid: "a3@airbnb.com", start: day(30), end: day(31), summary: "Reserved" },
    ]);
    await syncFeedNow(embeddedEnv, feedId, new Date());
    const after = await holdsOf(feedId);
    const moved = after.find((hold) => hold.event_uid === "a1@airbnb.com");
    expect(moved).toMatchObject({ id: holds[0]?.id, first_night: day(7), until_date: day(9), released_at: null });
    expect(after.find((hold) => hold.event_uid === "a2@airbnb.com")?.released_at).not.toBeNull();
    expect(live(after).map((hold) => hold.event_uid)).toEqual(["a1@airbnb.com", "a3@airbnb.com"]);
  });

  it("releases a hold whose event is cancelled, and lets the UID come back later as a new hold", async () => {
    let status: string | undefined = "CONFIRMED";
    standInFeeds({ [BDC]: () => calendar(bookingComFeed([{ uid: "b1@booking.com", start: day(12), end: day(14), summary: "CLOSED - Not available", status }])) });
    const feedId = await feedOn({ url: BDC, roomId: 4 });
    await syncFeedNow(embeddedEnv, feedId, new Date());
    expect(live(await holdsOf(feedId))).toHaveLength(1);
    status = "CANCELLED";
    await syncFeedNow(embeddedEnv, feedId, new Date());
    expect(live(await holdsOf(feedId))).toHaveLength(0);
    status = undefined;
    await syncFeedNow(embeddedEnv, feedId, new Date());
    const holds = await holdsOf(feedId);
    expect(holds).toHaveLength(2);
    expect(live(holds)).toHaveLength(1);
  });

  it("keeps a hold that spans a night the type is closed on: the channel sold it all the same", async () => {
    await env.DB.prepare("INSERT INTO closed_nights (room_id, night, closed_by, closed_at) VALUES (4, ?, 'test', 'test')").bind(day(13)).run();
    standInFeeds({ [BDC]: () => calendar(bookingComFeed([{ uid: "b1@booking.com", start: day(12), end: day(15), summary: "CLOSED - Not available" }])) });
    const feedId = await feedOn({ url: BDC, roomId: 4 });
    await syncFeedNow(embeddedEnv, feedId, new Date());
    expect(live(await holdsOf(feedId)).map((hold) => [hold.first_night, hold.until_date, hold.conflict_note])).toEqual([[day(12), day(15), null]]);
  });

  it("ignores stays that ended before today", async () => {
    const today = todayInHotel(new Date());
    standInFeeds({ [BDC]: () => calendar(bookingComFeed([{ uid: "old@booking.com", start: addDays(today, -5), end: addDays(today, -2), summary: "CLOSED - Not available" }])) });
    const feedId = await feedOn({ url: BDC, roomId: 4 });
    await syncFeedNow(embeddedEnv, feedId, new Date());
    expect(await holdsOf(feedId)).toEqual([]);
    expect(await feedRow(feedId)).toMatchObject({ last_status: "ok", events_count: 0 });
  });

  it("asks again with the feed's ETag and keeps the holds when the channel answers 304 Not Modified", async () => {
    const { requests } = standInFeeds({
      [BDC]: (request) =>
        request.headers.get("if-none-match") === '"v1"'
          ? new Response(null, { status: 304 })
          : calendar(bookingComFeed([{ uid: "b1@booking.com", start: day(12), end: day(14), summary: "CLOSED - Not available" }]), {
              ETag: '"v1"',
              "Last-Modified": "Fri, 27 Nov 2026 06:00:00 GMT",
            }),
    });
    const feedId = await feedOn({ url: BDC, roomId: 4 });
    await syncFeedNow(embeddedEnv, feedId, new Date());
    await syncFeedNow(embeddedEnv, feedId, new Date());
    expect(requests[1]?.headers.get("if-none-match")).toBe('"v1"');
    expect(requests[1]?.headers.get("if-modified-since")).toBe("Fri, 27 Nov 2026 06:00:00 GMT");
    expect(live(await holdsOf(feedId))).toHaveLength(1);
    expect(await feedRow(feedId)).toMatchObject({ last_status: "not_modified", etag: '"v1"' });
    expect((await syncLog(env.DB, feedId)).map((row) => row.status)).toEqual(["not_modified", "ok"]);
  });

  it("never brings back its own export (no echo)", async () => {
    const host = new URL(embeddedEnv.SITE_URL || "http://localhost:8787").host;
    standInFeeds({
      [BDC]: () =>
        calendar(
          bookingComFeed([
            { uid: `unit-9-${day(12)}@${host}`, start: day(12), end: day(14), summary: "Not available" },
            { uid: "b2@booking.com", start: day(20), end: day(21), summary: "CLOSED - Not available" },
          ]),
        ),
    });
    const feedId = await feedOn({ url: BDC, roomId: 4 });
    await syncFeedNow(embeddedEnv, feedId, new Date());
    expect((await holdsOf(feedId)).map((hold) => hold.event_uid)).toEqual(["b2@booking.com"]);
  });
});

describe("a feed that cannot be read leaves its holds as they were", () => {
  async function feedWithOneHold(route: { current: () => Response | Promise<Response> }) {
    standInFeeds({ [BDC]: () => route.current() });
    const feedId = await feedOn({ url: BDC, roomId: 4 });
    await syncFeedNow(embeddedEnv, feedId, new Date());
    expect(live(await holdsOf(feedId))).toHaveLength(1);
    return feedId;
  }
  const good = () => calendar(bookingComFeed([{ uid: "b1@booking.com", start: day(12), end: day(14), summary: "CLOSED - Not available" }]));

  it.each([
    ["malformed", () => calendar("BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDTSTART;VALUE=DATE:notadate\r\n"), /^Not an iCalendar file|^Could not read the feed/],
    ["an HTML sign-in page", () => new Response("<!doctype html><title>Sign in</title>", { headers: { "Content-Type": "text/html" } }), /^Not an iCalendar file/],
    ["a 500", () => new Response("oops", { status: 500 }), /^The channel answered HTTP 500\.$/],
    ["unreachable", () => Promise.reject(new TypeError("Network connection lost.")), /^Could not reach the channel: Network connection lost\.$/],
    [
      "larger than 1 MB (by its Content-Length)",
      () => calendar(`BEGIN:VCALENDAR\r\n${"X-PAD:".padEnd(1024 * 1024, "x")}\r\nEND:VCALENDAR\r\n`),
      /^The feed is larger than 1 MB\.$/,
    ],
  ])("%s: failed, with a short reason, holds kept", async (_name, bad, reason) => {
    const route = { current: good as () => Response | Promise<Response> };
    const feedId = await feedWithOneHold(route);
    route.current = bad;
    await syncFeedNow(embeddedEnv, feedId, new Date());
    expect(live(await holdsOf(feedId))).toHaveLength(1);
    const row = await feedRow(feedId);
    expect(row?.last_status).toBe("failed");
    expect(row?.last_error).toMatch(reason);
    expect(row?.last_error.length).toBeLessThanOrEqual(300);
    expect((await syncLog(env.DB, feedId))[0]).toMatchObject({ status: "failed", events: 0 });
  });

  it("refuses a streamed body past 1 MB even without a Content-Length", async () => {
    const route = { current: good as () => Response | Promise<Response> };
    const feedId = await feedWithOneHold(route);
    let sent = 0;
    route.current = () =>
      new Response(
        new ReadableStream({
          pull(controller) {
            // 64 KB at a time, forever: the reader must stop at 1 MB.
            sent += 65_536;
            controller.enqueue(new Uint8Array(65_536).fill(65));
          },
        }),
        { headers: { "Content-Type": "text/calendar" } },
      );
    await syncFeedNow(embeddedEnv, feedId, new Date());
    expect((await feedRow(feedId))?.last_error).toBe("The feed is larger than 1 MB.");
    expect(sent).toBeLessThan(2 * 1024 * 1024);
    expect(live(await holdsOf(feedId))).toHaveLength(1);
  });

  it("gives up on a slow channel at the timeout", async () => {
    const route = { current: good as () => Response | Promise<Response> };
    const feedId = await feedWithOneHold(route);
    const { spy } = standInFeeds({});
    spy.mockImplementation(
      (_input, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener("abort", () => reject(init.signal?.reason));
        }),
    );
    const started = Date.now();
    await syncFeedNow(embeddedEnv, feedId, new Date(), { timeoutMs: 200 });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect((await feedRow(feedId))?.last_status).toBe("failed");
    expect((await feedRow(feedId))?.last_error).toMatch(/^No answer within/);
    expect(live(await holdsOf(feedId))).toHaveLength(1);
  });

  it("refuses a redirect to a private address, and follows one to a public https address", async () => {
    const elsewhere = "https://ical.booking.com/v1/export?t=4f1c9e";
    const route = { current: good as () => Response | Promise<Response> };
    standInFeeds({ [BDC]: () => route.current(), [elsewhere]: good });
    const feedId = await feedOn({ url: BDC, roomId: 4 });
    route.current = () => new Response(null, { status: 302, headers: { Location: "http://169.254.169.254/latest/meta-data" } });
    await syncFeedNow(embeddedEnv, feedId, new Date());
    expect((await feedRow(feedId))?.last_error).toMatch(/^Redirected to an address the hotel does not fetch/);
    route.current = () => new Response(null, { status: 301, headers: { Location: elsewhere } });
    await syncFeedNow(embeddedEnv, feedId, new Date());
    expect(await feedRow(feedId)).toMatchObject({ last_status: "ok", events_count: 1 });
  });

  it("alerts the hotel once when a feed has failed for six hours, and again only after a new failing spell", async () => {
    let ok = false;
    standInFeeds({ [BDC]: () => (ok ? good() : new Response("down", { status: 503 })) });
    const feedId = await feedOn({ url: BDC, roomId: 4 });
    const start = new Date();
    const at = (hours: number) => new Date(start.getTime() + hours * 3_600_000);
    const alerts = async () =>
      (await env.DB.prepare("SELECT subject FROM mail_outbox WHERE kind = 'channel-feed-failing-hotel'").all<{ subject: string }>()).results;
    await syncFeedNow(embeddedEnv, feedId, at(0));
    await syncFeedNow(embeddedEnv, feedId, at(5.9));
    expect(await alerts()).toEqual([]);
    expect((await feedRow(feedId))?.failing_since).toBe(at(0).toISOString());
    await syncFeedNow(embeddedEnv, feedId, at(6));
    await syncFeedNow(embeddedEnv, feedId, at(6.25));
    await syncFeedNow(embeddedEnv, feedId, at(9));
    expect(await alerts()).toEqual([{ subject: "Calendar not read for 6 hours: Booking.com suites" }]);
    ok = true;
    await syncFeedNow(embeddedEnv, feedId, at(10));
    expect(await feedRow(feedId)).toMatchObject({ failing_since: null, alerted_at: null });
    ok = false;
    await syncFeedNow(embeddedEnv, feedId, at(11));
    await syncFeedNow(embeddedEnv, feedId, at(17));
    expect(await alerts()).toHaveLength(2);
  });

  it("refuses a feed with more than 500 stays to come as broken, and reads one with 500", async () => {
    let count = 501;
    const events = () => Array.from({ length: count }, (_, n) => ({ uid: `e${n}@booking.com`, start: day(n % 300), end: day((n % 300) + 1), summary: "CLOSED - Not available" }));
    standInFeeds({ [BDC]: () => calendar(bookingComFeed(events())) });
    const feedId = await feedOn({ url: BDC, roomId: 1 });
    await syncFeedNow(embeddedEnv, feedId, new Date());
    expect(await feedRow(feedId)).toMatchObject({ last_status: "failed", last_error: "The feed has more than 500 stays to come." });
    expect(await holdsOf(feedId)).toEqual([]);
    count = 500;
    await syncFeedNow(embeddedEnv, feedId, new Date());
    expect(await feedRow(feedId)).toMatchObject({ last_status: "ok", events_count: 500 });
  }, 60_000);

  it("keeps the last 50 fetches in the feed's log", async () => {
    standInFeeds({ [BDC]: () => new Response(null, { status: 304 }) });
    const feedId = await feedOn({ url: BDC, roomId: 4 });
    for (let round = 0; round < 53; round++) await syncFeedNow(embeddedEnv, feedId, new Date());
    const { n } = (await env.DB.prepare("SELECT COUNT(*) AS n FROM channel_sync_log WHERE feed_id = ?").bind(feedId).first<{ n: number }>()) ?? { n: 0 };
    expect(n).toBe(50);
  }, 60_000);
});

describe("the Cron job's part", () => {
  it("fetches only feeds in use last fetched 15 minutes ago or more, each once", async () => {
    const { requests } = standInFeeds({ [BDC]: () => new Response(null, { status: 304 }), [AIRBNB]: () => new Response(null, { status: 304 }) });
    const due = await feedOn({ url: BDC, roomId: 4 });
    const recent = await feedOn({ url: AIRBNB, roomId: 3, channel: "airbnb" });
    const now = new Date();
    await env.DB.batch([
      env.DB.prepare("UPDATE channel_feeds SET last_fetched_at = ? WHERE id = ?").bind(new Date(now.getTime() - 15 * 60_000).toISOString(), due),
      env.DB.prepare("UPDATE channel_feeds SET last_fetched_at = ? WHERE id = ?").bind(new Date(now.getTime() - 14 * 60_000).toISOString(), recent),
    ]);
    expect(await syncDueFeeds(embeddedEnv, now)).toBe(1);
    expect(requests.map((request) => request.url)).toEqual([BDC]);
    // Fetched now: not due again for 15 minutes.
    expect(await syncDueFeeds(embeddedEnv, new Date(now.getTime() + 60_000))).toBe(1);
    expect(requests.map((request) => request.url)).toEqual([BDC, AIRBNB]);
    expect(await syncDueFeeds(embeddedEnv, new Date(now.getTime() + 2 * 60_000))).toBe(0);
  });

  it("fetches at most 10 feeds a minute, those waiting longest (or never fetched) first", async () => {
    const routes: Record<string, () => Response> = {};
    for (let n = 0; n < 12; n++) routes[`https://ical.example.com/${n}.ics`] = () => new Response(null, { status: 304 });
    const { requests } = standInFeeds(routes);
    const ids: number[] = [];
    for (let n = 0; n < 12; n++) ids.push(await feedOn({ url: `https://ical.example.com/${n}.ics`, roomId: 1, name: `Feed ${n}` }));
    const now = new Date();
    // Feed 0 was fetched an hour ago, the rest never.
    await env.DB.prepare("UPDATE channel_feeds SET last_fetched_at = ? WHERE id = ?").bind(new Date(now.getTime() - 3_600_000).toISOString(), ids[0]).run();
    expect(await syncDueFeeds(embeddedEnv, now)).toBe(10);
    expect(requests.map((request) => request.url)).toEqual(Array.from({ length: 10 }, (_, n) => `https://ical.example.com/${n + 1}.ics`));
    expect(await syncDueFeeds(embeddedEnv, now)).toBe(2);
  });

  it("does nothing when the hotel's own system keeps the book", async () => {
    standInFeeds({});
    await feedOn({ url: BDC, roomId: 4 });
    expect(await syncDueFeeds({ ...embeddedEnv, ADMIN_API_URL: "http://admin.test" } as Cloudflare.Env, new Date())).toBe(0);
  });
});
