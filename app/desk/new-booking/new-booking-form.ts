/**
 * The desk's new-booking form read from its posted fields (product-rules.md: Bookings staff make):
 * the stay and its rooms, each night's rate (the rate in force unless staff typed another, with a
 * reason), and the guest, source and status. Pure, so the page and the Worker read it alike; every
 * problem is one message beside its field.
 */
import { z } from "zod";
import { type IsoDate, hotel } from "~/content/hotel";
import { type StaffSource, isStaffSource, maxChannelReferenceLength, needsChannelReference, sourceWords } from "~/domain/booking-source";
import { bookingMessages, maxSpecialRequestsLength } from "~/domain/booking-schema";
import type { FieldErrors } from "~/domain/field-errors";
import { issuesToFieldErrors } from "~/domain/field-errors";
import { addDays, compareDates, isValidIsoDate, nightsBetween } from "~/domain/hotel-date";
import { type Occupancy, fitProblem } from "~/domain/occupancy";
import { occupancyMessagesEn } from "~/domain/occupancy-messages";
import { MAX_NIGHTLY_RUPEES } from "~/domain/rate-periods";
import { emailField, optionalLine, optionalText, phoneField, requiredLine } from "~/domain/schema-fields";

/** The most rooms one desk booking holds; a group beyond it is two bookings, or a call to the manager. */
export const maxDeskRooms = 4;
/**
 * Staff take longer stays and book further ahead than the website allows a guest (the website
 * sends those guests to the phone), within a bound that still catches a mistyped year.
 */
export const maxDeskNights = 90;
export const maxDeskDaysAhead = 730;
export const maxReasonLength = 200;
const maxPerRoom = hotel.limits.maxGuestsPerRoom;

/** The stay's dates and its rooms, as both the new booking and a change to one post them; per room they carry its index. */
export const stayFields = {
  checkIn: "check_in",
  checkOut: "check_out",
  roomCount: "room_count",
  roomType: (room: number) => `room_type_${room}`,
  adults: (room: number) => `adults_${room}`,
  under6: (room: number) => `under6_${room}`,
  older: (room: number) => `older_${room}`,
};

/** The posted names of the form's fields; per room and per night they carry the room's and night's index. */
export const newBookingFields = {
  ...stayFields,
  rate: (room: number, night: number) => `rate_${room}_${night}`,
  reason: (room: number, night: number) => `reason_${room}_${night}`,
  name: "guest_name",
  phone: "guest_phone",
  email: "guest_email",
  specialRequests: "special_requests",
  source: "source",
  channelReference: "channel_reference",
  hold: "hold",
  pricedFor: "priced_for",
  requestKey: "request_key",
  intent: "intent",
} as const;

export const newBookingMessages = {
  checkInRequired: "Choose the check-in date.",
  checkInPast: "Check-in cannot be before today.",
  checkInTooFar: `Check-in can be at most ${maxDeskDaysAhead} days ahead.`,
  checkOutRequired: "Choose the check-out date.",
  checkOutNotAfter: "Check-out must be after check-in.",
  tooLong: `A stay on the desk can be at most ${maxDeskNights} nights.`,
  roomTypeRequired: "Choose a room type.",
  adults: `Between 1 and ${maxPerRoom} adults.`,
  children: `Between 0 and ${maxPerRoom} children.`,
  rate: `Type the night's rate in whole rupees, at most ₹${MAX_NIGHTLY_RUPEES.toLocaleString("en-IN")}.`,
  reasonRequired: "Say why this night's rate differs from the rate in force.",
  reasonTooLong: `Keep the reason to ${maxReasonLength} characters.`,
  sourceRequired: "Choose where the booking came from.",
  channelReferenceRequired: (source: StaffSource) => `Enter the ${sourceWords[source]} booking reference.`,
  repriced: "The dates or rooms changed since they were priced: check the prices below and save again.",
} as const;

/** One room of the stay: its type and party (`children` counts every child, `olderChildren` those aged 6–11). */
export interface RoomRequest {
  roomId: number;
  adults: number;
  children: number;
  olderChildren: number;
}

export interface StayRequest {
  checkIn: IsoDate;
  checkOut: IsoDate;
  rooms: RoomRequest[];
}

/** A room type as the form offers it. */
export interface RoomTypeChoice {
  id: number;
  name: string;
  occupancy: Occupancy;
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; fields: FieldErrors };

/** How many rows a form posted in its `name` field, within 1 and `max`. */
export function rowCountIn(fields: Record<string, string>, name: string, max: number): number {
  const count = Number(fields[name]);
  return Number.isSafeInteger(count) ? Math.min(max, Math.max(1, count)) : 1;
}

/** How many rooms the form shows: the posted count, within 1 and the most a booking holds. */
export function roomCountOf(fields: Record<string, string>): number {
  return rowCountIn(fields, newBookingFields.roomCount, maxDeskRooms);
}

