/**
 * Staff changed the booking's dates or rooms on the desk (product-rules.md: Changing a booking):
 * the guest gets the stay as it is now, its new price, and (once the hotel has confirmed it) the
 * stay as a calendar file, in the language they booked in.
 */
import type { Lang } from "~/i18n/lang";
import { contactParagraph, } from "./booking-blocks.server";
import { bookingCalendarAttachment } from "./booking-calendar.server";
import type { BookingMailSource } from "./booking-mail-data.server";
import { guestBookingLetter, mailToGuest, stayLetterBlocks } from "./guest-booking-mail.server";
import { type MailContent, paragraph } from "./mail-layout.server";

export function bookingChangedForGuest(
  source: BookingMailSource,
  options: { bookingUrl: string; now?: Date; lang?: Lang },
): MailContent {
  const letter = guestBookingLetter(source, options.lang);
  const { booking, lang, w } = letter;
  // A request the hotel has not confirmed yet is not a stay to put in a calendar.
  const confirmed = booking.status === "confirmed" || booking.status === "checked_in";
  return mailToGuest(
    letter,
    w.changed,
    [
      ...stayLetterBlocks(letter, w.changed, options.bookingUrl),
      ...(confirmed ? [paragraph(w.changed.calendarFile)] : []),
      contactParagraph(lang),
    ],
    confirmed ? [bookingCalendarAttachment(booking, { ...options, lang })] : undefined,
  );
}
