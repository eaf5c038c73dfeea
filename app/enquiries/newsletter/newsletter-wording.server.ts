import { fieldMessagesHi } from "~/domain/field-messages.hi";
import { createNewsletterSchema } from "~/domain/newsletter-schema";
import { newsletterMessagesHi } from "~/domain/newsletter-schema.hi";
import { fieldMessagesEn, type InputSource } from "~/domain/schema-fields";
import type { Lang } from "~/i18n/lang";

/**
 * The sign-up's schema worded in `lang` (product-rules.md: Hindi), for the server: the footer's
 * action (the page's language) and the API (`X-Page-Lang`). The browser builds the same schema
 * from the page's words, so neither language's messages are in its code.
 */
export function newsletterSchemaIn(lang: Lang, source: InputSource = "json") {
  return lang === "hi"
    ? createNewsletterSchema({ source, messages: newsletterMessagesHi, fields: fieldMessagesHi })
    : createNewsletterSchema({ source, fields: fieldMessagesEn });
}
