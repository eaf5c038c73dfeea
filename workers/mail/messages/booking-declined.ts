/**
 * The hotel declined a booking request (product-rules.md: The front desk): the decline's note is
 * the reason the guest is told, as staff wrote it.
 */
import { hotel } from "~/content/hotel";
import { contactParagraph, stayFacts } from "./booking-blocks";
import { bookingMailData, type BookingMailSource } from "./booking-mail-data";
import { stayRange } from "./mail-dates";
import { heading, type MailBlock, type MailContent, paragraph, quote, renderMail } from "./mail-layout";

export function bookingDeclinedForGuest(source: BookingMailSource, reason: string): MailContent {
  const booking = bookingMailData(source);
  const why: MailBlock[] = reason.trim() === "" ? [] : [paragraph("Our reservations team wrote:"), quote(reason.trim())];
  return renderMail({
    to: booking.guest.email,
    subject: `We cannot confirm booking request ${booking.reference}`,
    preview: `We are sorry: we cannot confirm your stay on ${stayRange(booking.checkIn, booking.checkOut)}.`,
    blocks: [
      paragraph(
        `Dear ${booking.guest.name}, we are sorry: we cannot confirm your booking request at ${hotel.name}. Nothing was charged, and the rooms are no longer held for you.`,
      ),
      ...why,
      heading("Your request"),
      stayFacts(booking),
      paragraph(
        `Other dates or rooms may be free: call us on ${hotel.phones.primary.display} or search again on ${hotel.siteUrl}, and we will gladly help you find a stay.`,
      ),
      contactParagraph(),
    ],
  });
}
