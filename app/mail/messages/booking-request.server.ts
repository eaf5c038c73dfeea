/**
 * A booking request has arrived (product-rules.md: Booking reference and status): the hotel is told
 * what to decide, the guest what they asked for, that it is a request pending confirmation (never
 * "confirmed"), what happens next and how to cancel, in the language of the page they booked on.
 */
import { hotel } from "~/content/hotel";
import type { Lang } from "~/i18n/lang";
import { fill } from "~/i18n/words";
import {
  cancellationBlocks,
  contactParagraph,
  guestFacts,
  guestsText,
  priceBlocks,
  stayFacts,
  totalGuests,
} from "./booking-blocks.server";
import { bookingMailData, type BookingMailSource } from "./booking-mail-data.server";
import { askedDepositOf, depositBlocks } from "./deposit-blocks.server";
import { guestBookingLetter, mailToGuest } from "./guest-booking-mail.server";
import { plural, stayRange } from "./mail-dates.server";
import { button, heading, type MailContent, paragraph, renderMail } from "./mail-layout.server";
import { policySentences } from "./mail-lang.server";

/** How the guest booked: the four-step wizard or the chat assistant. */
export type BookingSource = "wizard" | "chat";

const sourceWords: Record<BookingSource, string> = { wizard: "the booking form", chat: "the chat assistant" };

/** To the reservations inbox: who wants which rooms when, and the desk's page to decide it. */
export function bookingRequestForHotel(
  source: BookingMailSource,
  options: { deskUrl: string; source: BookingSource },
): MailContent {
  const booking = bookingMailData(source);
  const guests = totalGuests(booking);
  const rooms = plural(booking.rooms.length, "room");
  return renderMail({
    to: hotel.emails.reservations,
    subject: `New booking request ${booking.reference}: ${rooms}, ${stayRange(booking.checkIn, booking.checkOut)}`,
    preview: `${booking.guest.name}, ${rooms}, ${guestsText(guests.adults, guests.children)}: waiting for your decision.`,
    blocks: [
      paragraph(
        `${booking.guest.name} sent a booking request through ${sourceWords[options.source]} on the website. It waits for a decision: confirm or decline it on the front desk.`,
      ),
      button("Open the booking on the front desk", options.deskUrl),
      heading("Stay"),
      stayFacts(booking),
      heading("Guest"),
      guestFacts(booking),
      ...priceBlocks(booking),
    ],
  });
}

/**
 * To the guest, in their language: the request as received, pending confirmation, with what
 * happens next; and when the booking's answer asks a deposit, how much by when with the link to
 * pay it, right after the opening (product-rules.md: Deposits).
 */
export function bookingRequestForGuest(
  source: BookingMailSource,
  options: { bookingUrl: string; lang?: Lang },
): MailContent {
  const letter = guestBookingLetter(source, options.lang);
  const { booking, lang, w, values } = letter;
  const deposit = askedDepositOf(source);
  return mailToGuest(letter, w.request, [
    paragraph(fill(w.request.thanks, values)),
    paragraph(w.request.pending),
    ...(deposit ? depositBlocks(deposit, options.bookingUrl, lang) : []),
    heading(w.yourRequest),
    stayFacts(booking, lang),
    ...priceBlocks(booking, lang, deposit ? w.deposit.total : undefined),
    heading(w.request.nextHeading),
    paragraph(w.request.next),
    ...(deposit ? (deposit.rest_paise > 0 ? [paragraph(w.deposit.rest)] : []) : [paragraph(policySentences(lang).payAtHotel)]),
    button(w.viewBooking, options.bookingUrl),
    ...cancellationBlocks(booking, lang),
    contactParagraph(lang),
  ]);
}
