/**
 * The stay limits against the real Worker: an unbounded stay is refused before it
 * can hold rooms, stays and check-ins have horizons on every booking path, a guest has at most three
 * open booking requests, and event and table dates have their own horizons and hours.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { checkInTooFarMessage, stayTooLongMessage } from "~/domain/bookable-days";
import {
  interceptFetch,
  post,
  startEachTestWithoutBookings,
  upstreamEnv,
  validBodies,
  wizardEntry,
} from "./submission-helpers";
import { daysAhead, firstBookableDay, quietDayPlus } from "./test-dates";

startEachTestWithoutBookings();

async function count(table: "bookings" | "booking_rooms" | "submissions"): Promise<number> {
  const row = await env.DB.prepare(`SELECT COUNT(*) AS n FROM ${table}`).first<{ n: number }>();
  return row?.n ?? 0;
}

async function storedRows() {
  return { bookings: await count("bookings"), rooms: await count("booking_rooms"), submissions: await count("submissions") };
}

/** Rooms left per room type for a near stay, as the wizard would see them. */
async function availability(): Promise<unknown> {
  const res = await post("/api/available-rooms", {
    check_in_date: quietDayPlus(3),
    check_out_date: quietDayPlus(5),
    adults: 1,
    children: 0,
    no_of_rooms: 1,
  });
  expect(res.status).toBe(200);
  return (res.json().data as unknown as { id: number; available_count: number }[]).map((room) => [room.id, room.available_count]);
}

const suite = { room_category_id: 4, room_number_id: 4, adults: 1, children: 0 };

describe("the issue's attack: a stay from 2091 to 9999", () => {
  const attack = { check_in_date: "2091-03-01", check_out_date: "9999-12-31" };

  it("answers 400 on both booking shapes, stores nothing and leaves availability unchanged", async () => {
    const before = await availability();
    const rows = await storedRows();
    for (let i = 0; i < 8; i += 1) {
      const wizard = await post("/api/bookings", { bookings: [wizardEntry({ ...suite, ...attack, email: `a${i}@example.com` })] });
      expect(wizard.status).toBe(400);
      expect(wizard.json().error?.fields).toEqual({ "bookings.0.check_in_date": checkInTooFarMessage() });
    }
    const chat = await post("/api/bookings", {
      ...validBodies.chat,
      roomType: "suite",
      checkIn: attack.check_in_date,
      checkOut: attack.check_out_date,
    });
    expect(chat.status).toBe(400);
    expect(chat.json().error?.fields).toEqual({ checkIn: checkInTooFarMessage() });
    expect(await storedRows()).toEqual(rows);
    expect(await availability()).toEqual(before);
  });

  it("a near check-in with the far check-out is refused as too long", async () => {
    const res = await post("/api/bookings", { bookings: [wizardEntry({ ...suite, check_out_date: "9999-12-31" })] });
    expect(res.status).toBe(400);
    expect(res.json().error?.fields).toEqual({ "bookings.0.check_out_date": stayTooLongMessage() });
  });
});

