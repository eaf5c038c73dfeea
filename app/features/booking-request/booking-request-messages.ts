import type { FormMessages } from "../intake/form-answer";

/**
 * The original site's messages for the home booking request form; a dropped connection gets its own
 * words.
 */
export const bookingRequestMessages: FormMessages = {
  success: "Booking request submitted successfully!",
  failure: "Failed to submit booking request. Please try again.",
  networkError: "We could not reach the hotel. Please check your connection and try again.",
};
