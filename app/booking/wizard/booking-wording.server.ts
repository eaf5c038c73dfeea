/**
 * The booking schemas' messages in a page's language, for server code (the API and the wizard's
 * page action; product-rules.md: Hindi). Server-only: the Hindi set never reaches a browser chunk
 * this way; a Hindi page's browser gets it with its loader's words.
 */
import { type BookingSchemaMessages, bookingSchemaMessagesEn } from "~/domain/booking-schema";
import type { Lang } from "~/i18n/lang";
import { bookingSchemaMessagesHi } from "~/domain/booking-messages.hi";

export function bookingSchemaMessagesIn(lang: Lang): BookingSchemaMessages {
  return lang === "hi" ? bookingSchemaMessagesHi : bookingSchemaMessagesEn;
}
