/**
 * Bookings staff make on the desk (product-rules.md: Bookings staff make), through the new-booking
 * page's real route action: priced as the website prices them, confirmed or held, refused when a
 * night is closed or sold out (naming it), audited once per form, and mailed only with an address.
 */
import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import type { IsoDate } from "~/content/hotel";
import { addDays, nightsBetween } from "~/domain/hotel-date";
import { occupancyMessagesEn } from "~/domain/occupancy-messages";
import { priceStay } from "~/domain/price-stay";
import { stayRoomInput } from "~/domain/stay-room-input";
import { createEmbeddedOrigin } from "~/origin/embedded-origin.server";
import { newBookingMessages, pricedForKey, type RoomRequest } from "../../app/desk/new-booking/new-booking-form";
import { upstreamRefusal } from "../../app/desk/new-booking/new-booking-messages";
import { nightWords } from "../../app/desk/new-booking/night-names";
import type { NewBookingQuote } from "../../app/desk/new-booking/new-booking-quote";
import { action, loader } from "../../app/desk/new-booking/admin-new-booking";
import { loader as bookingLoader } from "../../app/desk/bookings/admin-booking";
import { bookRooms } from "./booked-rooms";
import { auditRows, clearDesk, deskRequestContext, noonAt, reception } from "./desk-helpers";
import { quietDayPlus } from "./test-dates";

type ActionArgs = Parameters<typeof action>[0];
type LoaderArgs = Parameters<typeof loader>[0];

const today: IsoDate = quietDayPlus(0);
const checkIn: IsoDate = quietDayPlus(3);
const checkOut: IsoDate = addDays(checkIn, 2);
const deluxe: RoomRequest = { roomId: 1, adults: 2, children: 0, olderChildren: 0 };

interface Post {
  rooms?: RoomRequest[];
  stay?: { checkIn: IsoDate; checkOut: IsoDate };
  fields?: Record<string, string>;
  requestKey?: string;
  staff?: null;
  mode?: "upstream";
}

/** The step 1 fields of a stay, as the form posts them. */
function stayFields(stay: { checkIn: IsoDate; checkOut: IsoDate }, rooms: RoomRequest[]): Record<string, string> {
  const fields: Record<string, string> = { check_in: stay.checkIn, check_out: stay.checkOut, room_count: String(rooms.length) };
  rooms.forEach((room, index) => {
    fields[`room_type_${index}`] = String(room.roomId);
    fields[`adults_${index}`] = String(room.adults);
    fields[`under6_${index}`] = String(room.children - room.olderChildren);
    fields[`older_${index}`] = String(room.olderChildren);
  });
  return fields;
}

/** What the action answered: a redirect's status and address, or the page's answer and status. */
async function post(intent: string, options: Post = {}) {
  const rooms = options.rooms ?? [deluxe];
  const stay = options.stay ?? { checkIn, checkOut };
  const body = new URLSearchParams({
    ...stayFields(stay, rooms),
    priced_for: pricedForKey({ ...stay, rooms }),
    guest_name: "Sunita Patil",
    guest_phone: "98765 43210",
    source: "phone",
    request_key: options.requestKey ?? crypto.randomUUID(),
    intent,
    ...options.fields,
  });
  const request = new Request("http://localhost/admin/bookings/new", { method: "POST", body });
  const context = deskRequestContext({ now: noonAt(today), staff: options.staff, mode: options.mode });
  const result: unknown = await action({ request, params: {}, context } as unknown as ActionArgs);
  if (result instanceof Response) {
    const location = result.headers.get("Location") ?? "";
    return { status: result.status, reference: /bookings\/(\w+)\?/.exec(location)?.[1] ?? "", location, answer: null };
  }
  const answer = result as {
    data: { error: string | null; errors: Record<string, string>; quote: NewBookingQuote | null };
    init: { status: number } | null;
  };
  return { status: answer.init?.status ?? 200, reference: "", location: null, answer: answer.data };
}

const save = (options: Post = {}) => post("save", options);

