/**
 * Changing a booking on the desk (product-rules.md: Changing a booking), through the change page's
 * real route loader and action: new dates, rooms added, removed or of another type, re-priced for
 * the changed nights only, refused naming a sold-out night or a taken room, audited once per form,
 * the guest told in their language, and a checked-in guest leaving early frees tonight at once.
 */
import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import type { IsoDate } from "~/content/hotel";
import { addDays } from "~/domain/hotel-date";
import { fitProblem } from "~/domain/occupancy";
import { occupancyMessagesEn } from "~/domain/occupancy-messages";
import { priceStay } from "~/domain/price-stay";
import { stayChangeMessages } from "~/domain/stay-change";
import { assignRooms } from "~/desk/check-in/room-assignment-store.server";
import { postDueRoomNights } from "~/desk/folio/room-night-posting.server";
import { nightWords } from "~/desk/new-booking/night-names";
import type { MoneyColumns } from "~/desk/bookings/booking-rows.server";
import { action, loader } from "../../app/desk/change-booking/admin-change-booking";
import { bookingToChange, roomTypesToPrice } from "../../app/desk/change-booking/booking-to-change.server";
import { priceChange } from "../../app/desk/change-booking/change-pricing.server";
import { changeStatements } from "../../app/desk/change-booking/change-statements.server";
import { changeMessages } from "../../app/desk/change-booking/change-booking-form";
import { changeUpstreamRefusal } from "../../app/desk/change-booking/change-booking-desk.server";
import { changeBookingMessages } from "../../app/desk/change-booking/change-booking-messages";
import type { ChangeQuote } from "../../app/desk/change-booking/change-quote";
import { bookRoomNumbered, bookRooms, resetRoomUnits, setRoomsInService } from "./booked-rooms";
import { auditRows, clearDesk, deskRequestContext, noonAt, reception, seedBooking } from "./desk-helpers";
import { quietDayPlus } from "./test-dates";

type ActionArgs = Parameters<typeof action>[0];
type LoaderArgs = Parameters<typeof loader>[0];

const today: IsoDate = quietDayPlus(0);
const checkIn: IsoDate = quietDayPlus(3);
const checkOut: IsoDate = addDays(checkIn, 2);
/** Booked well below any rate in force, so a kept night is plain to see. */
const bookedPaise = 111_100;

interface Options {
  requestKey?: string;
  staff?: null;
  mode?: "upstream";
  now?: Date;
}

interface StepAnswer {
  error: string | null;
  errors: Record<string, string>;
  quote: ChangeQuote | null;
}

async function bookingOf(reference: string) {
  return env.DB.prepare(
    `SELECT id, status, check_in_date, check_out_date, nights, subtotal_paise, discount_paise, cgst_paise, sgst_paise, total_paise
     FROM bookings WHERE reference = ?`,
  )
    .bind(reference)
    .first<MoneyColumns & { id: number; status: string; check_in_date: string; check_out_date: string; nights: number }>();
}

async function roomsOf(reference: string) {
  const { results } = await env.DB.prepare(
    `SELECT br.id, br.room_id, br.check_in_date, br.check_out_date, br.adults, br.children, br.nightly_rates, br.nights,
       br.subtotal_paise, br.discount_paise, br.total_paise, br.status, br.unit_id
     FROM booking_rooms AS br JOIN bookings AS b ON b.id = br.booking_id WHERE b.reference = ? ORDER BY br.id`,
  )
    .bind(reference)
    .all<{
      id: number;
      room_id: number;
      check_in_date: string;
      check_out_date: string;
      adults: number;
      children: number;
      nightly_rates: string;
      nights: number;
      subtotal_paise: number;
      discount_paise: number;
      total_paise: number;
      status: string;
      unit_id: number | null;
    }>();
  return results;
}

async function unitNightsOf(reference: string) {
  const { results } = await env.DB.prepare(
    `SELECT unit.number, nights.night FROM room_unit_nights AS nights JOIN room_units AS unit ON unit.id = nights.unit_id
     JOIN booking_rooms AS br ON br.id = nights.booking_room_id JOIN bookings AS b ON b.id = br.booking_id
     WHERE b.reference = ? ORDER BY nights.night`,
  )
    .bind(reference)
    .all<{ number: string; night: string }>();
  return results;
}

