/**
 * What every e-mail to a guest about their booking has in common (product-rules.md: Hindi): it goes
 * to the address the guest gave, in the language of the page they booked on, and its subject and
 * preview are one message's words filled with the booking's reference, stay and name. Each message
 * (request, confirmed, declined, cancelled) then writes only its own blocks.
 */
import type { Lang } from "~/i18n/lang";
import { fill } from "~/i18n/words";
import type { MailAttachment } from "../mail-outbox.server";
import { type BookingMailData, bookingMailData, type BookingMailSource } from "./booking-mail-data.server";
import { priceBlocks, stayFacts } from "./booking-blocks.server";
import { button, heading, type MailBlock, type MailContent, paragraph, renderMail } from "./mail-layout.server";
import { bookingMailValues, mailWordsIn, policySentences } from "./mail-lang.server";
import type { MailWords } from "./mail-words.server";

/** A booking as a guest's e-mail reads it: in the mail's shape, with the words of the guest's language. */
export interface GuestBookingLetter {
  booking: BookingMailData;
  lang: Lang;
  w: MailWords;
  /** What the message's words are filled with. */
  values: Readonly<Record<string, string | number>>;
}

/**
 * The booking, its guest's language (English when none is given) and that language's words;
 * `moreValues` are what a message's words name beyond the booking's own (the hotel's phone, its site).
 */
export function guestBookingLetter(
  source: BookingMailSource,
  lang: Lang = "en",
  moreValues: Readonly<Record<string, string>> = {},
): GuestBookingLetter {
  const booking = bookingMailData(source);
  return { booking, lang, w: mailWordsIn(lang), values: { ...bookingMailValues(booking, lang), ...moreValues } };
}

/** The message itself, to the guest: `words` are the message's own, with its subject and preview. */
export function mailToGuest(
  letter: GuestBookingLetter,
  words: { subject: string; preview: string },
  blocks: readonly MailBlock[],
  attachments?: MailAttachment[],
): MailContent {
  return renderMail({
    lang: letter.lang,
    to: letter.booking.guest.email,
    subject: fill(words.subject, letter.values),
    preview: fill(words.preview, letter.values),
    blocks,
    attachments,
  });
}

/**
 * A letter's opening, the stay as it now stands with its price to pay at the hotel, and the button
 * to the guest's page: the common body of the confirmed and changed e-mails.
 */
export function stayLetterBlocks(letter: GuestBookingLetter, words: { opening: string; stayHeading: string }, bookingUrl: string): MailBlock[] {
  const { booking, lang, w, values } = letter;
  return [
    paragraph(fill(words.opening, values)),
    heading(words.stayHeading),
    stayFacts(booking, lang),
    ...priceBlocks(booking, lang),
    paragraph(policySentences(lang).payAtHotel),
    button(w.viewBooking, bookingUrl),
  ];
}