async function stored(reference: string) {
  const booking = await env.DB.prepare(
    `SELECT id, status, source, channel_reference, created_by, created_at, status_changed_at, guest_name, guest_email, guest_phone,
       subtotal_paise, discount_paise, cgst_paise, sgst_paise, total_paise FROM bookings WHERE reference = ?`,
  )
    .bind(reference)
    .first<Record<string, string | number | null>>();
  const { results: rooms } = await env.DB.prepare(
    "SELECT room_id, status, adults, children, older_children, nightly_rates, total_paise FROM booking_rooms WHERE booking_id = ? ORDER BY id",
  )
    .bind(booking?.id ?? 0)
    .all<{ room_id: number; status: string; adults: number; children: number; older_children: number; nightly_rates: string; total_paise: number }>();
  return { booking, rooms };
}

async function mailAbout(reference: string) {
  const { results } = await env.DB.prepare("SELECT kind, to_address FROM mail_outbox WHERE about = ? ORDER BY id").bind(reference).all();
  return results;
}

const bookingCount = async () => (await env.DB.prepare("SELECT COUNT(*) AS n FROM bookings").first<{ n: number }>())?.n ?? 0;

/** The Deluxe Room's rates in force for the test stay (paise per night), read as the website reads them. */
async function deluxeRatesInForce(): Promise<number[]> {
  const rates = await createEmbeddedOrigin(env.DB).stayRates({ checkIn, checkOut });
  const room = await env.DB.prepare("SELECT room_price FROM rooms WHERE id = 1").first<{ room_price: number }>();
  const input = stayRoomInput({ room_type_name: "Deluxe Room", room_price: room?.room_price ?? 0, nightly_rates: rates.get(1) }, deluxe, 2);
  return [...(input.nightlyRatesPaise ?? [input.nightlyPaise, input.nightlyPaise])];
}

beforeEach(async () => {
  await clearDesk();
  await env.DB.prepare("DELETE FROM mail_outbox").run();
});

describe("a booking staff take by phone", () => {
  it("is confirmed at once, priced as the website prices it, made by the signed-in member of staff", async () => {
    const made = await save({ fields: { guest_email: "sunita@example.com", special_requests: "Late arrival" } });
    expect(made.status).toBe(303);
    expect(made.location).toBe(`/admin/bookings/${made.reference}?done=made`);
    const { booking, rooms } = await stored(made.reference);
    expect(booking).toMatchObject({
      status: "confirmed",
      source: "phone",
      channel_reference: "",
      created_by: reception.email,
      created_at: noonAt(today).toISOString(),
      status_changed_at: noonAt(today).toISOString(),
      guest_name: "Sunita Patil",
      guest_phone: "+919876543210",
      guest_email: "sunita@example.com",
    });
    const rates = await deluxeRatesInForce();
    expect(rooms).toEqual([expect.objectContaining({ room_id: 1, status: "confirmed", adults: 2, nightly_rates: JSON.stringify(rates) })]);
    const expected = priceStay({
      checkIn,
      checkOut,
      rooms: [{ roomId: 1, roomTypeName: "Deluxe Room", nightlyPaise: rates[0], nightlyRatesPaise: rates, adults: 2, children: 0 }],
    });
    expect(booking?.total_paise).toBe(expected.totals.total);
    expect(booking?.cgst_paise).toBe(expected.totals.cgst);
    const [audit] = await auditRows(made.reference);
    expect(audit).toMatchObject({ staff_email: reception.email, action: "created", before_state: "{}" });
    expect(JSON.parse(audit.after_state)).toMatchObject({ status: "confirmed", source: "phone", rate_overrides: [] });
    // The website's confirmation, to the guest only: staff made it, so the hotel needs no notice.
    expect(await mailAbout(made.reference)).toEqual([{ kind: "booking-confirmed-guest", to_address: "sunita@example.com" }]);
  });

  it("is held as pending when staff choose, and the guest gets the website's request e-mail", async () => {
    const made = await save({ fields: { hold: "pending", guest_email: "sunita@example.com" } });
    const { booking, rooms } = await stored(made.reference);
    expect(booking).toMatchObject({ status: "pending", status_changed_at: null, created_by: reception.email });
    expect(rooms.map((room) => room.status)).toEqual(["pending"]);
    expect(await mailAbout(made.reference)).toEqual([{ kind: "booking-received-guest", to_address: "sunita@example.com" }]);
  });

  it("gives a booking confirmed at once its room for the whole stay, and a held one none yet", async () => {
    const roomOf = async (reference: string) =>
      env.DB.prepare(
        `SELECT u.number, (SELECT COUNT(*) FROM room_unit_nights AS n WHERE n.booking_room_id = br.id) AS nights
         FROM booking_rooms AS br JOIN bookings AS b ON b.id = br.booking_id LEFT JOIN room_units AS u ON u.id = br.unit_id
         WHERE b.reference = ?`,
      )
        .bind(reference)
        .first<{ number: string | null; nights: number }>();
    const confirmed = await save();
    expect(await roomOf(confirmed.reference)).toEqual({ number: expect.stringMatching(/^1\d\d$/), nights: 2 });
    const held = await save({ fields: { hold: "pending" } });
    expect(await roomOf(held.reference)).toEqual({ number: null, nights: 0 });
  });

  it("queues no e-mail without an address", async () => {
    const confirmed = await save();
    const held = await save({ fields: { hold: "pending" } });
    expect((await stored(confirmed.reference)).booking?.guest_email).toBe("");
    expect(await mailAbout(confirmed.reference)).toEqual([]);
    expect(await mailAbout(held.reference)).toEqual([]);
  });

  it("does not count against the guest's open requests: a fourth held booking for one phone is taken", async () => {
    for (let i = 0; i < 4; i += 1) expect((await save({ fields: { hold: "pending" } })).status).toBe(303);
    expect(await bookingCount()).toBe(4);
  });

  it("keeps the party: children under 6 and aged 6–11 per room", async () => {
    const family: RoomRequest = { roomId: 2, adults: 2, children: 2, olderChildren: 1 };
    const made = await save({ rooms: [deluxe, family] });
    const { rooms } = await stored(made.reference);
    expect(rooms.map(({ room_id, adults, children, older_children }) => ({ room_id, adults, children, older_children }))).toEqual([
      { room_id: 1, adults: 2, children: 0, older_children: 0 },
      { room_id: 2, adults: 2, children: 2, older_children: 1 },
    ]);
  });
});