/** The form as the page fills it for the booking as it stands. */
async function formOf(reference: string): Promise<Record<string, string>> {
  const booking = await bookingOf(reference);
  const rooms = await roomsOf(reference);
  const fields: Record<string, string> = {
    check_in: booking?.check_in_date ?? "",
    check_out: booking?.check_out_date ?? "",
    room_count: String(rooms.length),
    shown_status: booking?.status ?? "",
  };
  rooms.forEach((room, row) => {
    fields[`booked_${row}`] = String(room.id);
    fields[`room_type_${row}`] = String(room.room_id);
    fields[`adults_${row}`] = String(room.adults);
    fields[`under6_${row}`] = String(room.children);
    fields[`older_${row}`] = "0";
  });
  return fields;
}

async function post(reference: string, fields: Record<string, string>, options: Options = {}) {
  const body = new URLSearchParams(fields);
  const request = new Request(`http://localhost/admin/bookings/${reference}/change`, { method: "POST", body });
  const context = deskRequestContext({ now: options.now ?? noonAt(today), staff: options.staff, mode: options.mode });
  const result: unknown = await action({ request, params: { reference }, context } as unknown as ActionArgs);
  if (result instanceof Response) return { status: result.status, location: result.headers.get("Location"), answer: null };
  const answer = result as { data: StepAnswer; init: { status: number } | null };
  return { status: answer.init?.status ?? 200, location: null, answer: answer.data };
}

async function priceOf(reference: string, fields: Record<string, string>, options: Options = {}) {
  const priced = await post(reference, { ...fields, intent: "price" }, options);
  return priced;
}

/** Prices the change as the page does, then saves exactly what was priced. */
async function change(reference: string, edit: (fields: Record<string, string>) => void, options: Options & { note?: string } = {}) {
  const fields = await formOf(reference);
  edit(fields);
  const priced = await priceOf(reference, fields, options);
  if (!priced.answer?.quote) return { ...priced, quote: null };
  const { pricedFor, pricedRates } = priced.answer.quote;
  const saved = await post(
    reference,
    { ...fields, priced_for: pricedFor, priced_rates: pricedRates, note: options.note ?? "", request_key: options.requestKey ?? crypto.randomUUID(), intent: "save" },
    options,
  );
  return { ...saved, quote: priced.answer.quote };
}

async function roomPrice(roomId: number): Promise<number> {
  return ((await env.DB.prepare("SELECT room_price FROM rooms WHERE id = ?").bind(roomId).first<{ room_price: number }>())?.room_price ?? 0) * 100;
}

async function typeName(roomId: number): Promise<string> {
  return (await env.DB.prepare("SELECT room_type_name FROM rooms WHERE id = ?").bind(roomId).first<{ room_type_name: string }>())?.room_type_name ?? "";
}

let periods = 0;
/** A rate period for room type `roomId` over [first, last] at `rupees` a night. */
async function ratePeriod(roomId: number, first: IsoDate, last: IsoDate, rupees: number): Promise<void> {
  periods += 1;
  const period = await env.DB.prepare(
    "INSERT INTO rate_periods (name, first_night, last_night, updated_by, updated_at, created_by_request) VALUES ('Festival', ?, ?, 'x', 'x', ?) RETURNING id",
  )
    .bind(first, last, `change-test-${periods}-${crypto.randomUUID()}`)
    .first<{ id: number }>();
  await env.DB.prepare("INSERT INTO rate_period_prices (period_id, room_id, room_price) VALUES (?, ?, ?)").bind(period?.id, roomId, rupees).run();
}

async function mailAbout(reference: string) {
  const { results } = await env.DB.prepare("SELECT kind, to_address, subject, dedupe_key, attachments FROM mail_outbox WHERE about = ? ORDER BY id")
    .bind(reference)
    .all<{ kind: string; to_address: string; subject: string; dedupe_key: string; attachments: string | null }>();
  return results;
}

