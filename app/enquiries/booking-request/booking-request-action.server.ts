import { createHomeBookingRequestSchema } from "~/domain/home-booking-request-schema";
import { formAction } from "../intake/submit-form.server";
import { answersOf, homeRequestWords, wordingOf } from "./home-request-words.server";

/**
 * The home page's action (and the not-found page's, which shows the home page): the booking request
 * form, checked and answered in the page's language (product-rules.md: Hindi).
 */
export const bookingRequestAction = formAction({
  form: "booking-request",
  kind: "booking-request",
  schema: (today, lang) => createHomeBookingRequestSchema({ today, source: "form", wording: wordingOf(lang) }),
  messages: (lang) => answersOf(homeRequestWords(lang)),
});
