/**
 * The hotel confirmed the booking (product-rules.md: The front desk): from now on it is a
 * reservation. The guest gets the stay, the price to pay at the hotel, the way there, the
 * cancellation policy, and the stay as a calendar file, in their language.
 */
import { hotel } from "~/content/hotel";
import { addressIn } from "~/content/hotel-in-lang";
import type { Lang } from "~/i18n/lang";
import { fill } from "~/i18n/words";
import { cancellationBlocks, contactParagraph, priceBlocks, stayFacts } from "./booking-blocks";
import { bookingCalendarAttachment } from "./booking-calendar";
import { bookingMailData, type BookingMailSource } from "./booking-mail-data";
import { button, heading, type MailContent, paragraph, renderMail } from "./mail-layout";
import { bookingMailValues, mailWordsIn, policySentences } from "./mail-lang";

export function bookingConfirmedForGuest(
  source: BookingMailSource,
  options: { bookingUrl: string; now?: Date; lang?: Lang },
): MailContent {
  const booking = bookingMailData(source);
  const lang = options.lang ?? "en";
  const w = mailWordsIn(lang);
  const values = bookingMailValues(booking, lang);
  return renderMail({
    lang,
    to: booking.guest.email,
    subject: fill(w.confirmed.subject, values),
    preview: fill(w.confirmed.preview, values),
    blocks: [
      paragraph(fill(w.confirmed.opening, values)),
      heading(w.confirmed.stayHeading),
      stayFacts(booking, lang),
      ...priceBlocks(booking, lang),
      paragraph(policySentences(lang).payAtHotel),
      button(w.viewBooking, options.bookingUrl),
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
    attachments: [bookingCalendarAttachment(booking, { ...options, lang })],
  });
}