let seeded = 0;
async function seed(options: { status?: "pending" | "confirmed" | "checked_in" | "cancelled"; checkIn?: IsoDate; checkOut?: IsoDate; rooms?: number[]; email?: string } = {}) {
  seeded += 1;
  const reference = `CHG${String(seeded).padStart(5, "0")}`;
  const from = options.checkIn ?? checkIn;
  const until = options.checkOut ?? checkOut;
  const nights = Math.round((Date.parse(until) - Date.parse(from)) / 86_400_000);
  await seedBooking({
    reference,
    status: options.status ?? "confirmed",
    checkIn: from,
    checkOut: until,
    nights,
    guestEmail: options.email,
    rooms: (options.rooms ?? [1]).map((roomId) => ({ roomId, nightlyPaise: bookedPaise })),
  });
  const booking = await bookingOf(reference);
  if (options.status !== "pending" && options.status !== "cancelled") await assignRooms(env.DB, booking?.id ?? 0, today);
  return reference;
}

beforeEach(async () => {
  await clearDesk();
  await resetRoomUnits();
  await env.DB.batch([
    env.DB.prepare("DELETE FROM mail_outbox"),
    env.DB.prepare("DELETE FROM rate_periods"),
    env.DB.prepare("DELETE FROM submissions"),
  ]);
});

describe("who may change a booking", () => {
  it("refuses a request that skipped sign-in (401) and, upstream, says the hotel's own system keeps bookings (404)", async () => {
    const reference = await seed();
    const args = (context: ReturnType<typeof deskRequestContext>) =>
      ({ context, params: { reference }, request: new Request(`https://resort.example/admin/bookings/${reference}/change`) }) as unknown as LoaderArgs;
    await expect(loader(args(deskRequestContext({ staff: null })))).rejects.toMatchObject({ init: { status: 401 } });
    await expect(loader(args(deskRequestContext({ mode: "upstream" })))).rejects.toMatchObject({ data: changeUpstreamRefusal, init: { status: 404 } });
    await expect(post(reference, { intent: "price" }, { mode: "upstream" })).rejects.toMatchObject({ init: { status: 404 } });
    await expect(post(reference, { intent: "price" }, { staff: null })).rejects.toMatchObject({ init: { status: 401 } });
    const page = await loader(args(deskRequestContext({ now: noonAt(today) })));
    expect(page.problem).toBeNull();
    expect(page.values).toMatchObject({ check_in: checkIn, check_out: checkOut, room_count: "1", room_type_0: "1" });
  });

  it("answers 404 for a booking that does not exist", async () => {
    const answer = await post("NOSUCH01", { intent: "price" });
    expect(answer.status).toBe(404);
    expect(answer.answer?.error).toBe(changeBookingMessages.notFound);
  });

  it("refuses a cancelled booking (409) and the page says why, with no form", async () => {
    const reference = await seed({ status: "cancelled" });
    const refused = await change(reference, (fields) => {
      fields.check_out = addDays(checkOut, 1);
    });
    expect(refused.status).toBe(409);
    expect(refused.answer?.error).toBe("A booking that is cancelled cannot change.");
    const context = deskRequestContext({ now: noonAt(today) });
    const page = await loader({ context, params: { reference }, request: new Request(`https://resort.example/admin/bookings/${reference}/change`) } as unknown as LoaderArgs);
    expect(page.problem).toBe("A booking that is cancelled cannot change.");
  });
});

