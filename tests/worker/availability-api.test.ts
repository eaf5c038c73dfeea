import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { AvailableRoom } from "~/domain/api-types";
import { bookingMessagesHi } from "~/domain/booking-messages.hi";
import { bookingMessages } from "~/domain/booking-schema";
import { addDays, earliestCheckInFrom, todayInHotel } from "~/domain/hotel-date";
import { hotel } from "~/content/hotel";
import { MAX_BODY_BYTES } from "../../workers/platform/read-limited-body";
import { adminAvailable } from "./admin-api-fixtures";
import { quietDayPlus as day } from "./test-dates";
import { bookRooms, clearBookings } from "./booked-rooms";
import { ADMIN_KEY, embeddedEnv, fakeAdmin, json, modes, originFailures, postJson, request, safeJson, upstreamEnv } from "./read-harness";

beforeEach(clearBookings);
afterEach(() => vi.restoreAllMocks());

const PATH = "/api/available-rooms";
// Inside the booking year and after the opening date, so only the rule under test can refuse it.
const stay = { check_in_date: day(10), check_out_date: day(12), adults: 2, children: 1, no_of_rooms: 1 };

async function search(body: unknown = stay) {
  const response = await postJson(PATH, body);
  return { response, body: await safeJson<{ data: AvailableRoom[] }>(response) };
}

async function availableCounts(body: unknown = stay): Promise<Record<number, number | undefined>> {
  const { body: answer } = await search(body);
  return Object.fromEntries(answer.data.map((room) => [room.id, room.available_count]));
}

