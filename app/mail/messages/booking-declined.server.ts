/**
 * The hotel declined a booking request (product-rules.md: The front desk): the decline's note is
 * the reason the guest is told, as staff wrote it; the rest is in the guest's language.
 */
import { hotel } from "~/content/hotel";
import type { Lang } from "~/i18n/lang";
import { fill } from "~/i18n/words";
import { contactParagraph, stayFacts } from "./booking-blocks.server";
import type { BookingMailSource } from "./booking-mail-data.server";
import { guestBookingLetter, mailToGuest } from "./guest-booking-mail.server";
import { heading, type MailBlock, type MailContent, paragraph, quote } from "./mail-layout.server";
import { siteUrlIn } from "./mail-lang.server";

export function bookingDeclinedForGuest(source: BookingMailSource, reason: string, options: { lang?: Lang } = {}): MailContent {
  const lang = options.lang ?? "en";
  const letter = guestBookingLetter(source, lang, { phone: hotel.phones.primary.display, site: siteUrlIn(lang) });
  const { booking, w, values } = letter;
  const why: MailBlock[] = reason.trim() === "" ? [] : [paragraph(w.declined.reasonIntro), quote(reason.trim())];
  return mailToGuest(letter, w.declined, [
    paragraph(fill(w.declined.opening, values)),
    ...why,
    heading(w.yourRequest),
    stayFacts(booking, lang),
    paragraph(fill(w.declined.otherDates, values)),
    contactParagraph(lang),
  ]);
}
