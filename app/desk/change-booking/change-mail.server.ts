/**
 * The guest is told of a change to their booking (product-rules.md: Changing a booking; E-mail),
 * when the booking has an address: the stay as it is now, in the language they booked in. Each
 * change is its own message (keyed by the change form's one-time key).
 */
import type { IsoDate } from "~/content/hotel";
import { bookingPagePath } from "~/booking/my-booking/booking-link.server";
import { bookingDetail } from "~/desk/bookings/booking-detail.server";
import { linkInLang } from "~/i18n/hindi-pages";
import type { MoveMailDeps } from "~/mail/booking-move-mail.server";
import { queueMail } from "~/mail/mail-outbox.server";
import { bookingChangedForGuest } from "~/mail/messages/booking-changed.server";
import { mailKeys } from "~/mail/messages/mail-keys.server";

/** Writes and queues the message; a failure is logged, never thrown: the change stands whatever happens to its e-mail. */
export async function sendChangeMail(deps: MoveMailDeps, reference: string, requestKey: string, now: Date): Promise<void> {
  try {
    const booking = await bookingDetail(deps.db, reference);
    if (!booking || booking.guestEmail === "") return;
    const lang = booking.lang ?? "en";
    const page = deps.linkSecret ? await bookingPagePath(deps.linkSecret, reference, booking.checkOut as IsoDate) : "/MyBooking";
    const bookingUrl = `${deps.origin}${linkInLang(page, lang)}`;
    await queueMail(deps.db, deps.queue, [
      { ...mailKeys.bookingChangedForGuest(reference, requestKey), ...bookingChangedForGuest(booking, { bookingUrl, now, lang }) },
    ]);
  } catch (error) {
    console.error(JSON.stringify({ event: "change_mail_failed", reference, error: String(error) }));
  }
}
