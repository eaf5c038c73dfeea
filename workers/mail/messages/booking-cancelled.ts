/**
 * A booking was cancelled (product-rules.md: The front desk): by the hotel from the desk, or by
 * the guest from their booking page. The guest is told either way; the hotel is told when the
 * guest did it, since no one at the desk pressed a button.
 */
import { hotel } from "~/content/hotel";
import { policyFacts } from "~/content/policy-facts";
import { contactParagraph, guestFacts, stayFacts } from "./booking-blocks";
import { bookingMailData, type BookingMailSource } from "./booking-mail-data";
import { plural, stayRange } from "./mail-dates";
import { button, heading, type MailBlock, type MailContent, paragraph, renderMail } from "./mail-layout";

export function bookingCancelledForGuest(source: BookingMailSource, options: { byGuest: boolean }): MailContent {
  const booking = bookingMailData(source);
  const opening = options.byGuest
    ? `Dear ${booking.guest.name}, as you asked, your booking at ${hotel.name} is cancelled.`
    : `Dear ${booking.guest.name}, your booking at ${hotel.name} has been cancelled by the hotel.`;
  return renderMail({
    to: booking.guest.email,
    subject: `Booking ${booking.reference} cancelled`,
    preview: `Your stay on ${stayRange(booking.checkIn, booking.checkOut)} is cancelled.`,
    blocks: [
      paragraph(opening),
      heading("Cancelled booking"),
      stayFacts(booking),
      paragraph(
        `Nothing was charged online. ${policyFacts.individualCancellation} ${policyFacts.refunds}`,
      ),
      paragraph(
        options.byGuest
          ? `If you did not ask for this, call us at once on ${hotel.phones.primary.display}.`
          : `We are sorry for the trouble. To find another stay, call us on ${hotel.phones.primary.display}.`,
      ),
      contactParagraph(),
    ],
  });
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
