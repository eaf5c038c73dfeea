/**
 * The footer's newsletter sign-up (product-rules.md: Forms that reach the hotel): stored once per
 * address, so the address is trimmed and lower-cased before it is compared or stored.
 */
import type { z } from "zod";
import { type InputSource, emailField, objectFor } from "./schema-fields";

export const newsletterMessages = {
  emailRequired: "Email is required",
  emailInvalid: "Invalid email format",
} as const;

export function createNewsletterSchema({ source = "json" }: { source?: InputSource } = {}) {
  return objectFor(
    {
      email: emailField({
        required: newsletterMessages.emailRequired,
        invalid: newsletterMessages.emailInvalid,
      }).overwrite((email) => email.toLowerCase()),
    },
    source,
  );
}

export type NewsletterSignup = z.output<ReturnType<typeof createNewsletterSchema>>;
