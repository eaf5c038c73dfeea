/**
 * The booking wizard's steps and the JSON booking request it sends, with the original site's
 * wording. The wizard and POST /api/bookings use the same rules; the API schema is strict so an
 * unknown field is refused rather than silently dropped.
 */
import { z } from "zod";
import { hotel } from "../content/hotel";
import { monthDayAndYear } from "./date-words";
import { adultsField, childrenField, guestMessages, roomGuestTotalCheck } from "./guest-count-fields";
import {
  checkOutAfterCheckIn,
  dateField,
  emailAndPhoneFields,
  notAnObjectMessage,
  optionalText,
  requiredLine,
  requiredString,
  wholeNumberMessage,
  wrongTextTypeMessage,
} from "./schema-fields";
import { findService } from "./services";
import { type DateContext, checkInProblem } from "./bookable-days";

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
  notAnObject: notAnObjectMessage,
  notAList: "Expected a list",
  notANumber: "Must be a number",
  negativeAmount: "Cannot be negative",
  mixedEntries: "All rooms in one booking must share the same dates and guest details",
} as const;

export const maxSpecialRequestsLength = 1000;

const m = bookingMessages;

function stayDates(today: DateContext["today"]) {
  return {
    check_in_date: dateField(m.checkInRequired, (date) => checkInProblem(date, today, m.checkInBeforeOpening)),
    check_out_date: dateField(m.checkOutRequired),
  };
}

const stayDateKeys = { checkIn: "check_in_date", checkOut: "check_out_date" };

/** 1 to hotel.limits.maxRooms rooms, in the wizard's words (the chat's several-room request too). */
export function roomList<T extends z.ZodType>(room: T) {
  return z
    .array(room, { error: (issue) => (issue.input == null ? m.roomsRequired : m.notAList) })
    .min(1, m.roomsRequired)
    .max(hotel.limits.maxRooms, guestMessages.tooManyRooms);
}

/** Step 1, Search Your Stay: dates and the guests of each room (the wizard keeps counts as numbers). */
export const wizardRoomGuestsSchema = z
  .object({
    adults: adultsField(m.adultsRequired, "json"),
    children: childrenField(m.childrenRequired, "json"),
  })
  .check(roomGuestTotalCheck());

export function createWizardStaySchema({ today }: DateContext) {
  return z
    .object({ ...stayDates(today), rooms: roomList(wizardRoomGuestsSchema) })
    .check(checkOutAfterCheckIn(stayDateKeys, m.checkOutNotAfterCheckIn));
}

/** Step 4, Guest Information. The phone field starts at +91 and lets the guest change the country code. */
export const guestInfoSchema = z.object({
  name: requiredLine(m.nameRequired, "Name"),
  ...emailAndPhoneFields(m),
  special_requests: optionalText("Special requests", maxSpecialRequestsLength),
});

const positiveId = (required: string) =>
  z
    .number({ error: (issue) => (issue.input == null ? required : wholeNumberMessage) })
    .int({ error: wholeNumberMessage, abort: true })
    .positive(required);

// Amounts and bookkeeping the client sends are accepted for compatibility with the original payload
// (the admin API's booking fields) and then ignored: the server recomputes prices
// (product-rules.md: One price and tax calculation) and sets the status (product-rules.md: Booking
// reference and status).
const ignoredAmount = z.number({ error: m.notANumber }).nonnegative(m.negativeAmount).nullish();
const ignoredLabel = z.string({ error: wrongTextTypeMessage }).max(50, "Must be 50 characters or fewer").nullish();
const ignoredCount = z
  .number({ error: wholeNumberMessage })
  .int(wholeNumberMessage)
  .nonnegative(m.negativeAmount)
  .nullish();

const serviceEntrySchema = z
  .object({
    /** A catalogue key ("lunch") or its label ("Lunch Package"), any case. */
    name: requiredString(m.serviceRequired).transform((name, ctx) => {
      const service = findService(name);
      if (service) return service.key;
      ctx.addIssue({ code: "custom", message: m.unknownService, input: name });
      return z.NEVER;
    }),
    price: ignoredAmount,
  })
  .strict();

/** One entry of `bookings`: one room of the stay, carrying the stay's dates and guest details. */
export function createBookingEntrySchema({ today }: DateContext) {
  return z
    .object({
      ...stayDates(today),
      number_of_nights: ignoredCount,
      adults: adultsField(m.adultsRequired, "json"),
      children: childrenField(m.childrenRequired, "json"),
      room_category_id: positiveId(m.roomRequired),
      room_number_id: positiveId(m.roomRequired).nullish(),
      services: z
        .array(serviceEntrySchema, { error: m.notAList })
        .max(20, "Too many services")
        .nullish()
        .transform((list) => list ?? []),
      ...guestInfoSchema.shape,
      payment_method: ignoredLabel,
      room_price: ignoredAmount,
      services_price: ignoredAmount,
      total_amount: ignoredAmount,
      booking_status: ignoredLabel,
      payment_status: ignoredLabel,
      no_of_rooms: ignoredCount,
    })
    .strict()
    .check(checkOutAfterCheckIn(stayDateKeys, m.checkOutNotAfterCheckIn), roomGuestTotalCheck());
}

export type BookingEntry = z.output<ReturnType<typeof createBookingEntrySchema>>;

// What every room of one booking must agree on (after normalisation: trimmed, phone in E.164).
const sharedKeys = ["check_in_date", "check_out_date", "name", "email", "phone", "special_requests"] as const;

function sameValue(a: string, b: string, key: (typeof sharedKeys)[number]): boolean {
  return key === "email" ? a.toLowerCase() === b.toLowerCase() : a === b;
}

/** POST /api/bookings from the wizard: `{ bookings: [entry, …] }`, one entry per room, 1–5 rooms. */
export function createBookingRequestSchema(context: DateContext) {
  return z
    .object({ bookings: roomList(createBookingEntrySchema(context)) }, { error: m.notAnObject })
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
