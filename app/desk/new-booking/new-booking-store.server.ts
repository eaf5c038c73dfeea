/**
 * Bookings staff make on the desk (product-rules.md: Bookings staff make), embedded mode only:
 * priced as the website prices them (the origin's rates night by night, the one price
 * calculation), stored with the website's own statements, confirmed at once or held as pending,
 * audited once per form, and refused by the same trigger as every booking when a night is closed
 * or sold out. The guest gets the website's e-mail for that status when staff gave an address.
 */
import type { IsoDate } from "~/content/hotel";
import { bookingStatements } from "~/booking/wizard/booking-statements.server";
import { isSoldOutError } from "~/booking/wizard/booking-service.server";
import { createBookingReference } from "~/domain/booking-reference";
import { addDays, nightsBetween, todayInHotel } from "~/domain/hotel-date";
import { formatRupees } from "~/domain/money";
import { type StayPrice, priceStay } from "~/domain/price-stay";
import { stayRoomInput } from "~/domain/stay-room-input";
import type { FieldErrors } from "~/domain/field-errors";
import { bookingDetail } from "~/desk/bookings/booking-detail.server";
import { type MoveMailDeps, moveMail } from "~/mail/booking-move-mail.server";
import { bookingPagePath } from "~/booking/my-booking/booking-link.server";
import { type OutgoingMail, queueMail } from "~/mail/mail-outbox.server";
import { bookingRequestForGuest } from "~/mail/messages/booking-request.server";
import { mailKeys } from "~/mail/messages/mail-keys.server";
import { createEmbeddedOrigin } from "~/origin/embedded-origin.server";
import { type OccupancyRow, occupancyColumns, occupancyOf } from "~/origin/room-occupancy-row.server";
import type { StaffIdentity } from "~/desk/bookings/desk-services";
import type { NewBookingQuote, QuotedRoom } from "./new-booking-quote";
import {
  type ChargedRates,
  type GuestDetails,
  type NightOverride,
  type RoomTypeChoice,
  type StayRequest,
  newBookingFields,
  newBookingMessages,
  parseGuestDetails,
  parseNightRates,
  parseStay,
  pricedForKey,
} from "./new-booking-form";
import { assignRoomsQuietly } from "../check-in/room-assignment-store.server";
import { holdGone, holdIdOf, holdStillOpen, keepHeldRoom, withHoldLinked } from "../channels/hold-booking.server";
import { unavailableNights } from "./unavailable-nights.server";
import { checkTheForm } from "./new-booking-messages";
import { nightWords } from "./night-names";

interface RoomTypeRow extends OccupancyRow {
  id: number;
  room_type_name: string;
  room_price: number;
}

/** A room type with what pricing needs: its usual rate (rupees) and occupancy. */
interface PricedType extends RoomTypeChoice {
  roomPrice: number;
}

/** What a post of the form comes to before anything is stored. */
export type Priced =
  /** The stay itself cannot be read: step 1 again, with the problems. */
  | { ok: false; fields: FieldErrors }
  /** Priced; `fields` holds any rate or reason problems (priced at the rates in force there). */
  | { ok: true; quote: NewBookingQuote; stay: StayRequest; charged: ChargedRates | null; fields: FieldErrors };

export interface CreateRequest {
  fields: Record<string, string>;
  requestKey: string;
  staff: StaffIdentity;
  now: Date;
  today: IsoDate;
}

export type CreateOutcome =
  | { ok: true; reference: string; replayed: boolean }
  | { ok: false; status: 400 | 409 | 422; message: string; fields: FieldErrors; quote: NewBookingQuote | null };

const keyUsedElsewhere = "This form was already used for something else, so nothing was saved. Reload the page and try again.";

