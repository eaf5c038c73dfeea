/**
 * The contact form ("Get In Touch") and the event enquiry form (the original site's fields and
 * wording; the admin API's payloads). The original site only had browser-level rules here, so the
 * wording follows the other forms.
 */
import { z } from "zod";
import { hotel } from "../content/hotel";
import { monthDayAndYear } from "./date-words";
import {
  type InputSource,
  countField,
  dateField,
  emailAndPhoneFields,
  objectFor,
  optionalText,
  requiredLine,
  requiredText,
} from "./schema-fields";
import { type DateContext, bookableDayProblem } from "./bookable-days";

export const maxContactMessageLength = 2000;
export const maxEventRequirementsLength = 2000;
/** A sanity bound on input, not a venue capacity: the hotel confirms capacity when it replies. */
export const maxEventGuests = 2000;

export const eventTypes = ["Wedding", "Conference", "Party", "Other"] as const;
export type EventType = (typeof eventTypes)[number];

export const contactMessages = {
  nameRequired: "Name is required",
  emailRequired: "Email is required",
  emailInvalid: "Invalid email format",
  phoneRequired: "Phone number is required",
  messageRequired: "Message is required",
} as const;

export const eventMessages = {
  ...contactMessages,
  eventTypeRequired: "Please select an event type",
  eventDateRequired: "Event date is required",
  eventDateBeforeOpening: `Event date must be on or after ${monthDayAndYear(hotel.openingDate)}`,
  eventDateInPast: "Event date cannot be in the past",
  get eventDateTooFar() {
    return `Events can be booked at most ${hotel.bookingLimits.maxEventDaysAhead / 365} years ahead. For later dates please call us on ${hotel.phones.primary.display}.`;
  },
  guestsRequired: "Number of guests is required",
  tooFewGuests: "At least 1 guest",
  tooManyGuests: `Maximum ${maxEventGuests} guests`,
} as const;

export function createContactEnquirySchema({ source = "json" }: { source?: InputSource } = {}) {
  const m = contactMessages;
  return objectFor(
    {
      name: requiredLine(m.nameRequired, "Name"),
      ...emailAndPhoneFields(m),
      message: requiredText(m.messageRequired, "Message", maxContactMessageLength),
    },
    source,
  );
}

export type ContactEnquiry = z.output<ReturnType<typeof createContactEnquirySchema>>;

export function createEventEnquirySchema({ today, source = "json" }: DateContext & { source?: InputSource }) {
  const m = eventMessages;
  return objectFor(
    {
      name: requiredLine(m.nameRequired, "Name"),
      ...emailAndPhoneFields(m),
      event_type: z.enum(eventTypes, { error: m.eventTypeRequired }),
      event_date: dateField(m.eventDateRequired, (date) =>
        bookableDayProblem(date, today, {
          beforeOpening: m.eventDateBeforeOpening,
          inPast: m.eventDateInPast,
          tooFar: m.eventDateTooFar,
          maxDaysAhead: hotel.bookingLimits.maxEventDaysAhead,
        }),
      ),
      number_of_guests: countField(
        { min: 1, max: maxEventGuests, required: m.guestsRequired, tooFew: m.tooFewGuests, tooMany: m.tooManyGuests },
        source,
      ),
      requirements: optionalText("Requirements", maxEventRequirementsLength),
    },
    source,
  );
}

export type EventEnquiry = z.output<ReturnType<typeof createEventEnquirySchema>>;
