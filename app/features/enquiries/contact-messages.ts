import type { FormMessages } from "../intake/form-answer";

/** The original site's words: what the guest reads after sending the Get In Touch form. */
export const contactFormMessages: FormMessages = {
  success: "Message sent successfully!",
  failure: "Failed to send message.",
  networkError: "An error occurred. Please try again later.",
};
