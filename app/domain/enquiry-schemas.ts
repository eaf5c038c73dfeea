/**
 * The contact form ("Get In Touch") and the event enquiry form (the original site's fields and
 * wording; the admin API's payloads). The original site only had browser-level rules here, so the
 * wording follows the other forms.
 */
import { z } from "zod";
import { hotel } from "../content/hotel";
import { monthDayAndYear } from "./date-words";
import { type GuestContactLabels, type GuestContactMessages, guestContactFields, guestContactMessagesEn } from "./guest-contact-fields";
import { type FormWording, countField, fieldMessagesEn, optionalText, requiredText } from "./schema-fields";
import type { DateContext } from "./bookable-days";
import { type GuestFormOptions, bookableDateField, guestFormSchema } from "./guest-form-schema";

export const maxContactMessageLength = 2000;
export const maxEventRequirementsLength = 2000;
/** A sanity bound on input, not a venue capacity: the hotel confirms capacity when it replies. */
export const maxEventGuests = 2000;

export const eventTypes = ["Wedding", "Conference", "Party", "Other"] as const;
export type EventType = (typeof eventTypes)[number];

/**
 * What the contact schema says, in one language: English here, Hindi in `enquiry-schemas.hi.ts`
 * (product-rules.md: Hindi). A Hindi page's browser gets the Hindi set from its loader's words.
 */
export interface ContactMessages extends GuestContactMessages {
  messageRequired: string;
}

export const contactMessages: ContactMessages = { ...guestContactMessagesEn, messageRequired: "Message is required" };

/** The fields' names as the shared messages quote them ("Message must be 2000 characters or fewer"). */
export interface ContactLabels extends GuestContactLabels {
  message: string;
}

export const contactLabels: ContactLabels = { name: "Name", email: "Email", message: "Message" };

/** Everything the contact schema says, in one language. */
export type ContactWording = FormWording<ContactMessages, ContactLabels>;

export const contactWordingEn: ContactWording = { messages: contactMessages, labels: contactLabels, fields: fieldMessagesEn };

export interface EventMessages extends ContactMessages {
  eventTypeRequired: string;
  eventDateRequired: string;
  eventDateBeforeOpening: string;
  eventDateInPast: string;
  /** Quotes the hotel's phone as staff keep it: a getter, read when the message is. */
  eventDateTooFar: string;
  guestsRequired: string;
  tooFewGuests: string;
  tooManyGuests: string;
}

export const eventMessages: EventMessages = {
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
};

export interface EventLabels extends ContactLabels {
  requirements: string;
}

export const eventLabels: EventLabels = { ...contactLabels, requirements: "Requirements" };

/** Everything the event schema says, in one language. */
export type EventWording = FormWording<EventMessages, EventLabels>;

export const eventWordingEn: EventWording = { messages: eventMessages, labels: eventLabels, fields: fieldMessagesEn };

/** `wording` is the page's language's (English by default); the rules are the same in both. */
export function createContactEnquirySchema({ source = "json", wording = contactWordingEn }: GuestFormOptions<ContactWording> = {}) {
  return guestFormSchema(source, wording, (m, labels, f) => ({
    ...guestContactFields(m, labels, f),
    message: requiredText(m.messageRequired, labels.message, maxContactMessageLength, f),
  }));
}

export type ContactEnquiry = z.output<ReturnType<typeof createContactEnquirySchema>>;

export function createEventEnquirySchema({ today, source = "json", wording = eventWordingEn }: DateContext & GuestFormOptions<EventWording>) {
  return guestFormSchema(source, wording, (m, labels, f) => ({
    ...guestContactFields(m, labels, f),
    event_type: z.enum(eventTypes, { error: m.eventTypeRequired }),
    event_date: bookableDateField(m.eventDateRequired, today, f, () => ({
      beforeOpening: m.eventDateBeforeOpening,
      inPast: m.eventDateInPast,
      tooFar: m.eventDateTooFar,
      maxDaysAhead: hotel.bookingLimits.maxEventDaysAhead,
    })),
    number_of_guests: countField(
      { min: 1, max: maxEventGuests, required: m.guestsRequired, tooFew: m.tooFewGuests, tooMany: m.tooManyGuests },
      source,
      f,
    ),
    requirements: optionalText(labels.requirements, maxEventRequirementsLength, f),
  }));
}

export type EventEnquiry = z.output<ReturnType<typeof createEventEnquirySchema>>;