export function createNewBookingStore(deps: { db: D1Database; mail: MoveMailDeps }) {
  const { db } = deps;

  async function roomTypes(): Promise<PricedType[]> {
    const { results } = await db
      .prepare(`SELECT rooms.id, rooms.room_type_name, rooms.room_price, ${occupancyColumns} FROM rooms ORDER BY rooms.sort_order, rooms.id`)
      .all<RoomTypeRow>();
    return results.map((row) => ({ id: row.id, name: row.room_type_name, roomPrice: row.room_price, occupancy: occupancyOf(row) }));
  }

  /** The stay priced at `charged` (each room's rate per night, paise), or at the rates in force. */
  function priceAt(stay: StayRequest, types: readonly PricedType[], rates: ReadonlyMap<number, readonly number[]>) {
    const nights = nightsBetween(stay.checkIn, stay.checkOut);
    const inputs = stay.rooms.map((room) => {
      const type = typeOf(types, room.roomId);
      const rate = { room_type_name: type.name, room_price: type.roomPrice, nightly_rates: rates.get(type.id), occupancy: type.occupancy };
      return stayRoomInput(rate, room, nights);
    });
    const inForce = inputs.map((input) => input.nightlyRatesPaise ?? Array.from({ length: nights }, () => input.nightlyPaise));
    const price = (charged: readonly (readonly number[])[]): StayPrice =>
      priceStay({
        checkIn: stay.checkIn,
        checkOut: stay.checkOut,
        rooms: inputs.map((input, index) => ({ ...input, nightlyRatesPaise: charged[index] })),
        services: [],
        // No `offers`: the offer running on the check-in day applies as on the website (price-stay.ts `offerFor`).
      });
    return { inForce, price };
  }

  /** Step 1 read and priced: the rates in force, the rates as typed, and the nights that cannot be had. */
  async function price(fields: Record<string, string>, today: IsoDate, now: Date): Promise<Priced> {
    const types = await roomTypes();
    const stay = parseStay(fields, today, types);
    if (!stay.ok) return stay;
    const { checkIn, checkOut } = stay.value;
    const rates = await createEmbeddedOrigin(db, () => now).stayRates({ checkIn, checkOut });
    const { inForce, price: priceWith } = priceAt(stay.value, types, rates);
    // Rates typed for other dates or rooms are not this stay's: the form is priced afresh.
    const samePricing = fields[newBookingFields.pricedFor] === pricedForKey(stay.value);
    const charged = samePricing ? parseNightRates(fields, stay.value, inForce) : null;
    const chargedRates = charged?.ok ? charged.value : null;
    const named = stay.value.rooms.map((room) => ({ roomId: room.roomId, name: typeOf(types, room.roomId).name }));
    const quoteRooms: QuotedRoom[] = stay.value.rooms.map((room, index) => ({
      ...room,
      name: named[index].name,
      nights: inForce[index].map((inForcePaise, night) => ({ night: addDays(checkIn, night), inForcePaise })),
    }));
    const quote: NewBookingQuote = {
      checkIn,
      checkOut,
      rooms: quoteRooms,
      price: priceWith(chargedRates?.byRoom ?? inForce),
      unavailable: await unavailableNights(db, stay.value, named),
      pricedFor: pricedForKey(stay.value),
    };
    return { ok: true, quote, stay: stay.value, charged: chargedRates, fields: charged && !charged.ok ? charged.fields : {} };
  }

  /** The form's key was used before: the booking it made again, or a refusal when it made something else. */
  async function replayOf(requestKey: string): Promise<CreateOutcome | null> {
    const row = await db
      .prepare("SELECT subject, subject_key, action FROM desk_audit WHERE request_key = ?")
      .bind(requestKey)
      .first<{ subject: string; subject_key: string; action: string }>();
    if (!row) return null;
    if (row.subject === "booking" && row.action === "created") return { ok: true, reference: row.subject_key, replayed: true };
    return { ok: false, status: 422, message: keyUsedElsewhere, fields: {}, quote: null };
  }

  async function guestMail(reference: string, status: GuestDetails["status"], now: Date): Promise<void> {
    try {
      const booking = await bookingDetail(db, reference);
      if (!booking) return;
      let mail: OutgoingMail[];
      if (status === "confirmed") mail = await moveMail(booking, "confirm", "staff", deps.mail, now);
      else {
        const page = deps.mail.linkSecret ? await bookingPagePath(deps.mail.linkSecret, reference, booking.checkOut) : "/MyBooking";
        const bookingUrl = `${deps.mail.origin}${page}`;
        mail = [{ ...mailKeys.bookingRequestForGuest(reference), ...bookingRequestForGuest(booking, { bookingUrl, lang: "en" }) }];
      }
      await queueMail(db, deps.mail.queue, mail);
    } catch (error) {
      // The booking stands whatever happens to its e-mail; the desk page lists what was written.
      console.error(JSON.stringify({ event: "new_booking_mail_failed", reference, error: String(error) }));
    }
  }

  async function create(request: CreateRequest): Promise<CreateOutcome> {
    const replay = await replayOf(request.requestKey);
    if (replay) return replay;
    const priced = await price(request.fields, request.today, request.now);
    if (!priced.ok) return { ok: false, status: 400, message: checkTheForm, fields: priced.fields, quote: null };
    const { quote, stay } = priced;
    if (request.fields[newBookingFields.pricedFor] !== quote.pricedFor) {
      return { ok: false, status: 409, message: newBookingMessages.repriced, fields: {}, quote };
    }
    const guest = parseGuestDetails(request.fields);
    const fields = { ...priced.fields, ...(guest.ok ? {} : guest.fields) };
    if (!guest.ok || !priced.charged || Object.keys(fields).length > 0) {
      return { ok: false, status: 400, message: checkTheForm, fields, quote };
    }
    const charged = priced.charged;
    const holdId = holdIdOf(request.fields);
    if (holdId !== null && !(await holdStillOpen(db, holdId))) return { ok: false, status: 409, message: holdGone, fields: {}, quote };
    const reference = createBookingReference();
    const at = request.now.toISOString();
    const statements = bookingStatements(
      db,
      {
        reference,
        status: guest.value.status,
        source: guest.value.source,
        checkIn: stay.checkIn,
        checkOut: stay.checkOut,
        guest: { ...guest.value, billing: null },
        olderChildren: stay.rooms.map((room) => room.olderChildren),
        channelReference: guest.value.channelReference,
        createdBy: request.staff.email,
        createdAt: at,
      },
      quote.price,
    );
    const after = {
      status: guest.value.status,
      source: guest.value.source,
      channel_reference: guest.value.channelReference,
      ...(holdId === null ? {} : { channel_hold: holdId }),
      total_paise: quote.price.totals.total,
      rate_overrides: charged.overrides.map((override) => ({
        room: override.room + 1,
        room_type: quote.rooms[override.room].name,
        night: override.night,
        in_force_paise: override.inForcePaise,
        charged_paise: override.ratePaise,
        reason: override.reason,
      })),
    };
    const audit = db
      .prepare(
        `INSERT INTO desk_audit (staff_email, at, subject, subject_key, action, before_state, after_state, note, request_key)
         VALUES (?, ?, 'booking', ?, 'created', '{}', ?, ?, ?)`,
      )
      .bind(request.staff.email, at, reference, JSON.stringify(after), overrideNote(charged.overrides, quote), request.requestKey);
    try {
      await db.batch([...withHoldLinked(db, statements, holdId, reference), audit]);
    } catch (error) {
      // The same form sent twice at once: the other one saved it.
      const raced = await replayOf(request.requestKey);
      if (raced) return raced;
      if (!isSoldOutError(error)) throw error;
      const unavailable = await unavailableNights(db, stay, quote.rooms);
      const message = unavailable.length > 0 ? unavailable.join(" ") : "A room of this stay was taken a moment ago: price it again.";
      return { ok: false, status: 409, message, fields: {}, quote: { ...quote, unavailable } };
    }
    // A booking confirmed at once is given its rooms now, as a confirmation on the desk does.
    if (guest.value.status === "confirmed") {
      const saved = await db.prepare("SELECT id FROM bookings WHERE reference = ?").bind(reference).first<{ id: number }>();
      if (saved && holdId !== null) await keepHeldRoom(db, holdId, reference, todayInHotel(request.now));
      if (saved) await assignRoomsQuietly(db, saved.id, todayInHotel(request.now));
    }
    if (guest.value.email !== "") await guestMail(reference, guest.value.status, request.now);
    return { ok: true, reference, replayed: false };
  }

  return {
    roomTypes: async (): Promise<RoomTypeChoice[]> => (await roomTypes()).map(({ id, name, occupancy }) => ({ id, name, occupancy })),
    price,
    create,
  };
}

/** A room type `parseStay` accepted, so one that exists. */
function typeOf(types: readonly PricedType[], roomId: number): PricedType {
  const type = types.find((choice) => choice.id === roomId);
  if (!type) throw new RangeError(`Room type ${roomId} is not among the types the stay was read with`);
  return type;
}

/** The audit note: each changed night in words, so the booking's history says what was agreed and why. */
function overrideNote(overrides: readonly NightOverride[], quote: NewBookingQuote): string {
  return overrides
    .map(
      (override) =>
        `${quote.rooms[override.room].name} (room ${override.room + 1}), ${nightWords(override.night)}: ${formatRupees(override.inForcePaise)} → ${formatRupees(override.ratePaise)} (${override.reason})`,
    )
    .join("; ");
}