describe.each(modes)("POST /api/available-rooms, $mode origin", ({ mode, bindings }) => {
  beforeEach(() => {
    if (mode === "upstream") fakeAdmin({ "POST /api/available-rooms": () => json({ data: { data: adminAvailable } }) });
  });

  it("answers { data: AvailableRoom[] } with /media image URLs", async () => {
    const response = await postJson(PATH, stay, bindings);
    expect(response.status).toBe(200);
    const { data } = await safeJson<{ data: AvailableRoom[] }>(response);
    expect(data.length).toBeGreaterThan(0);
    for (const room of data) {
      expect(room.main_image).toMatch(/^\/media\/rooms\//);
      expect(typeof room.room_price).toBe("number");
      expect(room.short_description.length).toBeGreaterThan(0);
      if (mode === "embedded") expect(room.available_count).toBeGreaterThan(0);
      else expect(room).not.toHaveProperty("available_count");
    }
  });

  it("refuses a check-out that is not after check-in with the wizard's message", async () => {
    const response = await postJson(PATH, { ...stay, check_out_date: stay.check_in_date }, bindings);
    expect(response.status).toBe(400);
    expect(await safeJson(response)).toMatchObject({
      error: { fields: { check_out_date: bookingMessages.checkOutNotAfterCheckIn } },
    });
  });

  it("words a Hindi page's refused search (X-Page-Lang: hi) in Hindi", async () => {
    const response = await postJson(PATH, { ...stay, check_out_date: stay.check_in_date }, bindings, { "X-Page-Lang": "hi" });
    expect(response.status).toBe(400);
    expect(await safeJson(response)).toMatchObject({
      error: {
        code: "validation_failed",
        message: bookingMessagesHi.checkOutNotAfterCheckIn,
        fields: { check_out_date: bookingMessagesHi.checkOutNotAfterCheckIn },
      },
    });
  });
});

describe("availability in embedded mode (inventory minus peak booked rooms)", () => {
  it("starts from each type's inventory", async () => {
    expect(await availableCounts()).toEqual({ 1: 12, 2: 10, 3: 6, 4: 4 });
  });

  it("subtracts overlapping bookings that are not cancelled", async () => {
    // Suites: two taken on the night of the 10th, one on the 11th (busiest night: 2).
    await bookRooms(4, day(9), day(11), { count: 2 });
    await bookRooms(4, day(11), day(15), { status: "confirmed" });
    await bookRooms(4, day(10), day(12), { count: 3, status: "cancelled" });
    await bookRooms(2, day(12), day(14), { count: 5 }); // starts on our check-out day: no overlap
    await bookRooms(2, day(5), day(10), { count: 5 }); // leaves on our check-in day: no overlap
    expect(await availableCounts()).toEqual({ 1: 12, 2: 10, 3: 6, 4: 2 });
  });

  it("counts the busiest night, so back-to-back bookings do not block a free room", async () => {
    // Two Luxury rooms taken on the 10th, three others on the 11th: never more than 3 on a night.
    await bookRooms(3, day(10), day(11), { count: 2 });
    await bookRooms(3, day(11), day(12), { count: 3 });
    expect((await availableCounts())[3]).toBe(3);
  });

  it("leaves out a sold-out type and a type with fewer free rooms than asked for", async () => {
    await bookRooms(4, day(11), day(12), { count: 4 });
    await bookRooms(3, day(10), day(12), { count: 4 });
    const counts = await availableCounts({ ...stay, no_of_rooms: 3 });
    expect(counts).toEqual({ 1: 12, 2: 10 });
    expect(await availableCounts({ ...stay, check_in_date: day(12), check_out_date: day(13) })).toEqual({
      1: 12,
      2: 10,
      3: 6,
      4: 4,
    });
  });

  it("answers an empty list when everything is taken", async () => {
    for (const [roomId, total] of [[1, 12], [2, 10], [3, 6], [4, 4]]) {
      await bookRooms(roomId, day(1), day(31), { count: total });
    }
    const { response, body } = await search();
    expect(response.status).toBe(200);
    expect(body).toEqual({ data: [] });
  });
});

describe("availability in upstream mode (the admin API's contract)", () => {
  it("forwards the search to POST /api/available-rooms with the key and reads data.data", async () => {
    const admin = fakeAdmin({ "POST /api/available-rooms": () => json({ data: { data: adminAvailable } }) });
    const { data } = await safeJson<{ data: AvailableRoom[] }>(await postJson(PATH, { ...stay, no_of_rooms: 2 }, upstreamEnv));
    expect(admin.calls).toHaveLength(1);
    const [call] = admin.calls;
    expect(call.headers.get("X-API-KEY")).toBe(ADMIN_KEY);
    expect(call.headers.get("Content-Type")).toBe("application/json");
    expect(JSON.parse(call.body)).toEqual({ ...stay, no_of_rooms: 2 });
    expect(data).toEqual([
      { id: 1, room_type_name: "Deluxe Room", main_image: "/media/rooms/deluxe-main.jpg", room_price: 4500, short_description: "A calm room." },
      { id: 4, room_type_name: "Suite Room", main_image: "/media/rooms/suite-main.jpg", room_price: 11000, short_description: "Our largest room." },
    ]);
  });

  it("is never cached: every search asks the admin API", async () => {
    const admin = fakeAdmin({ "POST /api/available-rooms": () => json({ data: { data: adminAvailable } }) });
    await postJson(PATH, stay, upstreamEnv);
    await postJson(PATH, stay, upstreamEnv);
    expect(admin.calls).toHaveLength(2);
  });

  it("does not accept a flat data list where the admin API's contract says data.data", async () => {
    fakeAdmin({ "POST /api/available-rooms": () => json({ data: adminAvailable }) });
    vi.spyOn(console, "warn").mockImplementation(() => {});
    expect((await postJson(PATH, stay, upstreamEnv)).status).toBe(503);
  });

  it.each(originFailures)("answers 503 JSON with the hotel's phone when the admin API is %s", async (_kind, failure) => {
    fakeAdmin({ "POST /api/available-rooms": failure });
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const response = await postJson(PATH, stay, upstreamEnv);
    expect(response.status).toBe(503);
    const body = await safeJson<{ error: { code: string; message: string } }>(response);
    expect(body.error.code).toBe("origin_unavailable");
    expect(body.error.message).toContain(hotel.phones.primary.display);
  });
});

describe("availability input (product-rules.md: Bad input, Hotel time, One guest rule)", () => {
  const today = todayInHotel(new Date());

  async function fieldErrors(body: unknown) {
    const response = await postJson(PATH, body);
    expect(response.status).toBe(400);
    const answer = await safeJson<{ error: { code: string; message: string; fields: Record<string, string> } }>(response);
    expect(answer.error.code).toBe("validation_failed");
    expect(Object.values(answer.error.fields)).toContain(answer.error.message);
    return answer.error.fields;
  }

  it.each([
    ["a missing check-in", { ...stay, check_in_date: undefined }, "check_in_date", bookingMessages.checkInRequired],
    ["a check-in before the opening date", { ...stay, check_in_date: "2025-09-25", check_out_date: "2025-09-27" }, "check_in_date", bookingMessages.checkInBeforeOpening],
    ["a missing check-out", { ...stay, check_out_date: "" }, "check_out_date", bookingMessages.checkOutRequired],
    ["an impossible date", { ...stay, check_out_date: "2031-02-30" }, "check_out_date", "Enter a valid date"],
    ["a check-out before check-in", { ...stay, check_out_date: day(1) }, "check_out_date", bookingMessages.checkOutNotAfterCheckIn],
    ["no adults", { ...stay, adults: 0 }, "adults", "At least 1 adult per room"],
    ["five adults", { ...stay, adults: 5, children: 0 }, "adults", "Maximum 4 adults per room"],
    ["five guests in a room", { ...stay, adults: 3, children: 2 }, "children", "Maximum 4 guests per room"],
    ["adults as text", { ...stay, adults: "2" }, "adults", "Enter a whole number"],
    ["a missing room count", { ...stay, no_of_rooms: undefined }, "no_of_rooms", bookingMessages.roomsRequired],
    ["six rooms", { ...stay, no_of_rooms: 6 }, "no_of_rooms", "Maximum 5 rooms per booking"],
    ["an unknown field", { ...stay, coupon: "FREE" }, "coupon", "Unknown field"],
  ])("refuses %s with 400 and the field's message", async (_case, body, field, message) => {
    expect((await fieldErrors(body))[field]).toBe(message);
  });

  it("refuses a check-in in the past, judged by today in IST", async () => {
    const yesterday = addDays(today, -1);
    const fields = await fieldErrors({ ...stay, check_in_date: yesterday, check_out_date: addDays(today, 2) });
    expect(fields.check_in_date).toBe(
      yesterday < hotel.openingDate ? bookingMessages.checkInBeforeOpening : "Check-in date cannot be in the past",
    );
  });

  it("accepts a stay starting today in IST", async () => {
    const start = earliestCheckInFrom(today);
    const response = await postJson(PATH, { ...stay, check_in_date: start, check_out_date: addDays(start, 1) });
    expect(response.status).toBe(200);
  });

  it.each([
    ["malformed JSON", "{ check_in_date: ", 400, "invalid_json"],
    ["an array", "[]", 400, "validation_failed"],
    ["a string", '"search"', 400, "validation_failed"],
    ["an empty body", "", 400, "invalid_json"],
  ])("refuses %s with 400", async (_case, raw, status, code) => {
    const response = await request(PATH, { method: "POST", headers: { "Content-Type": "application/json" }, body: raw });
    expect(response.status).toBe(status);
    expect(await safeJson(response)).toMatchObject({ error: { code } });
  });

  it("refuses a body over 16 KiB with 413 before reading it as JSON", async () => {
    const response = await postJson(PATH, { ...stay, padding: "x".repeat(MAX_BODY_BYTES) });
    expect(response.status).toBe(413);
    expect(await safeJson(response)).toMatchObject({ error: { code: "payload_too_large" } });
  });
});

describe("availability rate limit (product-rules.md: Abuse limits)", () => {
  it("meets a burst of 40 from one client with 429 and Retry-After, while another client is served", async () => {
    const burst = await Promise.all(
      Array.from({ length: 40 }, () => postJson(PATH, stay, embeddedEnv, { "cf-connecting-ip": "203.0.113.7" })),
    );
    const limited = burst.filter((response) => response.status === 429);
    expect(limited.length).toBeGreaterThan(0);
    expect(burst.filter((response) => response.status === 200).length).toBeGreaterThan(0);
    for (const response of limited) {
      expect(Number(response.headers.get("Retry-After"))).toBeGreaterThan(0);
      expect(await safeJson(response)).toMatchObject({ error: { code: "rate_limited" } });
    }
    const other = await postJson(PATH, stay, embeddedEnv, { "cf-connecting-ip": "203.0.113.8" });
    expect(other.status).toBe(200);
  });

  it("lets a guest changing dates at a normal pace search without ever meeting a 429", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const response = await postJson(PATH, { ...stay, no_of_rooms: 1 + (i % 3) }, embeddedEnv, { "cf-connecting-ip": "203.0.113.9" });
      statuses.push(response.status);
    }
    expect(statuses.every((status) => status === 200)).toBe(true);
  });
});
