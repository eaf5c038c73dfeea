import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import {
  ADMIN_KEY,
  forwardedUpstream,
  guest,
  guestPhoneE164,
  interceptFetch,
  json,
  post,
  deliveriesQueued,
  startEachTestWithoutBookings,
  stay,
  submissionByReference,
  upstreamEnv,
  validBodies,
  wizardEntry,
} from "./submission-helpers";
import { bookingMessagesHi } from "~/domain/booking-messages.hi";
import { bookingMessages } from "~/domain/booking-schema";
import { quietDayPlus } from "./test-dates";

startEachTestWithoutBookings();

// Deluxe ₹4,500 and Suite ₹11,000 a night (seed and fake admin API alike), 2 nights, no offer on
// these dates. Deluxe is within the ₹7,500 band (2.5% + 2.5%), the Suite above it (9% + 9%).
const deluxe = { subtotal: 900_000, cgst: 22_500, sgst: 22_500, total: 945_000 };
const suite = { subtotal: 2_200_000, cgst: 198_000, sgst: 198_000, total: 2_596_000 };

// What a tampering client claims; the server must ignore all of it (product-rules.md: One price and
// tax calculation).
const clientTotals = { room_price: 1, services_price: 0, total_amount: 1, number_of_nights: 9, no_of_rooms: 7 };

/** One Deluxe room of `stay` as the admin API receives it, with the server's amounts in rupees. */
function forwardedDeluxe(entry: {
  adults: number;
  children: number;
  services: { name: string; price: number }[];
  special_requests: string;
  no_of_rooms: number;
}) {
  return {
    check_in_date: stay.checkIn,
    check_out_date: stay.checkOut,
    number_of_nights: 2,
    room_category_id: 1,
    room_number_id: 1,
    ...guest,
    phone: guestPhoneE164,
    payment_method: "card",
    room_price: deluxe.total / 100,
    services_price: 0,
    total_amount: deluxe.total / 100,
    booking_status: "pending",
    payment_status: "unpaid",
    ...entry,
  };
}

async function clearReadCache() {
  const { keys } = await env.CACHE.list();
  await Promise.all(keys.map((key) => env.CACHE.delete(key.name)));
}