describe("stay length and check-in horizon on POST /api/bookings", () => {
  it("accepts 30 nights and refuses 31, with the message giving the hotel's phone", async () => {
    const refused = await post("/api/bookings", {
      bookings: [wizardEntry({ check_in_date: quietDayPlus(0), check_out_date: quietDayPlus(31) })],
    });
    expect(refused.status).toBe(400);
    expect(refused.json().error).toMatchObject({ code: "validation_failed", message: stayTooLongMessage() });
    expect(stayTooLongMessage()).toContain("+91 90000 00001");
    const accepted = await post("/api/bookings", {
      bookings: [wizardEntry({ check_in_date: quietDayPlus(0), check_out_date: quietDayPlus(30) })],
    });
    expect(accepted.status).toBe(201);
    expect(accepted.json().data?.nights).toBe(30);
  });

  it("the chat's shape: 31 nights refused, 30 accepted", async () => {
    const chat = (checkOut: string) => ({ ...validBodies.chat, checkIn: quietDayPlus(0), checkOut });
    const refused = await post("/api/bookings", chat(quietDayPlus(31)));
    expect(refused.status).toBe(400);
    expect(refused.json().error?.fields).toEqual({ checkOut: stayTooLongMessage() });
    expect((await post("/api/bookings", chat(quietDayPlus(30)))).status).toBe(201);
  });

  it("accepts a check-in 365 days ahead and refuses 366", async () => {
    const entry = (days: number) => wizardEntry({ check_in_date: daysAhead(days), check_out_date: daysAhead(days + 1) });
    const refused = await post("/api/bookings", { bookings: [entry(366)] });
    expect(refused.status).toBe(400);
    expect(refused.json().error?.fields).toEqual({ "bookings.0.check_in_date": checkInTooFarMessage() });
    expect((await post("/api/bookings", { bookings: [entry(365)] })).status).toBe(201);
  });

  it("the availability search and the home booking request keep the same limits", async () => {
    const search = (checkOut: string) => ({
      check_in_date: quietDayPlus(0),
      check_out_date: checkOut,
      adults: 2,
      children: 0,
      no_of_rooms: 1,
    });
    const longSearch = await post("/api/available-rooms", search(quietDayPlus(31)));
    expect(longSearch.status).toBe(400);
    expect(longSearch.json().error?.fields).toEqual({ check_out_date: stayTooLongMessage() });
    expect((await post("/api/available-rooms", search(quietDayPlus(30)))).status).toBe(200);

    const request = (dateIn: string, dateOut: string) => ({ ...validBodies.bookingRequest, dateIn, dateOut });
    const longRequest = await post("/api/booking-requests", request(quietDayPlus(0), quietDayPlus(31)));
    expect(longRequest.status).toBe(400);
    expect(longRequest.json().error?.fields).toEqual({ dateOut: stayTooLongMessage() });
    const farRequest = await post("/api/booking-requests", request(daysAhead(366), daysAhead(367)));
    expect(farRequest.json().error?.fields).toEqual({ dateIn: checkInTooFarMessage() });
    expect((await post("/api/booking-requests", request(daysAhead(365), daysAhead(366)))).status).toBe(201);
  });
});