/** A typed count between `min` and `max`: blank is none where none is allowed; anything else, null. */
export function count(value: string | undefined, min: number, max: number): number | null {
  const text = (value ?? "").trim();
  if (text === "") return min === 0 ? 0 : null;
  if (!/^\d+$/.test(text)) return null;
  const n = Number(text);
  return n >= min && n <= max ? n : null;
}

function datesOf(fields: Record<string, string>, today: IsoDate, errors: FieldErrors) {
  const checkIn = (fields[newBookingFields.checkIn] ?? "").trim();
  const checkOut = (fields[newBookingFields.checkOut] ?? "").trim();
  if (!isValidIsoDate(checkIn)) errors[newBookingFields.checkIn] = newBookingMessages.checkInRequired;
  else if (compareDates(checkIn, today) < 0) errors[newBookingFields.checkIn] = newBookingMessages.checkInPast;
  else if (compareDates(checkIn, addDays(today, maxDeskDaysAhead)) > 0) errors[newBookingFields.checkIn] = newBookingMessages.checkInTooFar;
  if (!isValidIsoDate(checkOut)) errors[newBookingFields.checkOut] = newBookingMessages.checkOutRequired;
  else if (isValidIsoDate(checkIn) && compareDates(checkOut, checkIn) <= 0) errors[newBookingFields.checkOut] = newBookingMessages.checkOutNotAfter;
  else if (isValidIsoDate(checkIn) && nightsBetween(checkIn, checkOut) > maxDeskNights) errors[newBookingFields.checkOut] = newBookingMessages.tooLong;
  return isValidIsoDate(checkIn) && isValidIsoDate(checkOut) ? { checkIn, checkOut } : null;
}

/**
 * The stay: dates from today on, 1 to `maxDeskRooms` rooms, each of a room type that exists with a
 * party that type can hold (product-rules.md: Occupancy).
 */
export function parseStay(fields: Record<string, string>, today: IsoDate, types: readonly RoomTypeChoice[]): Parsed<StayRequest> {
  const errors: FieldErrors = {};
  const dates = datesOf(fields, today, errors);
  const rooms: RoomRequest[] = [];
  for (let index = 0; index < roomCountOf(fields); index++) {
    const type = types.find((choice) => String(choice.id) === fields[newBookingFields.roomType(index)]);
    if (!type) errors[newBookingFields.roomType(index)] = newBookingMessages.roomTypeRequired;
    const adults = count(fields[newBookingFields.adults(index)], 1, maxPerRoom);
    const under6 = count(fields[newBookingFields.under6(index)], 0, maxPerRoom);
    const older = count(fields[newBookingFields.older(index)], 0, maxPerRoom);
    if (adults === null) errors[newBookingFields.adults(index)] = newBookingMessages.adults;
    if (under6 === null) errors[newBookingFields.under6(index)] = newBookingMessages.children;
    if (older === null) errors[newBookingFields.older(index)] = newBookingMessages.children;
    if (!type || adults === null || under6 === null || older === null) continue;
    const room = { roomId: type.id, adults, children: under6 + older, olderChildren: older };
    const problem = fitProblem(type.occupancy, room);
    if (problem) errors[newBookingFields.adults(index)] = occupancyMessagesEn.doesNotFit(problem, type.name, type.occupancy);
    else rooms.push(room);
  }
  if (!dates || Object.keys(errors).length > 0) return { ok: false, fields: errors };
  return { ok: true, value: { ...dates, rooms } };
}

/**
 * What the prices were shown for: posted back with step 2, so a save whose dates or rooms changed
 * since "Price it" is priced again before anything is stored.
 */
export function pricedForKey(stay: StayRequest): string {
  const rooms = stay.rooms.map((room) => `${room.roomId}:${room.adults}:${room.children}:${room.olderChildren}`);
  return [stay.checkIn, stay.checkOut, ...rooms].join("|");
}

/** A night whose rate staff changed from the rate in force, with why. */
export interface NightOverride {
  room: number;
  night: IsoDate;
  ratePaise: number;
  inForcePaise: number;
  reason: string;
}

export interface ChargedRates {
  /** Each room's rate for each night, paise, as it will be charged. */
  byRoom: number[][];
  overrides: NightOverride[];
}

function typedRupees(value: string): number | null {
  const text = value.replace(/[₹,\s]/g, "");
  if (!/^\d+$/.test(text)) return null;
  const rupees = Number(text);
  return rupees <= MAX_NIGHTLY_RUPEES ? rupees : null;
}

/**
 * Each night's rate as charged: the rate in force, or the whole rupees staff typed instead (₹0 for
 * a night given free), which then needs a reason. A blank rate is the rate in force.
 */
