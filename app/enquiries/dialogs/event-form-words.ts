import { eventCategories } from "~/content/events";
import { eventLabels, eventMessages } from "~/domain/enquiry-schemas";
import { eventPrefills } from "../../site/events/event-prefill";
import { checkConnectionEn, guestFieldWordsEn } from "../intake/intake-words";

/** The sentence "Plan Your … with Us" puts into Requirements; `{occasion}` is the category. */
const requirementsSentence = "We are planning {occasion} and would like to know about venues, menus and dates.";

/**
 * The words of Book Your Event on /Event (product-rules.md: Hindi): the form, the occasion a
 * category preview presets, what the guest is told (the original site's toasts; the network case,
 * which it left unhandled, has its own words) and the schema's messages for the browser's check.
 * The route that shows the form sends them as `eventForm`, with the shared `intake` words.
 */
export const eventFormWordsEn = {
  heading: "Book Your Event",
  intro: "Tell us about your occasion. Our events team replies with venue options, menus and a quote, usually within a day.",
  /** Above the form when a category preview sent the guest: "Planning: Weddings (up to 200 guests)". */
  planning: "Planning: ",
  upTo: " (up to {n} guests)",
  ...guestFieldWordsEn,
  eventType: "Event type",
  eventTypePlaceholder: "Select Event Type",
  /** The select's names of the API's event types, by value. */
  eventTypes: { Wedding: "Wedding", Conference: "Conference", Party: "Party", Other: "Other" },
  eventDate: "Event date",
  guests: "Number of guests",
  requirements: "Requirements",
  submit: "Submit Enquiry",
  submitting: "Submitting…",
  /** Each category's preset, by its id: the English titles as the event content writes them. */
  prefills: eventPrefills(eventCategories, {}, requirementsSentence),
  messages: {
    success: "Event enquiry submitted successfully!",
    failure: "Failed to submit event enquiry",
    networkError: checkConnectionEn,
  },
  /** The schema's own words, for the check the browser runs before sending. */
  schema: { messages: eventMessages, labels: eventLabels },
};

export type EventFormWords = typeof eventFormWordsEn;

declare module "~/i18n/words" {
  interface WordBook {
    eventForm: EventFormWords;
  }
}
