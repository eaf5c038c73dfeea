/**
 * The hotel confirmed the booking (product-rules.md: The front desk): from now on it is a
 * reservation. The guest gets the stay, the price to pay at the hotel, the way there, the
 * cancellation policy, and the stay as a calendar file.
 */
import { hotel } from "~/content/hotel";
import { policyFacts } from "~/content/policy-facts";
import { cancellationBlocks, contactParagraph, priceBlocks, stayFacts } from "./booking-blocks";
import { bookingCalendarAttachment } from "./booking-calendar";
import { bookingMailData, type BookingMailSource } from "./booking-mail-data";
import { stayRange } from "./mail-dates";
import { button, heading, type MailContent, paragraph, renderMail } from "./mail-layout";

export function bookingConfirmedForGuest(
  source: BookingMailSource,
  options: { bookingUrl: string; now?: Date },
): MailContent {
  const booking = bookingMailData(source);
  return renderMail({
    to: booking.guest.email,
    subject: `Booking ${booking.reference} confirmed: ${stayRange(booking.checkIn, booking.checkOut)}`,
    preview: `Your stay at ${hotel.shortName} is confirmed. We look forward to welcoming you.`,
    blocks: [
      paragraph(`Dear ${booking.guest.name}, your booking at ${hotel.name} is confirmed. We look forward to welcoming you.`),
      heading("Your stay"),
      stayFacts(booking),
      ...priceBlocks(booking),
      paragraph(policyFacts.payAtHotel),
      button("View your booking", options.bookingUrl),
      heading("Getting here"),
      paragraph(
        `We are on ${hotel.address.street}, ${hotel.address.locality}, about ${hotel.temple.km} km (${hotel.temple.minutesByCar} minutes by car) from the ${hotel.temple.name}. Directions: ${hotel.address.mapsUrl}`,
      ),
      paragraph("The attached calendar file adds your stay to your phone's calendar."),
      ...cancellationBlocks(booking),
      contactParagraph(),
    ],
    attachments: [bookingCalendarAttachment(booking, options)],
  });
}