describe("new dates", () => {
  it("extends a stay: kept nights keep their booked rate, the added night takes the rate in force, all in one room", async () => {
    const reference = await seed({ email: "asha@example.com" });
    const inForce = await roomPrice(1);
    const saved = await change(
      reference,
      (fields) => {
        fields.check_out = addDays(checkOut, 1);
      },
      { note: "Guest asked by phone" },
    );
    expect(saved.status).toBe(303);
    expect(saved.location).toBe(`/admin/bookings/${reference}?done=made`);
    expect(saved.quote?.rooms[0]?.nights.map((night) => [night.paise, night.kept])).toEqual([
      [bookedPaise, true],
      [bookedPaise, true],
      [inForce, false],
    ]);
    const booking = await bookingOf(reference);
    const expected = priceStay({
      checkIn,
      checkOut: addDays(checkOut, 1),
      rooms: [{ roomId: 1, roomTypeName: "x", nightlyPaise: bookedPaise, nightlyRatesPaise: [bookedPaise, bookedPaise, inForce], adults: 2, children: 0 }],
      offers: [],
    });
    expect(booking).toMatchObject({ check_in_date: checkIn, check_out_date: addDays(checkOut, 1), nights: 3, total_paise: expected.totals.total, subtotal_paise: expected.totals.subtotal });
    const [room] = await roomsOf(reference);
    expect(room).toMatchObject({ nights: 3, status: "confirmed", nightly_rates: JSON.stringify([bookedPaise, bookedPaise, inForce]) });
    const nights = await unitNightsOf(reference);
    expect(nights.map((night) => night.night)).toEqual([checkIn, addDays(checkIn, 1), checkOut]);
    expect(new Set(nights.map((night) => night.number)).size).toBe(1);
    const [audit] = await auditRows(reference);
    expect(audit).toMatchObject({ staff_email: reception.email, action: "changed", note: "Guest asked by phone" });
    expect(JSON.parse(audit?.before_state ?? "{}")).toMatchObject({ check_in: checkIn, check_out: checkOut, total_paise: 2 * bookedPaise + 2 * Math.round(2 * bookedPaise * 0.025) });
    expect(JSON.parse(audit?.after_state ?? "{}")).toMatchObject({ check_out: addDays(checkOut, 1), total_paise: expected.totals.total, rooms: [{ room_type: await typeName(1), adults: 2 }] });
  });

  it("keeps booked rates while new nights take a rate staff changed after the booking was made", async () => {
    const reference = await seed();
    // The festival rate is set after the booking: its booked nights keep their rate, the new one pays the festival's.
    await ratePeriod(1, checkIn, addDays(checkOut, 3), 9_876);
    const saved = await change(reference, (fields) => {
      fields.check_out = addDays(checkOut, 2);
    });
    expect(saved.status).toBe(303);
    const [room] = await roomsOf(reference);
    expect(JSON.parse(room?.nightly_rates ?? "[]")).toEqual([bookedPaise, bookedPaise, 987_600, 987_600]);
  });

  it("shortens a stay before arrival: the nights given up are free again and the price falls", async () => {
    const reference = await seed({ checkOut: addDays(checkIn, 3) });
    const before = await bookingOf(reference);
    const saved = await change(reference, (fields) => {
      fields.check_out = addDays(checkIn, 1);
    });
    expect(saved.status).toBe(303);
    expect(saved.quote?.differencePaise).toBeLessThan(0);
    const after = await bookingOf(reference);
    expect(after).toMatchObject({ nights: 1, check_out_date: addDays(checkIn, 1) });
    expect(after?.total_paise).toBeLessThan(before?.total_paise ?? 0);
    expect((await unitNightsOf(reference)).map((night) => night.night)).toEqual([checkIn]);
  });

  it("moves the dates of a stay before arrival: nights it did not have take the rate in force", async () => {
    const reference = await seed();
    const inForce = await roomPrice(1);
    const saved = await change(reference, (fields) => {
      fields.check_in = addDays(checkIn, 1);
      fields.check_out = addDays(checkOut, 1);
    });
    expect(saved.status).toBe(303);
    const [room] = await roomsOf(reference);
    expect(JSON.parse(room?.nightly_rates ?? "[]")).toEqual([bookedPaise, inForce]);
    expect((await unitNightsOf(reference)).map((night) => night.night)).toEqual([addDays(checkIn, 1), checkOut]);
  });

  it("lets a checked-in guest leave early, and the room is sellable tonight right after", async () => {
    await setRoomsInService(1, 1);
    const reference = await seed({ status: "checked_in", checkIn: addDays(today, -2), checkOut: addDays(today, 3) });
    expect(await unitNightsOf(reference)).toHaveLength(3);
    // Tonight the one Deluxe Room is the guest's: no one else can have it.
    await expect(bookRooms(1, today, addDays(today, 1), { status: "confirmed" })).rejects.toThrow(/sold_out/);
    const saved = await change(reference, (fields) => {
      fields.check_out = today;
    });
    expect(saved.status).toBe(303);
    expect(await bookingOf(reference)).toMatchObject({ status: "checked_in", check_in_date: addDays(today, -2), check_out_date: today, nights: 2 });
    expect(await unitNightsOf(reference)).toEqual([]);
    const [room] = await roomsOf(reference);
    expect(room?.unit_id).not.toBeNull();
    await expect(bookRooms(1, today, addDays(today, 1), { status: "confirmed" })).resolves.toBeUndefined();
  });

  it("extends or shortens a stay whose nights are on its folio: the posted nights keep naming the room", async () => {
    const reference = await seed({ status: "checked_in", checkIn: addDays(today, -2), checkOut: addDays(today, 2) });
    const bookingId = (await env.DB.prepare("SELECT id FROM bookings WHERE reference = ?").bind(reference).first<{ id: number }>())?.id ?? 0;
    expect(await postDueRoomNights(env.DB, bookingId, addDays(today, -1))).toBe(2);
    const [before] = await roomsOf(reference);
    const longer = await change(reference, (fields) => {
      fields.check_out = addDays(today, 3);
    });
    expect(longer.status).toBe(303);
    const [after] = await roomsOf(reference);
    expect(after).toMatchObject({ id: before?.id, check_out_date: addDays(today, 3), nights: 5 });
    const posted = await env.DB.prepare("SELECT booking_room_id, night FROM folio_lines WHERE booking_id = ? ORDER BY night")
      .bind(bookingId)
      .all<{ booking_room_id: number; night: IsoDate }>();
    expect(posted.results).toEqual([
      { booking_room_id: before?.id, night: addDays(today, -2) },
      { booking_room_id: before?.id, night: addDays(today, -1) },
    ]);
    // The nights already charged are not charged again; tonight is the next.
    expect(await postDueRoomNights(env.DB, bookingId, today)).toBe(1);
    const shorter = await change(reference, (fields) => {
      fields.check_out = addDays(today, 1);
    });
    expect(shorter.status).toBe(303);
    expect((await roomsOf(reference))[0]).toMatchObject({ id: before?.id, check_out_date: addDays(today, 1) });
  });

  /** Each change refused with 400 and its message beside the one field changed. */
  async function expectRefused(reference: string, changes: [field: string, value: string, message: string][]) {
    for (const [field, value, message] of changes) {
      const refused = await change(reference, (fields) => {
        fields[field] = value;
      });
      expect(refused.status, field).toBe(400);
      expect(refused.answer?.errors[field]).toBe(message);
    }
  }

  it("refuses bad dates with a message beside the field (400)", async () => {
    const reference = await seed();
    await expectRefused(reference, [
      ["check_out", checkIn, stayChangeMessages.checkOutNotAfter],
      ["check_in", addDays(today, -1), stayChangeMessages.checkInPast],
      ["check_out", addDays(checkIn, 31), stayChangeMessages.tooLong(30)],
    ]);
    expect(await bookingOf(reference)).toMatchObject({ check_out_date: checkOut });
  });

  it("keeps a checked-in guest's check-in and refuses a check-out before today", async () => {
    const reference = await seed({ status: "checked_in", checkIn: addDays(today, -2), checkOut: addDays(today, 3) });
    await expectRefused(reference, [
      ["check_in", addDays(today, -1), stayChangeMessages.checkInFixed],
      ["check_out", addDays(today, -1), stayChangeMessages.checkOutPast],
      ["remove_0", "on", changeMessages.checkedInRoomStays],
      ["room_type_0", "2", changeMessages.checkedInRoomStays],
    ]);
  });

  it("starts a room added to a stay under way tonight, priced from tonight only", async () => {
    const reference = await seed({ status: "checked_in", checkIn: addDays(today, -2), checkOut: addDays(today, 2) });
    const inForce = await roomPrice(2);
    const saved = await change(reference, (fields) => {
      fields.room_count = "2";
      fields.room_type_1 = "2";
      fields.adults_1 = "2";
    });
    expect(saved.status).toBe(303);
    const rooms = await roomsOf(reference);
    expect(rooms[0]).toMatchObject({ check_in_date: addDays(today, -2), nights: 4 });
    expect(rooms[1]).toMatchObject({ room_id: 2, check_in_date: today, nights: 2, status: "checked_in", nightly_rates: JSON.stringify([inForce, inForce]) });
    expect(rooms[1]?.unit_id).not.toBeNull();
    expect(await bookingOf(reference)).toMatchObject({ check_in_date: addDays(today, -2), nights: 4 });
  });
});

