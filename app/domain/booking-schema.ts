/**
 * The booking wizard's steps and the JSON booking request it sends, with the original site's
 * wording. The wizard and POST /api/bookings use the same rules; the API schema is strict so an
 * unknown field is refused rather than silently dropped.
 */
import { z } from "zod";
import { hotel } from "../content/hotel";
import { type BillingMessages, billingCheck, billingFields, billingMessagesEn } from "./billing-fields";
import { monthDayAndYear } from "./date-words";
import { olderChildrenField, roomGuestTotalCheck, roomPartyFields } from "./guest-count-fields";
import { guestContactFields } from "./guest-contact-fields";
import { fieldMessagesEn, optionalText, requiredString } from "./schema-fields";
import { findService } from "./services";
import { type StayWording, bookingStayKeys, stayDateFields, stayLengthRule, stayWordingEn } from "./stay-fields";
import type { DateContext } from "./bookable-days";

export const bookingMessages = {
  checkInRequired: "Check-in date is required",
  checkInBeforeOpening: `Check-in date must be on or after ${monthDayAndYear(hotel.openingDate)}`,
  checkOutRequired: "Check-out date is required",
  checkOutNotAfterCheckIn: "Check-out date must be after check-in date",
  adultsRequired: "Number of adults is required",
  childrenRequired: "Number of children is required",
  roomsRequired: "Please select at least one room",
  roomRequired: "Please select a room",
  nameRequired: "Name is required",
  emailRequired: "Email is required",
  emailInvalid: "Invalid email",
  phoneRequired: "Phone number is required",
  serviceRequired: "Service name is required",
  unknownService: "Unknown service",
  tooManyServices: "Too many services",
  notAnObject: fieldMessagesEn.notAnObject,
  notAList: "Expected a list",
  notANumber: "Must be a number",
  negativeAmount: "Cannot be negative",
  labelTooLong: "Must be 50 characters or fewer",
  mixedEntries: "All rooms in one booking must share the same dates and guest details",
  /** A refused availability search with no field to name. */
  checkSearch: "Please check your search.",
  /** The fields' names, as the too-long and hidden-character messages name them. */
  nameLabel: "Name",
  emailLabel: "Email",
  specialRequestsLabel: "Special requests",
} as const;

/** The wizard's own messages in any language: the same keys as the English `bookingMessages`. */
export type BookingMessages = { readonly [K in keyof typeof bookingMessages]: string };

/**
 * Every message the booking schemas give, in one language (product-rules.md: Hindi): the wizard's
 * own, the guest rule's, the stay's day rules and the shared field wording. English is the default
 * of every factory below; the Hindi set is `bookingSchemaMessagesHi` (booking-messages.hi.ts), which
 * a Hindi page's loader sends with its words and the API picks by `X-Page-Lang`.
 */
export interface BookingSchemaMessages extends StayWording {
  booking: BookingMessages;
  /** The optional tax-invoice details' (product-rules.md: Legal name and GSTIN). */
  billing: BillingMessages;
}

export const bookingSchemaMessagesEn: BookingSchemaMessages = { booking: bookingMessages, billing: billingMessagesEn, ...stayWordingEn };

export const maxSpecialRequestsLength = 1000;

/** The stay's check-in and check-out, in the messages' language. */
export function bookingStayDates({ today }: DateContext, s: BookingSchemaMessages = bookingSchemaMessagesEn) {
  return stayDateFields(bookingStayKeys, today, s.booking, s);
}

/** Check-out after check-in and the stay no longer than the hotel takes, in the messages' language. */
export function stayLengthCheck(s: BookingSchemaMessages = bookingSchemaMessagesEn) {
  return stayLengthRule(bookingStayKeys, s.booking, s);
}

/** 1 to hotel.limits.maxRooms rooms, in the wizard's words (the chat's several-room request too). */
export function roomList<T extends z.ZodType>(room: T, s: BookingSchemaMessages = bookingSchemaMessagesEn) {
  const m = s.booking;
  return z
    .array(room, { error: (issue) => (issue.input == null ? m.roomsRequired : m.notAList) })
    .min(1, m.roomsRequired)
    .max(hotel.limits.maxRooms, s.guests.tooManyRooms);
}

/** Step 1's guests of one room (the wizard keeps counts as numbers). */
export function createWizardRoomGuestsSchema(s: BookingSchemaMessages = bookingSchemaMessagesEn) {
  return z
    .object(roomPartyFields(s.booking, "json", s.guests, s.fields))
    .check(roomGuestTotalCheck(s.guests));
}

/** Step 1, Search Your Stay: dates and the guests of each room (the wizard keeps counts as numbers). */
export const wizardRoomGuestsSchema = createWizardRoomGuestsSchema();

export function createWizardStaySchema(context: DateContext, s: BookingSchemaMessages = bookingSchemaMessagesEn) {
  return z
    .object({ ...bookingStayDates(context, s), rooms: roomList(createWizardRoomGuestsSchema(s), s) })
    .check(stayLengthCheck(s));
}

