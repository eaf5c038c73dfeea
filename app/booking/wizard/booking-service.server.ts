/**
 * Turns a validated booking (wizard or chat) into a submission plan: each room looked up from the
 * rooms service (so it exists and its rate is the origin's), every amount recomputed
 * (product-rules.md: One price and tax calculation), a reference made (product-rules.md: Booking
 * reference and status). Embedded mode also writes the booking and its rooms; the database trigger
 * from migrations/0003 refuses a room beyond the inventory, atomically (product-rules.md: Two
 * origins).
 */
import { type IsoDate, hotel } from "~/content/hotel";
import type { BookingConfirmation, Room } from "~/domain/api-types";
import { createBookingReference } from "~/domain/booking-reference";
import { nightsBetween } from "~/domain/hotel-date";
import { stayRoomInput } from "~/domain/stay-room-input";
import type { NormalisedBooking } from "~/domain/parse-booking-request";
import { type StayPrice, priceStay } from "~/domain/price-stay";
import { findRoomType } from "~/domain/room-types";
import { bookingConfirmation } from "~/domain/booking-confirmation";
import { type AppServices, type IntakeResult, OriginUnavailableError } from "~/server/app-services";
import type { ReadOrigin } from "~/origin/origin.server";
import { bookingPagePath } from "../my-booking/booking-link.server";
import { chatBookingPayload, wizardBookingPayload } from "./booking-payloads.server";
import { type BookingToStore, bookingStatements } from "./booking-statements.server";
import {
  countOpenRequests,
  isTooManyOpenRequestsError,
  maxOpenRequests,
  openRequestsGuard,
  tooManyOpenRequestsResult,
} from "~/enquiries/intake/open-requests.server";
import type { PlanOutcome } from "~/enquiries/intake/submission-plan.server";
import type { Lang } from "~/domain/lang";
import { planDeposit } from "~/payments/ask-deposit.server";
import type { RazorpayConfig } from "~/payments/razorpay-config.server";
import { fitProblem, openOccupancy } from "~/domain/occupancy";
import { occupancyMessagesIn } from "~/domain/occupancy-messages";
import { roomTypeNameIn } from "~/site/rooms/room-in-lang";

export type RoomsLookup = Pick<AppServices["rooms"], "get" | "list">;
/** Each night's rate (rupees) of a stay by room type id; empty where every night costs `room_price`. */
export type StayRates = ReadOrigin["stayRates"];

export const bookingPath = "/api/bookings";

export const soldOutResult: IntakeResult = {
  status: 409,
  body: { error: { code: "sold_out", message: "No rooms available for the selected dates. Please try different dates." } },
};

/** A function: the message quotes the phone and address staff keep on the desk. */
const bookingsUnavailable = (): IntakeResult => ({
  status: 503,
  body: {
    error: {
      code: "bookings_unavailable",
      message: `We can't take bookings online right now. Please call us on ${hotel.phones.primary.display} or write to ${hotel.emails.reservations}.`,
    },
  },
  headers: { "Retry-After": "60" },
});

function roomNotFound(field: string): IntakeResult {
  return {
    status: 404,
    body: {
      error: {
        code: "room_not_found",
        message: "The selected room could not be found. Please choose another room.",
        fields: { [field]: "Room not found" },
      },
    },
  };
}

/** The trigger's RAISE(ABORT, 'sold_out') arrives as an error whose message names it. */
export function isSoldOutError(error: unknown): boolean {
  return String(error instanceof Error ? error.message : error).includes("sold_out");
}

/**
 * The answer to a booking whose batch a database rule aborted (the inventory trigger, the
 * open-requests guard); null for any other failure.
 */
export function bookingRefusalOf(error: unknown): IntakeResult | null {
  if (isSoldOutError(error)) return soldOutResult;
  if (isTooManyOpenRequestsError(error)) return tooManyOpenRequestsResult();
  return null;
}

/**
 * A party that one room of its type cannot hold is refused before anything is stored
 * (product-rules.md: Occupancy), in the page's language, naming the room it is about.
 */
export function partyRefusal(booking: NormalisedBooking, rooms: readonly Room[], lang: Lang): IntakeResult | null {
  for (const [index, entry] of booking.rooms.entries()) {
    const occupancy = rooms[index].occupancy ?? openOccupancy;
    const problem = fitProblem(occupancy, entry);
    if (!problem) continue;
    const message = occupancyMessagesIn(lang).doesNotFit(problem, roomTypeNameIn(rooms[index].room_type_name, lang), occupancy);
    const field = booking.kind === "chat" ? "adults" : `bookings.${index}.adults`;
    return { status: 422, body: { error: { code: "party_does_not_fit", message, fields: { [field]: message } } } };
  }
  return null;
}

type ResolvedRooms = { ok: true; rooms: Room[] } | { ok: false; result: IntakeResult };

async function resolveRooms(booking: NormalisedBooking, rooms: RoomsLookup): Promise<ResolvedRooms> {
  try {
    if (booking.kind === "chat") {
      const listed = await rooms.list();
      const found: Room[] = [];
      for (const entry of booking.rooms) {
        const room = listed.find((r) => findRoomType(r.room_type_name)?.name === entry.roomTypeName);
        if (!room) return { ok: false, result: roomNotFound("roomType") };
        found.push(room);
      }
      return { ok: true, rooms: found };
    }
    const byId = new Map<number, Room | null>();
    for (const id of new Set(booking.rooms.map((room) => room.roomId ?? 0))) byId.set(id, await rooms.get(id));
    const found: Room[] = [];
    for (const [index, entry] of booking.rooms.entries()) {
      const room = byId.get(entry.roomId ?? 0);
      if (!room) return { ok: false, result: roomNotFound(`bookings.${index}.room_category_id`) };
      found.push(room);
    }
    return { ok: true, rooms: found };
  } catch (error) {
    if (!(error instanceof OriginUnavailableError)) throw error;
    return { ok: false, result: bookingsUnavailable() };
  }
}