describe("rooms", () => {
  it("adds a room, priced at the rate in force and given a room number afterwards", async () => {
    const reference = await seed();
    const inForce = await roomPrice(2);
    const saved = await change(reference, (fields) => {
      fields.room_count = "2";
      fields.booked_1 = "";
      fields.room_type_1 = "2";
      fields.adults_1 = "1";
    });
    expect(saved.status).toBe(303);
    const rooms = await roomsOf(reference);
    expect(rooms).toHaveLength(2);
    expect(rooms[0]).toMatchObject({ room_id: 1, nightly_rates: JSON.stringify([bookedPaise, bookedPaise]) });
    expect(rooms[1]).toMatchObject({ room_id: 2, adults: 1, nightly_rates: JSON.stringify([inForce, inForce]), status: "confirmed" });
    expect(rooms[1]?.unit_id).not.toBeNull();
    expect((await bookingOf(reference))?.total_paise).toBe(rooms.reduce((sum, room) => sum + room.total_paise, 0));
  });

  it("removes a room: its nights are free again", async () => {
    const reference = await seed({ rooms: [1, 2] });
    expect(await unitNightsOf(reference)).toHaveLength(4);
    const saved = await change(reference, (fields) => {
      fields.remove_1 = "on";
    });
    expect(saved.status).toBe(303);
    expect((await roomsOf(reference)).map((room) => room.room_id)).toEqual([1]);
    expect(await unitNightsOf(reference)).toHaveLength(2);
    expect(saved.quote?.removed).toEqual([await typeName(2)]);
  });

  it("refuses a fifth room", async () => {
    const reference = await seed({ rooms: [1, 1, 2, 2] });
    const refused = await change(reference, (fields) => {
      fields.room_count = "5";
      fields.room_type_4 = "3";
      fields.adults_4 = "2";
    });
    expect(refused.status).toBe(400);
    expect(refused.answer?.errors.room_count).toBe(changeMessages.atMostRooms);
    expect(await roomsOf(reference)).toHaveLength(4);
  });

  it("changes a pending request without giving it room numbers", async () => {
    const reference = await seed({ status: "pending" });
    const saved = await change(reference, (fields) => {
      fields.room_type_0 = "2";
    });
    expect(saved.status).toBe(303);
    expect(await roomsOf(reference)).toEqual([expect.objectContaining({ room_id: 2, status: "pending", unit_id: null })]);
    expect(await unitNightsOf(reference)).toEqual([]);
  });

  it("refuses to remove every room", async () => {
    const reference = await seed();
    const refused = await change(reference, (fields) => {
      fields.remove_0 = "on";
    });
    expect(refused.status).toBe(400);
    expect(refused.answer?.errors.room_count).toBe(changeMessages.atLeastOneRoom);
  });

  it("changes a room's type: every night at the new type's rate in force, and a room of the new type", async () => {
    const reference = await seed();
    const inForce = await roomPrice(2);
    const saved = await change(reference, (fields) => {
      fields.room_type_0 = "2";
    });
    expect(saved.status).toBe(303);
    expect(saved.quote?.rooms[0]?.kind).toBe("type_changed");
    const [room] = await roomsOf(reference);
    expect(room).toMatchObject({ room_id: 2, nightly_rates: JSON.stringify([inForce, inForce]) });
    const nights = await unitNightsOf(reference);
    expect(nights).toHaveLength(2);
    expect(nights.every((night) => night.number.startsWith("2"))).toBe(true);
  });

  it("refuses a party the room type cannot hold, with the wizard's words (400)", async () => {
    const reference = await seed();
    const types = await roomTypesToPrice(env.DB);
    const deluxe = types.find((type) => type.id === 1);
    const party = { adults: 4, children: 4, olderChildren: 4 };
    const problem = deluxe ? fitProblem(deluxe.occupancy, party) : null;
    expect(problem).not.toBeNull();
    const refused = await change(reference, (fields) => {
      fields.adults_0 = "4";
      fields.older_0 = "4";
    });
    expect(refused.status).toBe(400);
    expect(refused.answer?.errors.adults_0).toBe(occupancyMessagesEn.doesNotFit(problem ?? "guests", deluxe?.name ?? "", deluxe?.occupancy ?? types[0]!.occupancy));
  });
});