describe("POST /api/bookings, embedded origin", () => {
  it("recomputes every amount, ignores client totals, and stores the booking with its rooms", async () => {
    const res = await post("/api/bookings", {
      bookings: [
        wizardEntry({ ...clientTotals }),
        wizardEntry({ room_category_id: 4, room_number_id: 4, adults: 1, children: 0, ...clientTotals }),
      ],
    });
    expect(res.status).toBe(201);
    const data = res.json().data as Record<string, unknown>;
    expect(data).toMatchObject({
      status: "pending",
      check_in_date: stay.checkIn,
      check_out_date: stay.checkOut,
      nights: 2,
      guest: { ...guest, phone: guestPhoneE164, special_requests: "Ground floor please" },
      rooms: [
        { room_id: 1, room_type_name: "Deluxe Room", adults: 2, children: 1, nightly: 450_000, nights: 2, subtotal: deluxe.subtotal },
        { room_id: 4, room_type_name: "Suite Room", adults: 1, children: 0, nightly: 1_100_000, nights: 2, subtotal: suite.subtotal },
      ],
      services: [{ key: "lunch", label: "Lunch Package", price: 0 }],
      totals: {
        subtotal: deluxe.subtotal + suite.subtotal,
        discount: 0,
        cgst: deluxe.cgst + suite.cgst,
        sgst: deluxe.sgst + suite.sgst,
        total: deluxe.total + suite.total,
      },
      // The receipt names each rate from these lines.
      taxes: [
        { cgst_basis_points: 250, sgst_basis_points: 250, taxable: deluxe.subtotal, cgst: deluxe.cgst, sgst: deluxe.sgst },
        { cgst_basis_points: 900, sgst_basis_points: 900, taxable: suite.subtotal, cgst: suite.cgst, sgst: suite.sgst },
      ],
    });
    const reference = String(data.reference);
    expect(reference).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);

    const booking = await env.DB.prepare("SELECT * FROM bookings WHERE reference = ?").bind(reference).first();
    expect(booking).toMatchObject({ status: "pending", payment_status: "unpaid", source: "wizard", total_paise: deluxe.total + suite.total });
    const rooms = await env.DB.prepare(
      "SELECT room_id, total_paise FROM booking_rooms WHERE booking_id = ? ORDER BY room_id",
    )
      .bind(booking?.id)
      .all();
    expect(rooms.results).toEqual([
      { room_id: 1, total_paise: deluxe.total },
      { room_id: 4, total_paise: suite.total },
    ]);
    expect((await submissionByReference(reference))?.status).toBe("local");
  });

  it("takes the chat's flat request and finds the room by its type name", async () => {
    const res = await post("/api/bookings", validBodies.chat);
    expect(res.status).toBe(201);
    const data = res.json().data as { rooms: { room_id: number }[]; totals: { total: number }; reference: string };
    expect(data.rooms[0].room_id).toBe(1);
    expect(data.totals.total).toBe(deluxe.total);
    const booking = await env.DB.prepare("SELECT source FROM bookings WHERE reference = ?").bind(data.reference).first();
    expect(booking?.source).toBe("chat");
  });

  it("takes the chat's several-room request: each room priced by the one calculation and stored in one booking", async () => {
    const res = await post("/api/bookings", {
      ...validBodies.chat,
      adults: undefined,
      children: undefined,
      rooms: [
        { adults: 2, children: 0 },
        { adults: 1, children: 1 },
      ],
    });
    expect(res.status).toBe(201);
    const data = res.json().data as {
      rooms: { room_id: number; room_type_name: string; adults: number; children: number }[];
      totals: { total: number };
      reference: string;
    };
    expect(data.rooms).toMatchObject([
      { room_id: 1, room_type_name: "Deluxe Room", adults: 2, children: 0 },
      { room_id: 1, room_type_name: "Deluxe Room", adults: 1, children: 1 },
    ]);
    expect(data.totals.total).toBe(2 * deluxe.total);
    const rooms = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM booking_rooms WHERE booking_id = (SELECT id FROM bookings WHERE reference = ? AND source = 'chat')",
    )
      .bind(data.reference)
      .first<{ n: number }>();
    expect(rooms?.n).toBe(2);
  });

  it("refuses a chat request beyond the wizard's five rooms or the one guest rule, and one that mixes both shapes", async () => {
    const { adults: _adults, children: _children, ...stayOnly } = validBodies.chat;
    const room = { adults: 2, children: 0 };
    const six = await post("/api/bookings", { ...stayOnly, rooms: [room, room, room, room, room, room] });
    expect(six.status).toBe(400);
    expect(six.json().error).toMatchObject({ fields: { rooms: "Maximum 5 rooms per booking" } });
    const crowded = await post("/api/bookings", { ...stayOnly, rooms: [room, { adults: 3, children: 2 }] });
    expect(crowded.status).toBe(400);
    expect(crowded.json().error).toMatchObject({ fields: { "rooms.1.children": "Maximum 4 guests per room" } });
    const mixed = await post("/api/bookings", { ...validBodies.chat, rooms: [room, room] });
    expect(mixed.status).toBe(400);
  });

  it("refuses a chat booking of more suites than are free as a whole, storing none of its rooms", async () => {
    const { adults: _adults, children: _children, ...stayOnly } = validBodies.chat;
    const dates = { checkIn: quietDayPlus(9), checkOut: quietDayPlus(10) };
    const room = { adults: 2, children: 0 };
    // The seed has 4 suites.
    const res = await post("/api/bookings", { ...stayOnly, ...dates, roomType: "suite", rooms: [room, room, room, room, room] });
    expect(res.status).toBe(409);
    const left = await env.DB.prepare("SELECT COUNT(*) AS n FROM booking_rooms WHERE check_in_date = ?")
      .bind(dates.checkIn)
      .first<{ n: number }>();
    expect(left?.n).toBe(0);
  });

  it("refuses a room that does not exist with 404 and stores nothing", async () => {
    const before = await env.DB.prepare("SELECT COUNT(*) AS n FROM submissions").first<{ n: number }>();
    const res = await post("/api/bookings", { bookings: [wizardEntry({ room_category_id: 99, room_number_id: 99 })] });
    expect(res.status).toBe(404);
    expect(res.json().error).toMatchObject({ code: "room_not_found", fields: { "bookings.0.room_category_id": "Room not found" } });
    const after = await env.DB.prepare("SELECT COUNT(*) AS n FROM submissions").first<{ n: number }>();
    expect(after?.n).toBe(before?.n);
  });

  it("answers a Hindi page's request (X-Page-Lang: hi) with Hindi validation messages, an English one as before", async () => {
    const wrong = { bookings: [wizardEntry({ email: "asha@", check_out_date: stay.checkIn, adults: 3, children: 2 })] };
    const hindi = await post("/api/bookings", wrong, { headers: { "X-Page-Lang": "hi" } });
    expect(hindi.status).toBe(400);
    expect(hindi.json().error).toMatchObject({
      code: "validation_failed",
      fields: {
        "bookings.0.email": bookingMessagesHi.emailInvalid,
        "bookings.0.check_out_date": bookingMessagesHi.checkOutNotAfterCheckIn,
        "bookings.0.children": "एक कमरे में अधिक से अधिक 4 मेहमान ठहर सकते हैं",
      },
    });
    const english = await post("/api/bookings", wrong);
    expect(english.json().error).toMatchObject({
      fields: {
        "bookings.0.email": bookingMessages.emailInvalid,
        "bookings.0.check_out_date": bookingMessages.checkOutNotAfterCheckIn,
        "bookings.0.children": "Maximum 4 guests per room",
      },
    });
  });

  it("answers 409 sold_out with the original site's message once a room type is full", async () => {
    const dates = { check_in_date: quietDayPlus(1), check_out_date: quietDayPlus(2) };
    const suiteEntry = wizardEntry({ ...dates, room_category_id: 4, room_number_id: 4 });
    // The seed has 4 suites: one booking may take them all, the next finds none.
    const full = await post("/api/bookings", { bookings: [suiteEntry, suiteEntry, suiteEntry, suiteEntry] });
    expect(full.status).toBe(201);
    const refused = await post("/api/bookings", { bookings: [suiteEntry] });
    expect(refused.status).toBe(409);
    expect(refused.json()).toEqual({
      error: { code: "sold_out", message: "No rooms available for the selected dates. Please try different dates." },
    });
    // A booking asking for five suites at once is refused as a whole: none of its rooms stay.
    const fiveDates = { check_in_date: quietDayPlus(5), check_out_date: quietDayPlus(6) };
    const five = wizardEntry({ ...fiveDates, room_category_id: 4, room_number_id: 4 });
    const tooMany = await post("/api/bookings", { bookings: [five, five, five, five, five] });
    expect(tooMany.status).toBe(409);
    const left = await env.DB.prepare("SELECT COUNT(*) AS n FROM booking_rooms WHERE check_in_date = ?")
      .bind(fiveDates.check_in_date)
      .first<{ n: number }>();
    expect(left?.n).toBe(0);
  });
});