describe("the booking's own page", () => {
  it("shows the source, the channel's reference, who made it and the rates they overrode", async () => {
    const made = await save({ fields: { source: "agoda", channel_reference: "AG-99812", rate_0_0: "4000", reason_0_0: "Agoda's rate" } });
    const request = new Request(`http://localhost/admin/bookings/${made.reference}?done=made`);
    const page = await bookingLoader({
      request,
      params: { reference: made.reference },
      context: deskRequestContext({ now: noonAt(today) }),
    } as unknown as Parameters<typeof bookingLoader>[0]);
    expect(page.done).toBe("Booking saved.");
    expect(page.booking).toMatchObject({ source: "agoda", channelReference: "AG-99812", createdBy: reception.email, status: "confirmed" });
    expect(page.booking.history).toEqual([
      expect.objectContaining({ action: "created", before: null, after: "confirmed", staffEmail: reception.email }),
    ]);
    expect(page.booking.history[0].note).toContain("Agoda's rate");
  });
});

describe("channels", () => {
  it("refuses a MakeMyTrip booking without MakeMyTrip's reference, and keeps it when given", async () => {
    const refused = await save({ fields: { source: "makemytrip" } });
    expect(refused.status).toBe(400);
    expect(refused.answer?.errors).toEqual({ channel_reference: "Enter the MakeMyTrip booking reference." });
    expect(await bookingCount()).toBe(0);
    const made = await save({ fields: { source: "makemytrip", channel_reference: " NH7201234567 " } });
    expect((await stored(made.reference)).booking).toMatchObject({ source: "makemytrip", channel_reference: "NH7201234567" });
  });

  it("takes a travel agent's booking without a reference, refuses a reference over 40 characters and the website's own sources", async () => {
    expect((await save({ fields: { source: "travel_agent" } })).status).toBe(303);
    const long = await save({ fields: { source: "travel_agent", channel_reference: "X".repeat(41) } });
    expect(long.answer?.errors.channel_reference).toContain("40");
    for (const source of ["wizard", "chat", ""]) {
      expect((await save({ fields: { source } })).answer?.errors).toEqual({ source: newBookingMessages.sourceRequired });
    }
  });

  it("asks for the guest's name and a real phone number, as the website does", async () => {
    const refused = await save({ fields: { guest_name: " ", guest_phone: "12", guest_email: "not-an-address" } });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.answer?.errors ?? {}).sort()).toEqual(["guest_email", "guest_name", "guest_phone"]);
    expect(refused.answer?.errors.guest_name).toBe("Name is required");
  });
});