describe("the booking's offer", () => {
  it("keeps the offer as booked: the same percentage off every night, kept or new", async () => {
    const reference = await seed();
    await env.DB.prepare("UPDATE bookings SET discount_paise = ? WHERE reference = ?").bind((2 * bookedPaise) / 10, reference).run();
    const inForce = await roomPrice(1);
    const saved = await change(reference, (fields) => {
      fields.check_out = addDays(checkOut, 1);
    });
    expect(saved.status).toBe(303);
    expect(saved.quote?.percentOff).toBe(10);
    expect((await bookingOf(reference))?.discount_paise).toBe(Math.round((2 * bookedPaise + inForce) / 10));
  });

  it("gives no discount to a booking made without one", async () => {
    const reference = await seed();
    await change(reference, (fields) => {
      fields.check_out = addDays(checkOut, 1);
    });
    expect((await bookingOf(reference))?.discount_paise).toBe(0);
  });
});

describe("availability", () => {
  it("refuses a sold-out night, naming the night and the type (409), and changes nothing", async () => {
    await setRoomsInService(1, 1);
    const reference = await seed();
    await bookRooms(1, checkOut, addDays(checkOut, 1), { status: "confirmed" });
    const refused = await change(reference, (fields) => {
      fields.check_out = addDays(checkOut, 1);
    });
    const sentence = `${await typeName(1)} is sold out on ${nightWords(checkOut)}.`;
    expect(refused.quote?.problems).toEqual([sentence]);
    expect(refused.status).toBe(409);
    expect(refused.answer?.error).toBe(sentence);
    expect(await bookingOf(reference)).toMatchObject({ check_out_date: checkOut, nights: 2 });
    expect(await roomsOf(reference)).toHaveLength(1);
    expect(await unitNightsOf(reference)).toHaveLength(2);
    expect(await auditRows(reference)).toEqual([]);
  });

  it("refuses a night the guest's numbered room is taken, naming the room and night (409)", async () => {
    const other = await bookRoomNumbered("101", checkOut, addDays(checkOut, 1));
    const reference = await seed();
    expect((await unitNightsOf(reference))[0]?.number).toBe("101");
    const refused = await change(reference, (fields) => {
      fields.check_out = addDays(checkOut, 1);
    });
    const sentence = `Room 101 is taken on ${nightWords(checkOut)}; move the stay to another room first.`;
    expect(refused.status).toBe(409);
    expect(refused.answer?.error).toBe(sentence);
    expect(await bookingOf(reference)).toMatchObject({ check_out_date: checkOut });
    expect(await unitNightsOf(reference)).toHaveLength(2);
    expect(await unitNightsOf(other)).toHaveLength(1);
  });
});

