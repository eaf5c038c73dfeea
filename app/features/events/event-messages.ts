import type { FormMessages } from "../intake/form-answer";

/**
 * The original site's toasts for Book Your Event; the network case, which it left unhandled, gets
 * its own words.
 */
export const eventFormMessages: FormMessages = {
  success: "Event enquiry submitted successfully!",
  failure: "Failed to submit event enquiry",
  networkError: "We could not reach the hotel. Please check your connection and try again.",
};

/** The anchor of the Book Your Event form; "Plan Your … with Us" links here. */
export const eventFormAnchor = "book-your-event";

/** Search parameter naming the category a guest chose in the preview. */
export const eventCategoryParam = "category";

export function planEventHref(categoryId: string): string {
  return `?${eventCategoryParam}=${encodeURIComponent(categoryId)}#${eventFormAnchor}`;
}
