import { env } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { hotel } from "~/content/hotel";
import { clearConflict, listHolds, openConflicts } from "~/channels/channel-holds.server";
import { spanWords } from "~/channels/channel-messages";
import { syncFeedNow } from "~/channels/channel-sync.server";
import { airbnbFeed, bookingComFeed, type FixtureEvent } from "./channel-fixtures";
import { calendar, clearChannels, feedOn, formKey, holdsOf, standInFeeds, unitIdOf } from "./channel-helpers";
import { seedBooking } from "./desk-helpers";
import { embeddedEnv } from "./read-harness";
import { daysAhead as day } from "./test-dates";

const BDC = "https://admin.booking.com/hotel/hoteladmin/ical.html?t=77aa";
const AIRBNB = "https://www.airbnb.co.in/calendar/ical/401.ics?s=k";

beforeEach(clearChannels);
afterEach(() => vi.restoreAllMocks());

const conflictMail = async () =>
  (
    await env.DB.prepare("SELECT subject, text_body AS text, to_address AS address FROM mail_outbox WHERE kind = 'channel-conflict-hotel' ORDER BY id").all<{ subject: string; text: string; address: string }>()
  ).results;

/** Puts a booked room in numbered room `unitId` for [from, until), as check-in's room assignment does. */
async function sleepIn(reference: string, unitId: number, from: string, until: string) {
  await env.DB.prepare(
    `WITH RECURSIVE stay(night) AS (SELECT ?1 UNION ALL SELECT date(night, '+1 day') FROM stay WHERE date(night, '+1 day') < ?2)
     INSERT INTO room_unit_nights (unit_id, night, booking_room_id)
     SELECT ?3, night, (SELECT br.id FROM booking_rooms AS br JOIN bookings AS b ON b.id = br.booking_id WHERE b.reference = ?4 LIMIT 1) FROM stay`,
  )
    .bind(from, until, unitId, reference)
    .run();
}