describe("one change per form", () => {
  it("makes the change once when the same form is sent twice", async () => {
    const reference = await seed();
    const requestKey = crypto.randomUUID();
    const fields = await formOf(reference);
    fields.check_out = addDays(checkOut, 1);
    const priced = await priceOf(reference, fields);
    const save = { ...fields, priced_for: priced.answer?.quote?.pricedFor ?? "", priced_rates: priced.answer?.quote?.pricedRates ?? "", request_key: requestKey, intent: "save" };
    const first = await post(reference, save);
    const again = await post(reference, save);
    expect(first.status).toBe(303);
    expect(again.status).toBe(303);
    expect(await bookingOf(reference)).toMatchObject({ nights: 3 });
    expect(await auditRows(reference)).toHaveLength(1);
    expect(await mailAbout(reference)).toHaveLength(1);
  });

  it("refuses a save at rates that moved since the change was priced (409)", async () => {
    const reference = await seed();
    const fields = await formOf(reference);
    fields.check_out = addDays(checkOut, 1);
    const priced = await priceOf(reference, fields);
    await ratePeriod(1, checkOut, checkOut, 12_345);
    const saved = await post(reference, {
      ...fields,
      priced_for: priced.answer?.quote?.pricedFor ?? "",
      priced_rates: priced.answer?.quote?.pricedRates ?? "",
      request_key: crypto.randomUUID(),
      intent: "save",
    });
    expect(saved.status).toBe(409);
    expect(saved.answer?.error).toBe(changeBookingMessages.ratesMoved);
    expect(saved.answer?.quote?.rooms[0]?.nights[2]?.paise).toBe(1_234_500);
    expect(await bookingOf(reference)).toMatchObject({ nights: 2 });
  });

  it("rolls the whole batch back when the booking moved between reading and writing", async () => {
    const reference = await seed();
    const booking = await bookingToChange(env.DB, reference);
    if (!booking) throw new Error("The booking was not seeded");
    const types = await roomTypesToPrice(env.DB);
    const room = { bookedRoomId: booking.rooms[0]?.id ?? 0, roomId: 1, adults: 2, children: 0, olderChildren: 0, checkIn };
    const request = { checkIn, checkOut: addDays(checkOut, 1), rooms: [room], removed: [] };
    const { price } = await priceChange(env.DB, booking, request, types, noonAt(today));
    // Another desk cancels it after this change read it.
    await env.DB.prepare("UPDATE bookings SET status = 'cancelled' WHERE reference = ?").bind(reference).run();
    const audited = { staff: reception, now: noonAt(today), requestKey: crypto.randomUUID() };
    await expect(env.DB.batch(changeStatements(env.DB, { booking, change: request, price, request: audited, note: "" }))).rejects.toThrow();
    expect(await bookingOf(reference)).toMatchObject({ status: "cancelled", nights: 2, check_out_date: checkOut });
    expect((await roomsOf(reference)).map((row) => row.nights)).toEqual([2]);
    expect(await unitNightsOf(reference)).toHaveLength(2);
    expect(await auditRows(reference)).toEqual([]);
  });

  it("changes a booking only from the status the page showed (409)", async () => {
    const reference = await seed();
    const refused = await change(reference, (fields) => {
      fields.check_out = addDays(checkOut, 1);
      fields.shown_status = "pending";
    });
    expect(refused.status).toBe(409);
    expect(refused.answer?.error).toBe(changeBookingMessages.movedMeanwhile("confirmed"));
    expect(await bookingOf(reference)).toMatchObject({ nights: 2 });
  });
});