describe("POST /api/bookings, upstream origin", () => {
  it("forwards the admin API's booking payload with the server's amounts in rupees, and answers from its own record", async () => {
    const fetches = interceptFetch();
    const key = crypto.randomUUID();
    const testEnv = upstreamEnv();
    const res = await post("/api/bookings", { bookings: [wizardEntry({ ...clientTotals })] }, { env: testEnv, key });
    expect(res.status).toBe(201);
    expect(res.text).not.toContain(ADMIN_KEY);
    const data = res.json().data as { reference: string; totals: { total: number } };
    expect(data.totals.total).toBe(deluxe.total);

    const [call] = fetches.to("/api/bookings");
    expect(call.headers.get("X-API-KEY")).toBe(ADMIN_KEY);
    expect(call.headers.get("Idempotency-Key")).toBe(key);
    expect(JSON.parse(call.body)).toEqual({
      bookings: [
        forwardedDeluxe({
          adults: 2,
          children: 1,
          services: [{ name: "Lunch Package", price: 0 }],
          special_requests: `Ground floor please\n\nWebsite booking reference: ${data.reference}`,
          no_of_rooms: 1,
        }),
      ],
    });
    expect((await submissionByReference(data.reference))?.status).toBe("delivered");
    // The admin API is the source of truth for rooms upstream: nothing is written to D1 bookings.
    const local = await env.DB.prepare("SELECT COUNT(*) AS n FROM bookings WHERE reference = ?").bind(data.reference).first<{ n: number }>();
    expect(local?.n).toBe(0);
    expect(deliveriesQueued(testEnv)).toHaveLength(0);
  });

  it("forwards the chat's request exactly as the admin API's contract lists it", async () => {
    expect(await forwardedUpstream("/api/bookings", validBodies.chat)).toEqual({
      ...guest,
      phone: guestPhoneE164,
      checkIn: stay.checkIn,
      checkOut: stay.checkOut,
      adults: 2,
      children: 0,
      roomType: "Deluxe Room",
    });
  });

  it("forwards a several-room chat booking as the admin API's request for several rooms, one entry per room", async () => {
    const fetches = interceptFetch();
    const { adults: _adults, children: _children, ...stayOnly } = validBodies.chat;
    const res = await post(
      "/api/bookings",
      { ...stayOnly, rooms: [{ adults: 2, children: 0 }, { adults: 1, children: 1 }] },
      { env: upstreamEnv() },
    );
    expect(res.status).toBe(201);
    const { reference } = res.json().data as { reference: string };
    const entry = (room: { adults: number; children: number }) =>
      forwardedDeluxe({ ...room, services: [], special_requests: `Website booking reference: ${reference}`, no_of_rooms: 2 });
    expect(JSON.parse(fetches.to("/api/bookings")[0].body)).toEqual({
      bookings: [entry({ adults: 2, children: 0 }), entry({ adults: 1, children: 1 })],
    });
  });

  it("answers 404 for a room the admin API does not have", async () => {
    interceptFetch();
    const res = await post("/api/bookings", { bookings: [wizardEntry({ room_category_id: 77, room_number_id: 77 })] }, { env: upstreamEnv() });
    expect(res.status).toBe(404);
    expect(res.json().error?.code).toBe("room_not_found");
  });

  it("with the admin API down and no cached rooms it answers 503 with the hotel's phone, storing nothing", async () => {
    await clearReadCache();
    interceptFetch((call) => (call.url.includes("/api/rooms") ? json({ message: "down" }, 502) : undefined));
    const key = crypto.randomUUID();
    const res = await post("/api/bookings", { bookings: [wizardEntry()] }, { env: upstreamEnv(), key });
    expect(res.status).toBe(503);
    expect(res.json().error?.code).toBe("bookings_unavailable");
    expect(res.json().error?.message).toContain("+91");
    const row = await env.DB.prepare("SELECT * FROM submissions WHERE idempotency_key = ?").bind(key).first();
    expect(row).toBeNull();
  });

  it("a booking the admin API refuses is still stored, answered 201 and queued for retry", async () => {
    interceptFetch((call) => (call.method === "POST" && call.url.endsWith("/api/bookings") ? json({ message: "busy" }, 503) : undefined));
    const testEnv = upstreamEnv();
    const res = await post("/api/bookings", { bookings: [wizardEntry()] }, { env: testEnv });
    expect(res.status).toBe(201);
    const row = await submissionByReference(String(res.json().data?.reference));
    expect(row).toMatchObject({ status: "retrying", attempts: 1, last_error: "admin API answered HTTP 503" });
    expect(deliveriesQueued(testEnv)).toEqual([{ body: { submissionId: row?.id }, delaySeconds: 2 }]);
  });
});
