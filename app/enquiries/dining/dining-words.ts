import { diningLabels, diningMessages } from "~/domain/dining-schema";
import { tableTimes, twelveHourTime } from "~/domain/dining-hours";
import { checkConnectionEn, replyFieldWordsEn } from "../intake/intake-words";

/**
 * The words of /DiningBookingForm (product-rules.md: Hindi): the page, the table form, what the
 * guest reads after sending it and the schema's messages for the browser's check. `{placeholders}`
 * are filled where the words are shown.
 */
export const tableBookingWordsEn = {
  meta: {
    title: "Reserve a Table",
    crumb: "Reserve a Table",
    description:
      "Reserve a table at {hotel}'s pure vegetarian restaurants in Omkareshwar: fine dining, casual meals and the rooftop by the Narmada.",
    keywords: "Omkareshwar restaurant booking, vegetarian restaurant Omkareshwar, table reservation Narmada Riverside Resort",
  },
  hero: { title: "Reserve a Table", subtitle: "Vegetarian thalis, Malwa specialities and riverside evenings" },
  help: {
    heading: "Good to know",
    vegetarian: "All our kitchens are pure vegetarian; satvik meals without onion or garlic on request.",
    groups: "Tables for up to {n} guests here; for a larger group, tell us about your event.",
    callBack: "Your table is confirmed when the restaurant calls you back.",
    preferToCall: "Prefer to call?",
    planEvent: "Plan a group meal or event",
  },
  form: {
    heading: "Table Reservation",
    intro: "Pure vegetarian dining by the Narmada. Tell us when you would like to come and we will keep a table for you.",
    fullName: "Full name",
    ...replyFieldWordsEn,
    guests: "Guests",
    guestsPlaceholder: "Select number of guests",
    guestCount: { one: "{n} person", other: "{n} people" },
    date: "Date",
    time: "Time",
    timeHint: "Tables from {first} to {last}",
    /** The first and last table times, as the page writes a time. */
    tableTimes: { first: twelveHourTime(tableTimes.first), last: twelveHourTime(tableTimes.last) },
    specialRequests: "Special requests",
    specialRequestsPlaceholder: "A birthday, a high chair, no onion or garlic…",
    submit: "Reserve Table",
  },
  /**
   * The original site's dining form only logged; ours delivers it (product-rules.md: Forms that
   * reach the hotel), so the guest is told what happens next.
   */
  messages: {
    success: "Table request received! Our restaurant team will call you to confirm your table.",
    failure: "Failed to send your table request. Please try again.",
    networkError: checkConnectionEn,
  },
  /** The schema's own words, for the check the browser runs before sending. */
  schema: { messages: diningMessages, labels: diningLabels },
};

export type TableBookingWords = typeof tableBookingWordsEn;

declare module "~/i18n/words" {
  interface WordBook {
    tableBooking: TableBookingWords;
  }
}