describe("the guest is told", () => {
  it("queues one 'booking changed' e-mail with the calendar file when the booking has an address", async () => {
    const reference = await seed({ email: "asha@example.com" });
    const requestKey = crypto.randomUUID();
    await change(
      reference,
      (fields) => {
        fields.check_out = addDays(checkOut, 1);
      },
      { requestKey },
    );
    const mail = await mailAbout(reference);
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ kind: "booking-changed-guest", to_address: "asha@example.com", dedupe_key: `booking-changed:guest:${reference}:${requestKey}` });
    expect(mail[0]?.subject).toContain(`Booking ${reference} changed`);
    expect(mail[0]?.attachments).toContain(`booking-${reference}.ics`);
  });

  it("writes no e-mail for a booking without an address", async () => {
    const reference = await seed({ email: "" });
    const saved = await change(reference, (fields) => {
      fields.check_out = addDays(checkOut, 1);
    });
    expect(saved.status).toBe(303);
    expect(await mailAbout(reference)).toEqual([]);
  });

  it("writes to a guest who booked in Hindi in Hindi", async () => {
    const reference = await seed({ email: "asha@example.com" });
    await env.DB.prepare(
      `INSERT INTO submissions (idempotency_key, request_hash, kind, status, reference, upstream_path, payload, created_at, updated_at, lang)
       VALUES (?1, 'hash', 'booking', 'local', ?2, '/api/bookings', '{}', ?3, ?3, 'hi')`,
    )
      .bind(`key-${reference}`, reference, new Date().toISOString())
      .run();
    await change(reference, (fields) => {
      fields.check_out = addDays(checkOut, 1);
    });
    const [mail] = await mailAbout(reference);
    expect(mail?.subject).toContain(`बुकिंग ${reference} में बदलाव`);
  });
});