/**
 * Step 4, Guest Information, in the page's language. The phone field starts at +91 and lets the
 * guest change the country code.
 */
export function createGuestInfoSchema(s: BookingSchemaMessages = bookingSchemaMessagesEn) {
  const m = s.booking;
  return z
    .object({
      ...guestContactFields(m, { name: m.nameLabel, email: m.emailLabel }, s.fields),
      special_requests: optionalText(m.specialRequestsLabel, maxSpecialRequestsLength, s.fields),
      ...billingFields(s.billing, s.fields),
    })
    .check(billingCheck(s.billing));
}

/** Step 4 in English. */
export const guestInfoSchema = createGuestInfoSchema();

// Amounts and bookkeeping the client sends are accepted for compatibility with the original payload
// (the admin API's booking fields) and then ignored: the server recomputes prices
// (product-rules.md: One price and tax calculation) and sets the status (product-rules.md: Booking
// reference and status).
function ignoredFields(s: BookingSchemaMessages) {
  const m = s.booking;
  const f = s.fields;
  return {
    amount: () => z.number({ error: m.notANumber }).nonnegative(m.negativeAmount).nullish(),
    label: () => z.string({ error: f.wrongTextType }).max(50, m.labelTooLong).nullish(),
    count: () => z.number({ error: f.wholeNumber }).int(f.wholeNumber).nonnegative(m.negativeAmount).nullish(),
    positiveId: (required: string) =>
      z
        .number({ error: (issue) => (issue.input == null ? required : f.wholeNumber) })
        .int({ error: f.wholeNumber, abort: true })
        .positive(required),
  };
}

function serviceEntrySchema(s: BookingSchemaMessages) {
  const m = s.booking;
  return z
    .object({
      /** A catalogue key ("lunch") or its label ("Lunch Package"), any case. */
      name: requiredString(m.serviceRequired, s.fields).transform((name, ctx) => {
        const service = findService(name);
        if (service) return service.key;
        ctx.addIssue({ code: "custom", message: m.unknownService, input: name });
        return z.NEVER;
      }),
      price: ignoredFields(s).amount(),
    })
    .strict();
}

/** One entry of `bookings`: one room of the stay, carrying the stay's dates and guest details. */
export function createBookingEntrySchema(context: DateContext, s: BookingSchemaMessages = bookingSchemaMessagesEn) {
  const m = s.booking;
  const ignored = ignoredFields(s);
  return z
    .object({
      ...bookingStayDates(context, s),
      number_of_nights: ignored.count(),
      ...roomPartyFields(m, "json", s.guests, s.fields),
      // Of the children, those aged 6–11 (product-rules.md: Occupancy); absent from older clients.
      children_6_11: olderChildrenField(s.guests),
      room_category_id: ignored.positiveId(m.roomRequired),
      room_number_id: ignored.positiveId(m.roomRequired).nullish(),
      services: z
        .array(serviceEntrySchema(s), { error: m.notAList })
        .max(20, m.tooManyServices)
        .nullish()
        .transform((list) => list ?? []),
      ...createGuestInfoSchema(s).shape,
      payment_method: ignored.label(),
      room_price: ignored.amount(),
      services_price: ignored.amount(),
      total_amount: ignored.amount(),
      booking_status: ignored.label(),
      payment_status: ignored.label(),
      no_of_rooms: ignored.count(),
    })
    .strict()
    .check(stayLengthCheck(s), roomGuestTotalCheck(s.guests), billingCheck(s.billing));
}

export type BookingEntry = z.output<ReturnType<typeof createBookingEntrySchema>>;

// What every room of one booking must agree on (after normalisation: trimmed, phone in E.164).
const sharedKeys = [
  "check_in_date",
  "check_out_date",
  "name",
  "email",
  "phone",
  "special_requests",
  "company_name",
  "company_gstin",
  "billing_address",
] as const;

function sameValue(a: string, b: string, key: (typeof sharedKeys)[number]): boolean {
  return key === "email" ? a.toLowerCase() === b.toLowerCase() : a === b;
}

/** POST /api/bookings from the wizard: `{ bookings: [entry, …] }`, one entry per room, 1–5 rooms. */
export function createBookingRequestSchema(context: DateContext, s: BookingSchemaMessages = bookingSchemaMessagesEn) {
  const m = s.booking;
  return z
    .object({ bookings: roomList(createBookingEntrySchema(context, s), s) }, { error: m.notAnObject })
    .strict()
    .superRefine(
      ({ bookings }, ctx) => {
        const [first, ...rest] = bookings;
        rest.forEach((entry, i) => {
          const differing = sharedKeys.find((key) => !sameValue(entry[key], first[key], key));
          if (differing)
            ctx.addIssue({ code: "custom", message: m.mixedEntries, path: ["bookings", i + 1, differing] });
        });
      },
      // Compare only entries that are valid on their own; otherwise the first problem says enough.
      { when: (payload) => payload.issues.length === 0 },
    );
}

export type BookingRequest = z.output<ReturnType<typeof createBookingRequestSchema>>;