export function parseNightRates(
  fields: Record<string, string>,
  stay: Pick<StayRequest, "checkIn">,
  inForcePaise: readonly (readonly number[])[],
): Parsed<ChargedRates> {
  const errors: FieldErrors = {};
  const overrides: NightOverride[] = [];
  const byRoom = inForcePaise.map((nights, room) =>
    nights.map((inForce, night) => {
      const typed = (fields[newBookingFields.rate(room, night)] ?? "").trim();
      if (typed === "") return inForce;
      const rupees = typedRupees(typed);
      if (rupees === null) {
        errors[newBookingFields.rate(room, night)] = newBookingMessages.rate;
        return inForce;
      }
      const ratePaise = rupees * 100;
      if (ratePaise === inForce) return inForce;
      const reasonField = newBookingFields.reason(room, night);
      const reason = (fields[reasonField] ?? "").replace(/[\s\p{Cc}]+/gu, " ").trim();
      if (reason === "") errors[reasonField] = newBookingMessages.reasonRequired;
      else if (reason.length > maxReasonLength) errors[reasonField] = newBookingMessages.reasonTooLong;
      else overrides.push({ room, night: addDays(stay.checkIn as IsoDate, night), ratePaise, inForcePaise: inForce, reason });
      return ratePaise;
    }),
  );
  return Object.keys(errors).length > 0 ? { ok: false, fields: errors } : { ok: true, value: { byRoom, overrides } };
}

export interface GuestDetails {
  name: string;
  phone: string;
  /** "" when the guest gave none: no e-mail is sent then. */
  email: string;
  specialRequests: string;
  source: StaffSource;
  channelReference: string;
  status: "confirmed" | "pending";
}

const emailSchema = emailField({ required: bookingMessages.emailRequired, invalid: bookingMessages.emailInvalid, emailLabel: "E-mail" });

// The wizard's own rules for the name, phone and e-mail (schema-fields.ts), the e-mail optional here.
const guestSchema = z.object({
  guest_name: requiredLine(bookingMessages.nameRequired, bookingMessages.nameLabel),
  guest_phone: phoneField(bookingMessages.phoneRequired),
  guest_email: z.preprocess((value) => (typeof value === "string" ? value.trim() : value), z.union([z.literal(""), emailSchema])),
  special_requests: optionalText(bookingMessages.specialRequestsLabel, maxSpecialRequestsLength),
  channel_reference: optionalLine("Channel reference", maxChannelReferenceLength),
});

/** Step 2: the guest (name and phone required), where the booking came from, and confirmed or held. */
export function parseGuestDetails(fields: Record<string, string>): Parsed<GuestDetails> {
  const parsed = guestSchema.safeParse({
    guest_name: fields[newBookingFields.name] ?? "",
    guest_phone: fields[newBookingFields.phone] ?? "",
    guest_email: fields[newBookingFields.email] ?? "",
    special_requests: fields[newBookingFields.specialRequests] ?? "",
    channel_reference: fields[newBookingFields.channelReference] ?? "",
  });
  const errors: FieldErrors = parsed.success ? {} : issuesToFieldErrors(parsed.error);
  const source = fields[newBookingFields.source];
  if (!isStaffSource(source)) errors[newBookingFields.source] = newBookingMessages.sourceRequired;
  else if (parsed.success && needsChannelReference(source) && parsed.data.channel_reference === "") {
    errors[newBookingFields.channelReference] = newBookingMessages.channelReferenceRequired(source);
  }
  if (!parsed.success || !isStaffSource(source) || Object.keys(errors).length > 0) return { ok: false, fields: errors };
  return {
    ok: true,
    value: {
      name: parsed.data.guest_name,
      phone: parsed.data.guest_phone,
      email: parsed.data.guest_email,
      specialRequests: parsed.data.special_requests,
      source,
      channelReference: parsed.data.channel_reference,
      status: fields[newBookingFields.hold] === "pending" ? "pending" : "confirmed",
    },
  };
}

/**
 * The form as first shown: one room of two adults, tonight unless the address names a check-in
 * and a room type (the calendar's and the room board's free cells link here with both).
 */
export function prefillValues(query: URLSearchParams, today: IsoDate): Record<string, string> {
  const asked = query.get("checkIn");
  const checkIn = isValidIsoDate(asked) && compareDates(asked, today) >= 0 ? asked : today;
  const type = query.get("type") ?? "";
  return {
    [newBookingFields.checkIn]: checkIn,
    [newBookingFields.checkOut]: addDays(checkIn, 1),
    [newBookingFields.roomCount]: "1",
    [newBookingFields.roomType(0)]: /^\d{1,9}$/.test(type) ? type : "",
    [newBookingFields.adults(0)]: "2",
  };
}

/** The posted values to show again: typed rates and reasons only while they are for the stay priced. */
export function valuesToShow(fields: Record<string, string>, pricedFor: string | null): Record<string, string> {
  if (pricedFor !== null && fields[newBookingFields.pricedFor] === pricedFor) return fields;
  return Object.fromEntries(Object.entries(fields).filter(([name]) => !/^(rate|reason)_\d+_\d+$/.test(name)));
}
