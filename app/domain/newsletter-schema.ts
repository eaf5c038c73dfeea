/**
 * The footer's newsletter sign-up (product-rules.md: Forms that reach the hotel): stored once per
 * address, so the address is trimmed and lower-cased before it is compared or stored.
 */
import type { z } from "zod";
import { type FieldMessages, type InputSource, emailField, fieldMessagesEn, objectFor } from "./schema-fields";

/** The sign-up's own wording: English here, Hindi in `newsletter-schema.hi.ts` (product-rules.md: Hindi). */
export interface NewsletterMessages {
  emailRequired: string;
  emailInvalid: string;
  /** "Email" in the form's language, for the too-long message. */
  emailLabel: string;
}

export const newsletterMessages: NewsletterMessages = {
  emailRequired: "Email is required",
  emailInvalid: "Invalid email format",
  emailLabel: "Email",
};

interface NewsletterSchemaOptions {
  source?: InputSource;
  /** The form's language's wording; English by default. A browser takes them from the page's words. */
  messages?: NewsletterMessages;
  fields?: FieldMessages;
}

export function createNewsletterSchema({
  source = "json",
  messages = newsletterMessages,
  fields = fieldMessagesEn,
}: NewsletterSchemaOptions = {}) {
  return objectFor(
    {
      email: emailField(
        { required: messages.emailRequired, invalid: messages.emailInvalid, emailLabel: messages.emailLabel },
        fields,
      ).overwrite((email) => email.toLowerCase()),
    },
    source,
    fields,
  );
}

export type NewsletterSignup = z.output<ReturnType<typeof createNewsletterSchema>>;
