/**
 * The desk's Channels page (product-rules.md: Channels), through its real route loader and action:
 * only signed-in staff, embedded mode only; the add-feed form's rules, each refusal a 4xx with its
 * message beside its field; regenerating an export address; removing a feed frees its nights.
 */
import { env } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { liveExport } from "~/channels/channel-exports.server";
import { ALERT_AFTER_HOURS } from "~/channels/channel-sync.server";
import { addDays } from "~/domain/hotel-date";
import { readConfig } from "~/server/env.server";
import { incompleteForm } from "../../app/desk/desk-form-post";
import { loader } from "../../app/desk/channels/admin-channels";
import { channelsUpstream } from "../../app/desk/channels/channel-messages";
import { FEED_ALERT_HOURS } from "../../app/desk/channels/feed-health";
import { reception, loadEmbeddedOnlyPage } from "./desk-helpers";
import { clearChannels, feedRow, holdRow, loadChannels, postChannels, roomsFree, unitIdOf } from "./desk-channels-helpers";
import { request } from "./read-harness";
import { embeddedEnv } from "./submission-helpers";
import { quietDayPlus } from "./test-dates";

const today = quietDayPlus(0);
const post = (fields: Record<string, string>, options: { staff?: null; mode?: "upstream"; withoutKey?: boolean } = {}) =>
  postChannels(fields, { today, ...options });
const feedsNamed = async (name: string) =>
  (await env.DB.prepare("SELECT name, url, room_id, unit_id, created_by FROM channel_feeds WHERE name = ? AND removed_at IS NULL").bind(name).all()).results;
const valid = { intent: "add", name: "Booking.com – Suites", channel: "booking_com", url: "https://admin.booking.example/export/suite.ics", target: "4" };

beforeEach(clearChannels);
afterEach(clearChannels);

describe("who may use the Channels page", () => {
  it("refuses a request without a signed-in member of staff (401), and upstream says where calendars are kept (404)", async () => {
    await loadEmbeddedOnlyPage(loader, "/admin/channels");
    await expect(post(valid, { staff: null })).rejects.toMatchObject({ init: { status: 401 } });
    await expect(post(valid, { mode: "upstream" })).rejects.toMatchObject({ init: { status: 404 }, data: channelsUpstream });
    expect(await feedsNamed(valid.name)).toEqual([]);
  });

  it("is signed in by the Worker before React Router runs: no Access sign-in, no page", async () => {
    const response = await request("/admin/channels");
    expect([401, 403, 503]).toContain(response.status);
    expect(await response.text()).not.toContain("Channels");
  });
});

describe("the add-feed form", () => {
  it("adds a feed on a room type, recording who added it; the same form sent twice adds one", async () => {
    const key = crypto.randomUUID();
    const first = await post({ ...valid, request_key: key }, { withoutKey: true });
    expect(first).toMatchObject({ status: 303, location: "/admin/channels?done=added" });
    expect((await post({ ...valid, request_key: key }, { withoutKey: true })).status).toBe(303);
    expect(await feedsNamed(valid.name)).toEqual([
      { name: valid.name, url: valid.url, room_id: 4, unit_id: null, created_by: reception.email },
    ]);
    const page = await loadChannels(today);
    expect(page.feeds.map(({ feed }) => [feed.name, feed.roomTypeName, feed.unitNumber, feed.lastStatus])).toEqual([[valid.name, "Suite Room", null, null]]);
  });

  it("adds a feed on one numbered room of the type", async () => {
    const unit = await unitIdOf("401");
    expect((await post({ ...valid, target: `4:${unit}` })).status).toBe(303);
    expect(await feedsNamed(valid.name)).toMatchObject([{ room_id: 4, unit_id: unit }]);
  });

  it("takes https only: http is refused beside the address (here, off a developer's machine, even on 127.0.0.1)", async () => {
    for (const url of ["http://admin.booking.example/export/suite.ics", "http://127.0.0.1:8788/airbnb.ics", "ftp://calendar.example/x.ics"]) {
      const answer = await post({ ...valid, url });
      expect(answer.status).toBe(422);
      expect(answer.failure).toMatchObject({ form: "add", fields: { url: "The address must start with https://." } });
      expect(answer.failure?.values.url).toBe(url);
    }
    expect((await post({ ...valid, url: "https://192.168.1.5/cal.ics" })).failure?.fields.url).toBe(
      "The address must be on the public internet, not a private or local one.",
    );
    expect(await feedsNamed(valid.name)).toEqual([]);
  });

  it("needs a name of 1 to 60 characters", async () => {
    expect((await post({ ...valid, name: "   " })).failure?.fields).toEqual({ name: "Give the feed a name, such as “Booking.com – Suites”." });
    const long = await post({ ...valid, name: "B".repeat(61) });
    expect(long).toMatchObject({ status: 422, failure: { fields: { name: "Keep the name to 60 characters." } } });
    expect((await post({ ...valid, name: "B".repeat(60) })).status).toBe(303);
  });

  it("refuses a room of another type than the one chosen, and a target that names nothing", async () => {
    const suite401 = await unitIdOf("401");
    const wrong = await post({ ...valid, target: `1:${suite401}` });
    expect(wrong).toMatchObject({ status: 422, failure: { fields: { target: "Choose one of the Deluxe Room rooms, or the type as a whole." } } });
    expect((await post({ ...valid, target: "" })).failure?.fields).toEqual({ target: "Choose a room type or room." });
    expect((await post({ ...valid, target: "99" })).failure?.fields).toEqual({ target: "Choose the room type." });
    expect((await post({ ...valid, channel: "expedia" })).failure?.fields).toEqual({ channel: "Choose the channel." });
    expect(await feedsNamed(valid.name)).toEqual([]);
  });

  it("refuses a form without its one-time key before anything is read", async () => {
    const answer = await post(valid, { withoutKey: true });
    expect(answer).toMatchObject({ status: 400, failure: { form: "", error: incompleteForm } });
  });

  it("refuses the same calendar twice", async () => {
    expect((await post(valid)).status).toBe(303);
    const again = await post({ ...valid, name: "Again" });
    expect(again).toMatchObject({ status: 409, failure: { fields: { url: `This calendar is already imported as “${valid.name}”.` } } });
  });
});

