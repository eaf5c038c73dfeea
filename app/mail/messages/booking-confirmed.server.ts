/**
 * The hotel confirmed the booking (product-rules.md: The front desk): from now on it is a
 * reservation. The guest gets the stay, the price to pay at the hotel, the way there, the
 * cancellation policy, and the stay as a calendar file, in their language.
 */
import { hotel } from "~/content/hotel";
import { addressIn } from "~/content/hotel-in-lang";
import type { Lang } from "~/i18n/lang";
import { fill } from "~/i18n/words";
import { cancellationBlocks, contactParagraph, } from "./booking-blocks.server";
import { bookingCalendarAttachment } from "./booking-calendar.server";
import type { BookingMailSource } from "./booking-mail-data.server";
import { guestBookingLetter, mailToGuest, stayLetterBlocks } from "./guest-booking-mail.server";
import { heading, type MailContent, paragraph } from "./mail-layout.server";

export function bookingConfirmedForGuest(
  source: BookingMailSource,
  options: { bookingUrl: string; now?: Date; lang?: Lang },
): MailContent {
  const letter = guestBookingLetter(source, options.lang);
  const { booking, lang, w } = letter;
  return mailToGuest(
    letter,
    w.confirmed,
    [
      ...stayLetterBlocks(letter, w.confirmed, options.bookingUrl),
      heading(w.confirmed.gettingHereHeading),
      paragraph(
        fill(w.confirmed.gettingHere, {
          street: addressIn(lang).street,
          locality: addressIn(lang).locality,
          km: hotel.temple.km,
          minutes: hotel.temple.minutesByCar,
          temple: hotel.temple.name,
          mapsUrl: hotel.address.mapsUrl,
        }),
      ),
      paragraph(w.confirmed.calendarFile),
      ...cancellationBlocks(booking, lang),
      contactParagraph(lang),
    ],
    [bookingCalendarAttachment(booking, { ...options, lang })],
  );
}