describe("the rate of a night", () => {
  it("can be changed only with a reason; the booking is priced and audited with it", async () => {
    const rates = await deluxeRatesInForce();
    const refused = await save({ fields: { rate_0_1: "3,000" } });
    expect(refused.status).toBe(400);
    expect(refused.answer?.errors).toEqual({ reason_0_1: newBookingMessages.reasonRequired });
    expect(await bookingCount()).toBe(0);

    const made = await save({ fields: { rate_0_0: String(rates[0] / 100), rate_0_1: "₹3,000", reason_0_1: "Regular guest, agreed by the manager" } });
    expect(made.status).toBe(303);
    const { booking, rooms } = await stored(made.reference);
    expect(JSON.parse(rooms[0].nightly_rates)).toEqual([rates[0], 300_000]);
    const expected = priceStay({
      checkIn,
      checkOut,
      rooms: [{ roomId: 1, roomTypeName: "Deluxe Room", nightlyPaise: rates[0], nightlyRatesPaise: [rates[0], 300_000], adults: 2, children: 0 }],
    });
    expect(booking?.total_paise).toBe(expected.totals.total);
    const [audit] = await auditRows(made.reference);
    expect(JSON.parse(audit.after_state).rate_overrides).toEqual([
      {
        room: 1,
        room_type: "Deluxe Room",
        night: addDays(checkIn, 1),
        in_force_paise: rates[1],
        charged_paise: 300_000,
        reason: "Regular guest, agreed by the manager",
      },
    ]);
    expect(audit.note).toContain("Regular guest, agreed by the manager");
  });

  it("refuses a rate that is not whole rupees", async () => {
    const refused = await save({ fields: { rate_0_0: "12.50", reason_0_0: "Typo test" } });
    expect(refused.answer?.errors).toEqual({ rate_0_0: newBookingMessages.rate });
  });

  it("is shown at the rate in force when priced, and prices the totals with a typed rate", async () => {
    const rates = await deluxeRatesInForce();
    const priced = await post("price");
    expect(priced.status).toBe(200);
    expect(priced.answer?.quote?.rooms[0].nights).toEqual([
      { night: checkIn, inForcePaise: rates[0] },
      { night: addDays(checkIn, 1), inForcePaise: rates[1] },
    ]);
    const repriced = await post("price", { fields: { rate_0_0: "1000", reason_0_0: "Staff family" } });
    expect(repriced.answer?.quote?.price.rooms[0].rates[0]).toEqual({ nightly: 100_000, nights: 1 });
  });

  it("is priced again, not saved, when the dates changed after pricing", async () => {
    const refused = await save({ fields: { priced_for: "something else", rate_0_0: "1", reason_0_0: "Old stay" } });
    expect(refused.status).toBe(409);
    expect(refused.answer?.error).toBe(newBookingMessages.repriced);
    expect(await bookingCount()).toBe(0);
  });
});

