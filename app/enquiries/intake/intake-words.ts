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

declare module "~/i18n/words" {
  interface WordBook {
    intake: IntakeWords;
  }
}
