/**
 * Changing a booking on the desk (product-rules.md: Changing a booking), embedded mode only: new
 * dates, rooms added, removed or of another type, re-priced for the changed nights only, checked
 * against availability and the rooms by number by the database in one batch, audited once per
 * form, then rooms new to the booking given a number and the guest told.
 */
import type { IsoDate } from "~/content/hotel";
import { isSoldOutError } from "~/booking/wizard/booking-service.server";
import type { FieldErrors } from "~/domain/field-errors";
import { isChangeableStatus } from "~/domain/stay-change";
import type { StaffIdentity } from "~/desk/bookings/desk-services";
import { assignRoomsQuietly } from "~/desk/check-in/room-assignment-store.server";
import type { RoomTypeChoice } from "~/desk/new-booking/new-booking-form";
import { checkTheForm } from "~/desk/new-booking/new-booking-messages";
import type { MoveMailDeps } from "~/mail/booking-move-mail.server";
import { type BookingToChange, bookingToChange, roomTypesToPrice } from "./booking-to-change.server";
import { type StayChangeRequest, changeFields, maxChangeNoteLength, parseStayChange } from "./change-booking-form";
import { sendChangeMail } from "./change-mail.server";
import { type PricedChange, priceChange } from "./change-pricing.server";
import type { ChangeQuote } from "./change-quote";
import { unavailableNights } from "~/desk/new-booking/unavailable-nights.server";
import { takenRooms } from "./change-refusals.server";
import { changeAuditAction, changeStatements, placementsOf } from "./change-statements.server";
import { changeBookingMessages } from "./change-booking-messages";


export type ChangeRefusal = { ok: false; status: 400 | 404 | 409 | 422; message: string; fields: FieldErrors; quote: ChangeQuote | null };

export type ChangePriced =
  | { ok: true; booking: BookingToChange; change: StayChangeRequest; priced: PricedChange }
  | ChangeRefusal;

export type ChangeSaved = { ok: true; reference: string; replayed: boolean } | ChangeRefusal;

export interface ChangeSaveRequest {
  reference: string;
  fields: Record<string, string>;
  requestKey: string;
  staff: StaffIdentity;
  now: Date;
  today: IsoDate;
}

const refusal = (status: ChangeRefusal["status"], message: string, fields: FieldErrors = {}, quote: ChangeQuote | null = null): ChangeRefusal => ({
  ok: false,
  status,
  message,
  fields,
  quote,
});

export function createChangeBookingStore(deps: { db: D1Database; mail: MoveMailDeps }) {
  const { db } = deps;

  async function types(): Promise<RoomTypeChoice[]> {
    return (await roomTypesToPrice(db)).map(({ id, name, occupancy }) => ({ id, name, occupancy }));
  }

  /** The change read and priced, with what stands in the way named (the database decides on save). */
  async function price(reference: string, fields: Record<string, string>, today: IsoDate, now: Date): Promise<ChangePriced> {
    const booking = await bookingToChange(db, reference);
    if (!booking) return refusal(404, changeBookingMessages.notFound);
    if (!isChangeableStatus(booking.status)) return refusal(409, changeBookingMessages.cannotChange(booking.status));
    const priceable = await roomTypesToPrice(db);
    const parsed = parseStayChange(fields, {
      status: booking.status,
      booked: { checkIn: booking.checkIn, checkOut: booking.checkOut, rooms: booking.rooms },
      types: priceable,
      today,
    });
    if (!parsed.ok) return refusal(400, checkTheForm, parsed.fields);
    const priced = await priceChange(db, booking, parsed.value, priceable, now);
    priced.quote.problems = await problemsOf(booking, parsed.value, priced);
    return { ok: true, booking, change: parsed.value, priced };
  }

  async function problemsOf(booking: BookingToChange, change: StayChangeRequest, priced: PricedChange): Promise<string[]> {
    const wanted = priced.quote.rooms.map((room, index) => ({ roomId: change.rooms[index]?.roomId ?? 0, name: room.roomTypeName, checkIn: room.checkIn }));
    const stay = { checkIn: change.checkIn, checkOut: change.checkOut };
    return [...(await unavailableNights(db, stay, wanted, booking.id)), ...(await takenRooms(db, booking.id, placementsOf(booking, change)))];
  }

  /** The form's key was used before: the change it made again, or a refusal when it did something else. */
  async function replayOf(requestKey: string, reference: string): Promise<ChangeSaved | null> {
    const row = await db
      .prepare("SELECT subject, subject_key, action FROM desk_audit WHERE request_key = ?")
      .bind(requestKey)
      .first<{ subject: string; subject_key: string; action: string }>();
    if (!row) return null;
    if (row.subject === "booking" && row.subject_key === reference && row.action === changeAuditAction) return { ok: true, reference, replayed: true };
    return refusal(422, changeBookingMessages.keyUsedElsewhere);
  }

  async function save(request: ChangeSaveRequest): Promise<ChangeSaved> {
    const { reference, fields } = request;
    const replay = await replayOf(request.requestKey, reference);
    if (replay) return replay;
    const priced = await price(reference, fields, request.today, request.now);
    if (!priced.ok) return priced;
    const { booking, change } = priced;
    const { quote, price: newPrice } = priced.priced;
    if (fields[changeFields.shownStatus] !== booking.status) return refusal(409, changeBookingMessages.movedMeanwhile(booking.status), {}, quote);
    if (fields[changeFields.pricedFor] !== quote.pricedFor) return refusal(409, changeBookingMessages.repriced, {}, quote);
    if (fields[changeFields.pricedRates] !== quote.pricedRates) return refusal(409, changeBookingMessages.ratesMoved, {}, quote);
    const note = (fields[changeFields.note] ?? "").trim().slice(0, maxChangeNoteLength);
    const statements = changeStatements(db, {
      booking,
      change,
      price: newPrice,
      request: { staff: request.staff, now: request.now, requestKey: request.requestKey },
      note,
    });
    try {
      await db.batch(statements);
    } catch (error) {
      // The same form sent twice at once: the other one saved it.
      const raced = await replayOf(request.requestKey, reference);
      if (raced) return raced;
      return refusalAfter(error, booking, change, priced.priced);
    }
    if (booking.status === "confirmed" || booking.status === "checked_in") await assignRoomsQuietly(db, booking.id, request.today);
    if (booking.guestEmail !== "") await sendChangeMail(deps.mail, reference, request.requestKey, request.now);
    return { ok: true, reference, replayed: false };
  }

  /** Why the database refused the batch, in words: a sold-out night, a taken room, or a booking that moved. */
  async function refusalAfter(error: unknown, booking: BookingToChange, change: StayChangeRequest, priced: PricedChange): Promise<ChangeRefusal> {
    const now = await bookingToChange(db, booking.reference);
    if (now && now.status !== booking.status) return refusal(409, changeBookingMessages.movedMeanwhile(now.status));
    const problems = await problemsOf(booking, change, priced);
    const quote = { ...priced.quote, problems };
    const message = String(error instanceof Error ? error.message : error);
    if (isSoldOutError(error) || /UNIQUE|PRIMARY KEY|constraint/i.test(message)) {
      return refusal(409, problems.length > 0 ? problems.join(" ") : changeBookingMessages.takenMeanwhile, {}, quote);
    }
    throw error;
  }

  return { types, load: (reference: string) => bookingToChange(db, reference), price, save };
}
