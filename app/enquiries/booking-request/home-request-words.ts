import { type HomeBookingRequestWording, homeBookingRequestWordingEn } from "~/domain/home-booking-request-schema";
import type { FormMessages } from "../intake/form-answer";
import { checkConnectionEn, guestFieldWordsEn } from "../intake/intake-words";

/** The schema's own wording; the wording every field shares comes with the page's `intake` words. */
export type HomeRequestSchemaWording = Omit<HomeBookingRequestWording, "fields">;

const { fields: _shared, ...schemaWordingEn } = homeBookingRequestWordingEn;

/**
 * The home booking request form's words (product-rules.md: Hindi): its labels, what the guest is
 * told after sending, and the schema's wording for the check the browser makes. The home page's
 * loader sends them (`homeRequest`) beside the words every guest form shares (`intake`: the field
 * wording, the note about marked fields, the reasons for a refusal); `{age}` is the oldest age that
 * still counts as a child.
 */
export const homeRequestWordsEn = {
  heading: "Request a Booking",
  intro: "Send us your dates and we will call you back to confirm your room. Nothing is charged now; you pay at the hotel.",
  submit: "Send Booking Request",
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
