/**
 * The guest hears of every decision on their booking (product-rules.md: E-mail): confirmed (with
 * the stay as a calendar file), declined (with the reason staff gave), cancelled by the hotel or at
 * the guest's own request; the hotel hears when a guest cancels. Check-in, check-out and no-show
 * are the hotel's own record and send nothing.
 */
import type { IsoDate } from "~/content/hotel";
import type { DeskActionKey } from "~/domain/booking-status";
import { linkInLang } from "~/i18n/hindi-pages";
import type { DeskBookingDetail } from "~/desk/bookings/desk-services";
import { bookingPagePath } from "../booking/my-booking/booking-link.server";
import { type OutgoingMail, queueMail } from "./mail-outbox.server";
import { bookingCancelledForGuest, bookingCancelledForHotel } from "./messages/booking-cancelled.server";
import { bookingConfirmedForGuest } from "./messages/booking-confirmed.server";
import { bookingDeclinedForGuest } from "./messages/booking-declined.server";
import { mailKeys } from "./messages/mail-keys.server";

export interface MoveMailDeps {
  db: D1Database;
  queue: Queue;
  /** The site's own address, for links. */
  origin: string;
  linkSecret: string | null;
}

/** Who moved the booking: staff on the desk, or the guest on their own page. */
export type MovedBy = "staff" | "guest";

/**
 * A booking as the desk reads it, with the language the guest booked in: the guest's mail is
 * written in it; the hotel's is English either way.
 */
export type MoveMailBooking = DeskBookingDetail;

export async function moveMail(
  booking: MoveMailBooking,
  action: DeskActionKey,
  movedBy: MovedBy,
  deps: Pick<MoveMailDeps, "origin" | "linkSecret">,
  now: Date,
): Promise<OutgoingMail[]> {
  const { reference } = booking;
  const lang = booking.lang ?? "en";
  const page = deps.linkSecret ? await bookingPagePath(deps.linkSecret, reference, booking.checkOut as IsoDate) : "/MyBooking";
  const bookingUrl = `${deps.origin}${linkInLang(page, lang)}`;
  switch (action) {
    case "confirm":
      return [{ ...mailKeys.bookingConfirmedForGuest(reference), ...bookingConfirmedForGuest(booking, { bookingUrl, now, lang }) }];
    case "decline":
      return [{ ...mailKeys.bookingDeclinedForGuest(reference), ...bookingDeclinedForGuest(booking, booking.statusNote, { lang }) }];
    case "cancel": {
      const byGuest = movedBy === "guest";
      const mail: OutgoingMail[] = [{ ...mailKeys.bookingCancelledForGuest(reference), ...bookingCancelledForGuest(booking, { byGuest, lang }) }];
      if (byGuest) {
        mail.push({
          ...mailKeys.bookingCancelledForHotel(reference),
          ...bookingCancelledForHotel(booking, { deskUrl: `${deps.origin}/admin/bookings/${reference}` }),
        });
      }
      return mail;
    }
    default:
      return [];
  }
}

/**
 * Writes and queues the mail of one move. A failure is logged, never thrown: the move stands
 * whatever happens to its e-mail (the sweeper sends rows that were written but not queued).
 */
export async function sendMoveMail(
  deps: MoveMailDeps,
  booking: Promise<MoveMailBooking | null>,
  action: DeskActionKey,
  movedBy: MovedBy,
  now: Date,
): Promise<void> {
  try {
    const moved = await booking;
    if (moved) await queueMail(deps.db, deps.queue, await moveMail(moved, action, movedBy, deps, now));
  } catch (error) {
    console.error(JSON.stringify({ event: "move_mail_failed", action, error: String(error) }));
  }
}