describe("at most three open booking requests per guest", () => {
  const booking = (overrides: Record<string, unknown>, night: number) => ({
    bookings: [wizardEntry({ check_in_date: quietDayPlus(night), check_out_date: quietDayPlus(night + 1), ...overrides })],
  });
  const tooMany = {
    code: "too_many_open_requests",
    message:
      "You already have 3 booking requests waiting for confirmation. Please call us on +91 90000 00001 to change them or to book more.",
  };

  /**
   * Books three requests, one a night, by the guests given, then a fourth by `fourth`: it answers
   * 409 and stores nothing. The rows as the three left them.
   */
  async function fourthRefused(three: Record<string, unknown>[], fourth: Record<string, unknown>) {
    for (const [night, guest] of three.entries()) {
      const res = await post("/api/bookings", booking(guest, night));
      expect(res.status).toBe(201);
    }
    const rows = await storedRows();
    const refused = await post("/api/bookings", booking(fourth, 5));
    expect(refused.status).toBe(409);
    expect(refused.json()).toEqual({ error: tooMany });
    expect(await storedRows()).toEqual(rows);
    return rows;
  }

  it("a fourth by the same e-mail, in any case, answers 409 and stores nothing", async () => {
    const rows = await fourthRefused(
      ["asha@example.com", "Asha@Example.com", "ASHA@EXAMPLE.COM"].map((email, night) => ({ email, phone: `9876500${night}00` })),
      { email: "asha@EXAMPLE.com", phone: "9123456789" },
    );
    // The chat's shape is held to the same count.
    const chat = await post("/api/bookings", { ...validBodies.chat, phone: "9123456789" });
    expect(chat.status).toBe(409);
    expect(await storedRows()).toEqual(rows);
  });

  it("a fourth by the same phone written differently answers 409 and stores nothing", async () => {
    await fourthRefused(
      ["9876543210", "+91 98765 43210", "098765-43210"].map((phone, night) => ({ email: `guest${night}@example.com`, phone })),
      { email: "someone@example.com", phone: "91 9876543210" },
    );
  });

  it("a cancelled, a confirmed or a past booking does not count", async () => {
    for (const night of [0, 1, 2]) expect((await post("/api/bookings", booking({}, night))).status).toBe(201);
    await env.DB.prepare("UPDATE bookings SET status = 'cancelled' WHERE check_in_date = ?").bind(quietDayPlus(0)).run();
    expect((await post("/api/bookings", booking({}, 3))).status).toBe(201);
    await env.DB.prepare("UPDATE bookings SET status = 'confirmed' WHERE check_in_date = ?").bind(quietDayPlus(1)).run();
    expect((await post("/api/bookings", booking({}, 4))).status).toBe(201);
    // A stay that ended today: still pending in the table, but no longer open.
    await env.DB.prepare("UPDATE bookings SET check_in_date = ?, check_out_date = ? WHERE check_in_date = ?")
      .bind(daysAhead(-3), firstBookableDay, quietDayPlus(2))
      .run();
    expect((await post("/api/bookings", booking({}, 5))).status).toBe(201);
    expect((await post("/api/bookings", booking({}, 6))).status).toBe(409);
  });

  it("upstream mode counts the booking requests in the outbox, not embedded mode's rows", async () => {
    interceptFetch();
    // An embedded-mode booking by the same guest does not count once the site forwards upstream.
    expect((await post("/api/bookings", booking({}, 0))).status).toBe(201);
    const testEnv = upstreamEnv();
    for (const night of [1, 2]) expect((await post("/api/bookings", booking({}, night), { env: testEnv })).status).toBe(201);
    const chat = { ...validBodies.chat, email: "ASHA@example.com", phone: "+919876543210" };
    expect((await post("/api/bookings", chat, { env: testEnv })).status).toBe(201);
    const rows = await storedRows();
    const fourth = await post("/api/bookings", booking({}, 5), { env: testEnv });
    expect(fourth.status).toBe(409);
    expect(fourth.json()).toEqual({ error: tooMany });
    expect(await storedRows()).toEqual(rows);
  });
});

describe("event and table horizons", () => {
  it("an event at most two years (730 days) ahead", async () => {
    const far = await post("/api/event-enquiry", { ...validBodies.event, event_date: daysAhead(731) });
    expect(far.status).toBe(400);
    expect(far.json().error?.fields?.event_date).toMatch(/^Events can be booked at most 2 years ahead\./);
    expect((await post("/api/event-enquiry", { ...validBodies.event, event_date: daysAhead(730) })).status).toBe(201);
  });

  it("a table at most 90 days ahead, inside the restaurant's hours", async () => {
    const table = (date: string, time: string) => post("/api/dining-reservations", { ...validBodies.dining, date, time });
    const far = await table(daysAhead(91), "19:30");
    expect(far.status).toBe(400);
    expect(far.json().error?.fields).toEqual({ date: "Tables can be booked at most 90 days ahead" });
    expect((await table(daysAhead(90), "19:30")).status).toBe(201);
    const night = await table(daysAhead(10), "03:00");
    expect(night.status).toBe(400);
    expect(night.json().error?.fields).toEqual({ time: "Choose a time between 7:00 AM and 10:00 PM" });
    expect((await table(daysAhead(10), "22:01")).status).toBe(400);
    expect((await table(daysAhead(10), "22:00")).status).toBe(201);
    expect((await table(daysAhead(10), "07:00")).status).toBe(201);
  });
});