describe("conflicts: a channel's hold on a night the site already sold (product-rules.md: Channels)", () => {
  it("records a type feed's hold past the type's rooms, names the bookings, and mails the hotel once", async () => {
    await seedBooking({ reference: "K7Q2M9XD", status: "confirmed", checkIn: day(12), checkOut: day(14), rooms: [{ roomId: 4 }, { roomId: 4 }, { roomId: 4 }] });
    await seedBooking({ reference: "P3R8T2WQ", status: "pending", checkIn: day(13), checkOut: day(15), rooms: [{ roomId: 4 }] });
    let events: FixtureEvent[] = [{ uid: "b1@booking.com", start: day(12), end: day(14), summary: "CLOSED - Not available" }];
    standInFeeds({ [BDC]: () => calendar(bookingComFeed(events)) });
    const feedId = await feedOn({ url: BDC, roomId: 4 });
    await syncFeedNow(embeddedEnv, feedId, new Date());

    // Night 12 holds 3 + the hold = 4 of 4 suites; night 13 holds 4 + the hold = 5: a conflict.
    const [hold] = await holdsOf(feedId);
    const note = `Booking.com holds a Suite Room on ${spanWords(day(12), day(14))}; the site sold every Suite Room then (K7Q2M9XD, P3R8T2WQ)`;
    expect(hold?.conflict_note).toBe(note);
    expect(hold?.released_at).toBeNull();
    const mail = await conflictMail();
    expect(mail).toHaveLength(1);
    expect(mail[0]?.subject).toBe(`Double booking: ${note}`);
    expect(mail[0]?.text).toContain(note);
    expect(mail[0]?.address).toBe(hotel.emails.reservations);
    // No guest's name or contact goes into the hotel's alert beyond the booking references.
    expect(mail[0]?.text).not.toContain("Asha");

    const conflicts = await openConflicts(env.DB);
    expect(conflicts.map((row) => [row.id, row.conflictNote, row.channel, row.feedName])).toEqual([[hold?.id, note, "booking_com", "Booking.com suites"]]);

    // Fetched again: the same conflict, no second e-mail.
    await syncFeedNow(embeddedEnv, feedId, new Date());
    expect(await conflictMail()).toHaveLength(1);

    // Staff clear it: it leaves the open conflicts (and the desk's hold list no longer shows the note); a second send changes nothing.
    const request = { holdId: hold?.id ?? 0, by: "reception@hotel.example", requestKey: formKey() };
    expect(await clearConflict(env.DB, request)).toEqual({ ok: true, id: hold?.id });
    expect(await clearConflict(env.DB, request)).toEqual({ ok: true, id: hold?.id });
    expect(await openConflicts(env.DB)).toEqual([]);
    expect((await listHolds(env.DB, day(12), day(14)))[0]).toMatchObject({ conflictNote: null, conflictFoundAt: null });
    const cleared = await env.DB.prepare("SELECT conflict_cleared_by AS by FROM channel_holds WHERE id = ?").bind(hold?.id).first<{ by: string }>();
    expect(cleared?.by).toBe("reception@hotel.example");

    // The channel moves the stay to free nights: no conflict there.
    events = [{ uid: "b1@booking.com", start: day(20), end: day(22), summary: "CLOSED - Not available" }];
    await syncFeedNow(embeddedEnv, feedId, new Date());
    expect((await holdsOf(feedId))[0]).toMatchObject({ first_night: day(20), conflict_note: null });
    expect(await conflictMail()).toHaveLength(1);
  });

  it("refuses to clear a hold with no conflict", async () => {
    expect(await clearConflict(env.DB, { holdId: 999_999, by: "x", requestKey: formKey() })).toMatchObject({ ok: false, status: 404 });
  });

  it("is no conflict while the type still has a room free", async () => {
    await seedBooking({ reference: "K7Q2M9XD", status: "confirmed", checkIn: day(12), checkOut: day(14), rooms: [{ roomId: 4 }, { roomId: 4 }, { roomId: 4 }] });
    standInFeeds({ [BDC]: () => calendar(bookingComFeed([{ uid: "b1@booking.com", start: day(12), end: day(14), summary: "CLOSED - Not available" }])) });
    const feedId = await feedOn({ url: BDC, roomId: 4 });
    await syncFeedNow(embeddedEnv, feedId, new Date());
    expect((await holdsOf(feedId))[0]?.conflict_note).toBeNull();
    expect(await conflictMail()).toEqual([]);
  });

  it("names the booking sleeping in the very room a unit feed holds", async () => {
    const room401 = await unitIdOf("401");
    await seedBooking({ reference: "K7Q2M9XD", status: "confirmed", checkIn: day(12), checkOut: day(14), rooms: [{ roomId: 4 }] });
    await sleepIn("K7Q2M9XD", room401, day(12), day(14));
    standInFeeds({ [AIRBNB]: () => calendar(airbnbFeed([{ uid: "r1@airbnb.com", start: day(13), end: day(15), summary: "Reserved" }])) });
    const feedId = await feedOn({ url: AIRBNB, roomId: 4, unitId: room401, channel: "airbnb", name: "Airbnb 401" });
    await syncFeedNow(embeddedEnv, feedId, new Date());
    const note = `Airbnb holds Suite Room 401 on ${spanWords(day(13), day(15))}; the site sold it to K7Q2M9XD`;
    expect((await holdsOf(feedId))[0]).toMatchObject({ unit_id: room401, conflict_note: note });
    expect((await conflictMail()).map((mail) => mail.subject)).toEqual([`Double booking: ${note}`]);
  });

  it("names a repair, or another channel's hold, on the unit", async () => {
    const room402 = await unitIdOf("402");
    await env.DB.prepare("INSERT INTO room_unit_blocks (unit_id, first_night, until_date, reason, created_by, created_at) VALUES (?, ?, ?, 'Leak', 'test', 'test')")
      .bind(room402, day(12), day(13))
      .run();
    await env.DB.prepare("INSERT INTO room_unit_nights (unit_id, night, block_id) VALUES (?, ?, (SELECT MAX(id) FROM room_unit_blocks))").bind(room402, day(12)).run();
    standInFeeds({
      [AIRBNB]: () => calendar(airbnbFeed([{ uid: "r1@airbnb.com", start: day(12), end: day(14), summary: "Reserved" }])),
      [BDC]: () => calendar(bookingComFeed([{ uid: "b1@booking.com", start: day(13), end: day(14), summary: "CLOSED - Not available" }])),
    });
    const airbnb = await feedOn({ url: AIRBNB, roomId: 4, unitId: room402, channel: "airbnb", name: "Airbnb 402" });
    const bdc = await feedOn({ url: BDC, roomId: 4, unitId: room402, name: "Booking.com 402" });
    await syncFeedNow(embeddedEnv, airbnb, new Date());
    await syncFeedNow(embeddedEnv, bdc, new Date());
    expect((await holdsOf(airbnb))[0]?.conflict_note).toBe(`Airbnb holds Suite Room 402 on ${spanWords(day(12), day(14))}; the room is out of order then`);
    expect((await holdsOf(bdc))[0]?.conflict_note).toBe(`Booking.com holds Suite Room 402 on ${spanWords(day(13), day(14))}; Airbnb 402 holds it too`);
    expect(await conflictMail()).toHaveLength(2);
  });

  it("clears with the hold: a conflicting event gone from the feed leaves no open conflict", async () => {
    await seedBooking({ reference: "K7Q2M9XD", status: "confirmed", checkIn: day(12), checkOut: day(13), rooms: [{ roomId: 4 }, { roomId: 4 }, { roomId: 4 }, { roomId: 4 }] });
    let events: FixtureEvent[] = [{ uid: "b1@booking.com", start: day(12), end: day(13), summary: "CLOSED - Not available" }];
    standInFeeds({ [BDC]: () => calendar(bookingComFeed(events)) });
    const feedId = await feedOn({ url: BDC, roomId: 4 });
    await syncFeedNow(embeddedEnv, feedId, new Date());
    expect(await openConflicts(env.DB)).toHaveLength(1);
    events = [];
    await syncFeedNow(embeddedEnv, feedId, new Date());
    expect(await openConflicts(env.DB)).toEqual([]);
  });
});
