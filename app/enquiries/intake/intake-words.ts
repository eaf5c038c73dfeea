import { type FieldMessages, fieldMessagesEn } from "~/domain/schema-fields";
import type { CountWords } from "~/i18n/words";

/**
 * The words every guest form's outcome shares (product-rules.md: Hindi), sent by each route with a
 * form beside the form's own words: what the outcome line adds when the server marked fields, and
 * why the hotel refused a post. The form kit's words (the send button while sending, "(optional)")
 * are the root's `form` words.
 */
export interface IntakeWords {
  /**
   * The wording every field shares, for a schema built on the browser: the same set as the root's
   * `form.fields`, here too for code that joins a form's words on the server.
   */
  fields: FieldMessages;
  /** After the server marked fields: `{n}` is how many. */
  checkFields: CountWords;
  /**
   * The guest's reason for a refused post, by the server's error code, in the page's language
   * (`{phone}` and `{email}` are the hotel's). Null: the server's own words, which are English.
   */
  reasons: Readonly<Record<string, string>> | null;
}

export const intakeWordsEn: IntakeWords = {
  fields: fieldMessagesEn,
  checkFields: { one: "Please check the highlighted field.", other: "Please check the {n} highlighted fields." },
  reasons: null,
};

/**
 * The labels of the e-mail and phone every guest form asks for, and with the name most of them
 * ask for, in the forms' words (the name's own label differs where a form asks for a full name).
 */
export const replyFieldWordsEn = { email: "Email", phone: "Phone" };
export const guestFieldWordsEn = { name: "Name", ...replyFieldWordsEn };

/** The original site's answer when a form's post never reached the hotel, which several forms keep. */
export const tryAgainLaterEn = "An error occurred. Please try again later.";

/**
 * What the newer forms say instead (the original site left the case unhandled): the guest learns
 * the request did not arrive and what to check. Each form's Hindi says it its own way.
 */
export const checkConnectionEn = "We could not reach the hotel. Please check your connection and try again.";

declare module "~/i18n/words" {
  interface WordBook {
    intake: IntakeWords;
  }
}
