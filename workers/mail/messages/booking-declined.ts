/**
 * The hotel declined a booking request (product-rules.md: The front desk): the decline's note is
 * the reason the guest is told, as staff wrote it; the rest is in the guest's language.
 */
import { hotel } from "~/content/hotel";
import type { Lang } from "~/i18n/lang";
import { fill } from "~/i18n/words";
import { contactParagraph, stayFacts } from "./booking-blocks";
import { bookingMailData, type BookingMailSource } from "./booking-mail-data";
import { heading, type MailBlock, type MailContent, paragraph, quote, renderMail } from "./mail-layout";
import { bookingMailValues, mailWordsIn, siteUrlIn } from "./mail-lang";

export function bookingDeclinedForGuest(source: BookingMailSource, reason: string, options: { lang?: Lang } = {}): MailContent {
  const booking = bookingMailData(source);
  const lang = options.lang ?? "en";
  const w = mailWordsIn(lang);
  const values = {
    ...bookingMailValues(booking, lang),
    phone: hotel.phones.primary.display,
    site: siteUrlIn(lang),
  };
  const why: MailBlock[] = reason.trim() === "" ? [] : [paragraph(w.declined.reasonIntro), quote(reason.trim())];
  return renderMail({
    lang,
    to: booking.guest.email,
    subject: fill(w.declined.subject, values),
    preview: fill(w.declined.preview, values),
    blocks: [
      paragraph(fill(w.declined.opening, values)),
      ...why,
      heading(w.yourRequest),
      stayFacts(booking, lang),
      paragraph(fill(w.declined.otherDates, values)),
      contactParagraph(lang),
    ],
  });
}
