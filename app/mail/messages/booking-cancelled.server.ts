/**
 * A booking was cancelled (product-rules.md: The front desk): by the hotel from the desk, or by
 * the guest from their booking page. The guest is told either way; the hotel is told when the
 * guest did it, since no one at the desk pressed a button. The guest's mail is in their language.
 */
import { hotel } from "~/content/hotel";
import type { Lang } from "~/i18n/lang";
import { fill } from "~/i18n/words";
import { contactParagraph, guestFacts, stayFacts } from "./booking-blocks.server";
import { bookingMailData, type BookingMailSource } from "./booking-mail-data.server";
import { guestBookingLetter, mailToGuest } from "./guest-booking-mail.server";
import { plural, stayRange } from "./mail-dates.server";
import { button, heading, type MailBlock, type MailContent, paragraph, renderMail } from "./mail-layout.server";
import { policySentences } from "./mail-lang.server";

export function bookingCancelledForGuest(
  source: BookingMailSource,
  options: { byGuest: boolean; lang?: Lang },
): MailContent {
  const letter = guestBookingLetter(source, options.lang, { phone: hotel.phones.primary.display });
  const { booking, lang, w, values } = letter;
  const policy = policySentences(lang);
  return mailToGuest(letter, w.cancelled, [
    paragraph(fill(options.byGuest ? w.cancelled.openingByGuest : w.cancelled.openingByHotel, values)),
    heading(w.cancelled.heading),
    stayFacts(booking, lang),
    paragraph(fill(w.cancelled.nothingCharged, { cancellation: policy.individualCancellation, refunds: policy.refunds })),
    paragraph(fill(options.byGuest ? w.cancelled.notYou : w.cancelled.sorry, values)),
    contactParagraph(lang),
  ]);
}

/** To the reservations inbox: the guest cancelled from their booking page. */
export function bookingCancelledForHotel(source: BookingMailSource, options: { deskUrl?: string } = {}): MailContent {
  const booking = bookingMailData(source);
  const desk: MailBlock[] = options.deskUrl ? [button("Open the booking on the front desk", options.deskUrl)] : [];
  return renderMail({
    to: hotel.emails.reservations,
    subject: `Guest cancelled booking ${booking.reference}: ${plural(booking.rooms.length, "room")}, ${stayRange(booking.checkIn, booking.checkOut)}`,
    preview: `${booking.guest.name} cancelled from their booking page; the rooms are free again.`,
    blocks: [
      paragraph(
        `${booking.guest.name} cancelled this booking from their booking page on the website. Its rooms are offered on the site again.`,
      ),
      ...desk,
      heading("Stay"),
      stayFacts(booking),
      heading("Guest"),
      guestFacts(booking),
    ],
  });
}
