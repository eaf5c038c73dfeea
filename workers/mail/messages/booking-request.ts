/**
 * A booking request has arrived (product-rules.md: Booking reference and status): the hotel is told
 * what to decide, the guest what they asked for, that it is a request pending confirmation (never
 * "confirmed"), what happens next and how to cancel.
 */
import { hotel } from "~/content/hotel";
import { policyFacts } from "~/content/policy-facts";
import {
  cancellationBlocks,
  contactParagraph,
  guestFacts,
  guestsText,
  priceBlocks,
  stayFacts,
  totalGuests,
} from "./booking-blocks";
import { bookingMailData, type BookingMailSource } from "./booking-mail-data";
import { plural, stayRange } from "./mail-dates";
import { button, heading, type MailContent, paragraph, renderMail } from "./mail-layout";

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

/** To the guest: the request as received, pending confirmation, with what happens next. */
export function bookingRequestForGuest(source: BookingMailSource, options: { bookingUrl: string }): MailContent {
  const booking = bookingMailData(source);
  return renderMail({
    to: booking.guest.email,
    subject: `Booking request ${booking.reference} received: pending confirmation`,
    preview: `We have your request for ${stayRange(booking.checkIn, booking.checkOut)}. Our reservations team will confirm it.`,
    blocks: [
      paragraph(`Thank you, ${booking.guest.name}. We have your booking request at ${hotel.name}.`),
      paragraph(
        "This is a request, not yet a reservation: it is pending confirmation. Please keep your booking reference.",
      ),
      heading("Your request"),
      stayFacts(booking),
      ...priceBlocks(booking),
      heading("What happens next"),
      paragraph(
        "Our reservations team checks your request and confirms it to you by phone or e-mail. You will receive another e-mail once it is confirmed.",
      ),
      paragraph(policyFacts.payAtHotel),
      button("View your booking", options.bookingUrl),
      ...cancellationBlocks(booking),
      contactParagraph(),
    ],
  });
}
