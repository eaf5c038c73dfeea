import { type HomeBookingRequestWording, homeBookingRequestWordingEn } from "~/domain/home-booking-request-schema";
import type { FormMessages } from "../intake/form-answer";
import { checkConnectionEn, guestFieldWordsEn } from "../intake/intake-words";

/** The schema's own wording; the wording every field shares comes with the page's `intake` words. */
export type HomeRequestSchemaWording = Omit<HomeBookingRequestWording, "fields">;

const { fields: _shared, ...schemaWordingEn } = homeBookingRequestWordingEn;

/**
 * The home booking request form's words (product-rules.md: Hindi): its labels and what comes next;
 * the answers and the schema's wording serve the home page's older enquiry action, which a page
 * kept from before the form led to the wizard may still post to. The home page's
 * loader sends them (`homeRequest`) beside the words every guest form shares (`intake`: the field
 * wording, the note about marked fields, the reasons for a refusal); `{age}` is the oldest age that
 * still counts as a child.
 */
export const homeRequestWordsEn = {
  heading: "Request a Booking",
  intro: "Tell us your dates and party, then choose from the rooms free for them. Nothing is charged now; you pay at the hotel.",
  submit: "Choose Your Room",
  /** Under the button: what the guest gets from the next page (product-rules.md: One way to book). */
  next: "Next you pick a room type and confirm your details; you get your booking reference at once, and we confirm within a day.",
  pending: "Submitting…",
  labels: {
    ...guestFieldWordsEn,
    checkIn: "Check-in date",
    checkOut: "Check-out date",
    adults: "Adults",
    children: "Children (0-{age} years)",
    message: "Special requirements",
  },
  /** The original site's messages; a dropped connection gets its own words. */
  answers: {
    success: "Booking request submitted successfully!",
    failure: "Failed to submit booking request. Please try again.",
    networkError: checkConnectionEn,
  } as Pick<FormMessages, "success" | "failure" | "networkError">,
  schema: schemaWordingEn as HomeRequestSchemaWording,
};

export type HomeRequestWords = typeof homeRequestWordsEn;

declare module "~/i18n/words" {
  interface WordBook {
    homeRequest: HomeRequestWords;
  }
}
