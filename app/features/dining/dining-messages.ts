import type { FormMessages } from "../intake/form-answer";

/**
 * The original site's dining form only logged; ours delivers it (product-rules.md: Forms that reach
 * the hotel), so the guest is told what happens next.
 */
export const diningFormMessages: FormMessages = {
  success: "Table request received! Our restaurant team will call you to confirm your table.",
  failure: "Failed to send your table request. Please try again.",
  networkError: "We could not reach the hotel. Please check your connection and try again.",
};