describe("the hotel's export addresses", () => {
  it("lists one per room type and one per numbered room, each on the configured site address", async () => {
    const { exports } = await loadChannels(today);
    const { count } = (await env.DB.prepare("SELECT (SELECT COUNT(*) FROM rooms) + (SELECT COUNT(*) FROM room_units WHERE retired_at IS NULL) AS count").first<{ count: number }>()) ?? { count: 0 };
    expect(exports).toHaveLength(count);
    const siteUrl = readConfig(embeddedEnv()).siteUrl;
    expect(exports.every((entry) => entry.url.startsWith(`${siteUrl}/feeds/ical/`) && entry.url.endsWith(".ics"))).toBe(true);
    expect(exports.find((entry) => entry.kind === "type" && entry.targetId === 4)?.label).toBe("Suite Room (any room)");
  });

  it("regenerate: a new address, the old one stops working at once; the same form twice makes one", async () => {
    const unit = await unitIdOf("401");
    const before = (await loadChannels(today)).exports.find((entry) => entry.kind === "unit" && entry.targetId === unit);
    const oldToken = /\/feeds\/ical\/([^/]+)\.ics$/.exec(before?.url ?? "")?.[1] ?? "";
    expect(await liveExport(env.DB, oldToken)).toEqual({ kind: "unit", targetId: unit });
    const key = crypto.randomUUID();
    const form = { intent: "regenerate", kind: "unit", target_id: String(unit), request_key: key };
    expect(await post(form, { withoutKey: true })).toMatchObject({ status: 303, location: "/admin/channels?done=regenerated" });
    expect((await post(form, { withoutKey: true })).status).toBe(303);
    expect(await liveExport(env.DB, oldToken)).toBeNull();
    const after = (await loadChannels(today)).exports.find((entry) => entry.kind === "unit" && entry.targetId === unit);
    expect(after?.url).not.toBe(before?.url);
    const rows = await env.DB.prepare("SELECT revoked_by FROM channel_exports WHERE kind = 'unit' AND target_id = ? ORDER BY id").bind(unit).all();
    expect(rows.results).toEqual([{ revoked_by: reception.email }, { revoked_by: null }]);
    expect((await loadChannels(today, "?done=regenerated")).done).toBe(
      "New address made. The old address no longer works: give the new one to the channel.",
    );
  });

  it("refuses to regenerate what does not exist", async () => {
    expect((await post({ intent: "regenerate", kind: "floor", target_id: "1" })).status).toBe(400);
    expect(await post({ intent: "regenerate", kind: "unit", target_id: "999999" })).toMatchObject({ status: 404, failure: { form: "regenerate:unit:999999" } });
  });
});

describe("removing a feed", () => {
  it("releases its holds, so their nights are for sale again, and records who removed it", async () => {
    const checkIn = quietDayPlus(5);
    const checkOut = addDays(checkIn, 2);
    const feed = await feedRow({ roomId: 4 });
    await holdRow(feed, { roomId: 4, firstNight: checkIn, untilDate: checkOut });
    const free = await roomsFree(4, checkIn, checkOut);
    expect(await post({ intent: "remove", feed_id: String(feed) })).toMatchObject({ status: 303, location: "/admin/channels?done=removed" });
    expect(await roomsFree(4, checkIn, checkOut)).toBe(free + 1);
    expect(await env.DB.prepare("SELECT removed_by FROM channel_feeds WHERE id = ?").bind(feed).first()).toEqual({ removed_by: reception.email });
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM channel_holds WHERE feed_id = ? AND released_at IS NULL").bind(feed).first()).toEqual({ n: 0 });
    expect((await loadChannels(today)).feeds).toEqual([]);
  });

  it("refuses a feed that does not exist, and an action the page does not know", async () => {
    expect(await post({ intent: "remove", feed_id: "424242" })).toMatchObject({ status: 404, failure: { form: "remove:424242", error: "There is no such feed." } });
    expect(await post({ intent: "fetch", feed_id: "424242" })).toMatchObject({ status: 404, failure: { form: "fetch:424242" } });
    expect(await post({ intent: "explode" })).toMatchObject({ status: 400, failure: { error: "The desk does not know that change." } });
  });
});

describe("a feed failing", () => {
  it("is raised on the page after the same six hours as the hotel's alert e-mail", () => {
    expect(FEED_ALERT_HOURS).toBe(ALERT_AFTER_HOURS);
  });
});