describe("availability", () => {
  it("refuses a sold-out night with 409, naming the night and the room type", async () => {
    const total = (await env.DB.prepare("SELECT total_rooms FROM room_inventory WHERE room_id = 4").first<{ total_rooms: number }>())?.total_rooms ?? 0;
    await bookRooms(4, addDays(checkIn, 1), checkOut, { count: total, status: "confirmed" });
    const suite: RoomRequest = { roomId: 4, adults: 2, children: 0, olderChildren: 0 };
    const refused = await save({ rooms: [suite] });
    expect(refused.status).toBe(409);
    expect(refused.answer?.error).toBe(`Suite Room is sold out on ${nightWords(addDays(checkIn, 1))}.`);
    expect((await env.DB.prepare("SELECT COUNT(*) AS n FROM bookings WHERE created_by IS NOT NULL").first<{ n: number }>())?.n).toBe(0);
    // "Price it" says so before anything is sent.
    expect((await post("price", { rooms: [suite] })).answer?.quote?.unavailable).toEqual([refused.answer?.error]);
  });

  it("refuses a night closed to sale, naming it", async () => {
    await env.DB.prepare("INSERT INTO closed_nights (room_id, night, closed_by, closed_at) VALUES (1, ?, 'test', 'now')").bind(checkIn).run();
    const refused = await save();
    expect(refused.status).toBe(409);
    expect(refused.answer?.error).toBe(`Deluxe Room is closed on ${nightWords(checkIn)}.`);
    expect(await bookingCount()).toBe(0);
  });

  it("refuses a party one room of its type cannot hold", async () => {
    const crowd: RoomRequest = { roomId: 1, adults: 4, children: 0, olderChildren: 0 };
    const refused = await save({ rooms: [crowd] });
    expect(refused.status).toBe(400);
    const occupancy = { baseGuests: 2, maxAdults: 3, maxGuests: 3, extraBeds: 1, extraAdultPaise: 80_000, extraChildPaise: 50_000 };
    expect(refused.answer?.errors).toEqual({ adults_0: occupancyMessagesEn.doesNotFit("adults", "Deluxe Room", occupancy) });
    expect(await bookingCount()).toBe(0);
  });

  it("refuses a check-in before today and a stay of no nights", async () => {
    const past = await save({ stay: { checkIn: addDays(today, -1), checkOut: today } });
    expect(past.answer?.errors).toEqual({ check_in: newBookingMessages.checkInPast });
    const none = await save({ stay: { checkIn, checkOut: checkIn } });
    expect(none.answer?.errors).toEqual({ check_out: newBookingMessages.checkOutNotAfter });
    expect(nightsBetween(checkIn, checkOut)).toBe(2);
  });
});

describe("the form", () => {
  it("sent twice makes one booking and answers both with it", async () => {
    const first = await save({ requestKey: "new-booking-once", fields: { guest_email: "sunita@example.com" } });
    const second = await save({ requestKey: "new-booking-once", fields: { guest_email: "sunita@example.com" } });
    expect(second).toEqual(first);
    expect(await bookingCount()).toBe(1);
    expect(await auditRows(first.reference)).toHaveLength(1);
    expect(await mailAbout(first.reference)).toHaveLength(1);
  });

  it("adds and removes rooms without pricing or saving, at most four", async () => {
    const added = await post("add_room", { fields: { room_count: "4" } });
    expect(added.answer?.quote).toBeNull();
    const values = (added.answer as unknown as { values: Record<string, string> }).values;
    expect(values.room_count).toBe("4");
    const removed = await post("remove_room", { fields: { room_count: "2" } });
    expect((removed.answer as unknown as { values: Record<string, string> }).values.room_count).toBe("1");
    expect(await bookingCount()).toBe(0);
  });

  it("is prefilled from the calendar's free cell: room type and check-in", async () => {
    const request = new Request(`http://localhost/admin/bookings/new?type=3&checkIn=${checkIn}`);
    const page = await loader({ request, params: {}, context: deskRequestContext({ now: noonAt(today) }) } as unknown as LoaderArgs);
    expect(page.values).toMatchObject({ room_type_0: "3", check_in: checkIn, check_out: addDays(checkIn, 1), adults_0: "2" });
    expect(page.types.map((type) => type.name)).toEqual(["Deluxe Room", "Super Deluxe Room", "Luxury Room", "Suite Room"]);
  });
});

describe("who may", () => {
  const refusedStatus = async (run: () => Promise<unknown>) => {
    try {
      await run();
    } catch (error) {
      return { status: (error as { init?: { status?: number } }).init?.status, message: (error as { data?: unknown }).data };
    }
    return { status: "answered" };
  };

  it("refuses a request without a member of staff (401), page and post", async () => {
    const request = new Request("http://localhost/admin/bookings/new");
    const context = deskRequestContext({ staff: null });
    expect((await refusedStatus(() => loader({ request, params: {}, context } as unknown as LoaderArgs))).status).toBe(401);
    expect((await refusedStatus(() => save({ staff: null }))).status).toBe(401);
    expect(await bookingCount()).toBe(0);
  });

  it("says upstream that the hotel's own system takes bookings (404), page and post", async () => {
    const request = new Request("http://localhost/admin/bookings/new");
    const context = deskRequestContext({ mode: "upstream" });
    expect(await refusedStatus(() => loader({ request, params: {}, context } as unknown as LoaderArgs))).toEqual({
      status: 404,
      message: upstreamRefusal,
    });
    expect((await refusedStatus(() => save({ mode: "upstream" }))).status).toBe(404);
    expect(await bookingCount()).toBe(0);
  });
});