async function readStayRates(
  booking: NormalisedBooking,
  stayRates: StayRates,
): Promise<{ ok: true; byRoom: ReadonlyMap<number, readonly number[]> } | { ok: false; result: IntakeResult }> {
  try {
    return { ok: true, byRoom: await stayRates({ checkIn: booking.checkIn, checkOut: booking.checkOut }) };
  } catch (error) {
    console.warn(JSON.stringify({ event: "stay_rates_failed", error: error instanceof Error ? error.message : String(error) }));
    return { ok: false, result: bookingsUnavailable() };
  }
}

function confirmationOf(booking: NormalisedBooking, price: StayPrice, reference: string): BookingConfirmation {
  const { guest } = booking;
  return bookingConfirmation(
    {
      reference,
      checkIn: booking.checkIn,
      checkOut: booking.checkOut,
      guest: {
        name: guest.name,
        email: guest.email,
        phone: guest.phone,
        special_requests: guest.specialRequests,
        ...(guest.billing ? { billing: guest.billing } : {}),
      },
    },
    price,
  );
}

/** A guest's booking as stored: a request (pending), made on the website. */
function storedBooking(booking: NormalisedBooking, reference: string): BookingToStore {
  return {
    reference,
    status: "pending",
    source: booking.kind,
    checkIn: booking.checkIn,
    checkOut: booking.checkOut,
    guest: booking.guest,
    olderChildren: booking.rooms.map((room) => room.olderChildren ?? 0),
  };
}

export async function planBooking(
  booking: NormalisedBooking,
  deps: {
    rooms: RoomsLookup;
    stayRates: StayRates;
    db: D1Database;
    mode: "embedded" | "upstream";
    today: IsoDate;
    lang?: Lang;
    linkSecret?: string | null;
    payments?: RazorpayConfig | null;
  },
): Promise<PlanOutcome> {
  // Before anything else: a guest with too many open requests is sent to the phone, nothing stored.
  // This read is the cheap early answer; the guard in the batch below is what holds under races.
  if ((await countOpenRequests(deps.db, deps.mode, booking.guest, deps.today)) >= maxOpenRequests) {
    return { ok: false, result: tooManyOpenRequestsResult() };
  }
  const resolved = await resolveRooms(booking, deps.rooms);
  if (!resolved.ok) return resolved;
  const refusal = partyRefusal(booking, resolved.rooms, deps.lang ?? "en");
  if (refusal) return { ok: false, result: refusal };
  const rates = await readStayRates(booking, deps.stayRates);
  if (!rates.ok) return rates;
  const price = priceStay({
    checkIn: booking.checkIn,
    checkOut: booking.checkOut,
    rooms: booking.rooms.map((entry, index) => {
      const room = resolved.rooms[index];
      // The rates read for this stay, not the cached room's: a rate staff changed a minute ago counts.
      // The occupancy read with the room prices the extra guests: the browser's figures are never trusted.
      const rate = { room_type_name: room.room_type_name, room_price: room.room_price, nightly_rates: rates.byRoom.get(room.id), occupancy: room.occupancy };
      const party = { roomId: room.id, adults: entry.adults, children: entry.children, olderChildren: entry.olderChildren };
      return stayRoomInput(rate, party, nightsBetween(booking.checkIn, booking.checkOut));
    }),
    services: booking.services,
  });
  const reference = createBookingReference();
  const guestPage = deps.linkSecret ? { guest_page: await bookingPagePath(deps.linkSecret, reference, booking.checkOut) } : {};
  // The admin API's chat shape holds one room; several go as its wizard request, one entry per room.
  const chatType = booking.kind === "chat" && booking.rooms.length === 1 ? booking.rooms[0].roomTypeName : undefined;
  const payload = chatType ? chatBookingPayload(booking, chatType) : wizardBookingPayload(booking, price, reference);
  // A deposit is asked only where the website keeps the booking and the gateway is configured.
  const deposit =
    deps.mode === "embedded" && deps.payments
      ? await planDeposit(deps.db, deps.payments, { reference, checkIn: booking.checkIn, checkOut: booking.checkOut, price, now: new Date() })
      : null;
  const body = { ...confirmationOf(booking, price, reference), ...guestPage, ...(deposit ? { deposit: deposit.answer } : {}) };
  return {
    ok: true,
    plan: {
      reference,
      delivery: { path: bookingPath, payload },
      // The answer carries the guest's signed page link (the one their e-mail has), so the receipt
      // can lead there at once; stored with the answer, a retry gets the same link.
      response: { status: 201, body: { data: body } },
      // The guard first, so it counts before this request's own rows exist (open-requests.ts).
      statements: [
        openRequestsGuard(deps.db, deps.mode, booking.guest, deps.today),
        ...(deps.mode === "embedded" ? bookingStatements(deps.db, storedBooking(booking, reference), price) : []),
        ...(deposit ? [deposit.statement] : []),
      ],
      source: booking.kind === "chat" ? "chat" : "wizard",
      ...(deposit
        ? { afterStored: async (response) => ({ ...response, body: { data: { ...body, deposit: await deposit.afterStored(deps.linkSecret ?? null) } } }) }
        : {}),
    },
  };
}
