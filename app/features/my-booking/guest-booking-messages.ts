import type { Lang } from "~/i18n/lang";
import { wordsIn } from "~/i18n/words";
import { guestBookingMessagesHi } from "./guest-booking-messages.hi";

/**
 * What the server answers a guest on their booking page (product-rules.md: The guest's booking
 * page, Hindi), in the page's language: a bad link, a refused lookup, a cancellation that did not
 * go through, the notice after one that did. A refused security check is worded as on every guest
 * form (the intake's `reasons`). Server-side only: the page receives the one sentence
 * it shows.
 */
export const guestBookingMessagesEn = {
  /** Why a link did not open the booking; the lookup form follows. */
  linkProblems: {
    expired: "This link has expired. Enter your booking reference and the e-mail or phone you booked with to see your booking.",
    invalid: "This link is not valid. Enter your booking reference and the e-mail or phone you booked with to see your booking.",
    unavailable: "Booking pages are not available right now. Please call us about your booking.",
  },
  /** The page cannot run at all (no guest bookings on this Worker). */
  pagesUnavailable: "Booking pages are not available right now.",
  /** After the guest's own cancellation, shown only while the booking is cancelled. */
  cancelledNotice: "Your booking is cancelled and its rooms are released. Nothing is due.",
  /** Upstream, after the guest's request to cancel, shown only once the request is on its way to the hotel's system. */
  cancellationSentNotice: "Your request to cancel has been sent to the hotel. The reservations team will confirm the cancellation by e-mail or phone.",
  /** A cancellation form's one-time key sent again for another booking than the one it was first used for. */
  formUsedElsewhere: "This form was already used for another booking, so nothing was changed. Open this booking's page again and try once more.",
  confirmCancel: "Tick the box to confirm that you want to cancel.",
  lookupMissing: "Enter your booking reference and the e-mail or phone you booked with.",
  /** The one answer for an unknown reference and for a wrong e-mail or phone: nothing to enumerate. */
  notFound: "We could not find a booking with that reference and e-mail or phone. Check both against your confirmation, or call us.",
  tooMany: "Too many attempts. Please wait a minute and try again, or call us.",
  linkRefused: "This link has expired or is not valid. Find your booking again with its reference.",
  deadlinePassed: "The booking can no longer be cancelled online: the free cancellation period has ended. Please call us.",
  notCancellable: "This booking can no longer be cancelled.",
  forwardFailed: "We could not send your cancellation just now. Please try again in a minute, or call us.",
  /** The calendar file behind a link that no longer works. */
  calendarMissing: "This link has expired or is not valid.",
  /** The booking's own refusal of a cancellation, by its status. Null: the booking's own words, which are English. */
  moveRefused: null as Readonly<Record<404 | 409, string>> | null,
};

export type GuestBookingMessages = typeof guestBookingMessagesEn;

/** The server's answers in the page's language. */
export function guestBookingMessagesIn(lang: Lang): GuestBookingMessages {
  return wordsIn(lang, { en: guestBookingMessagesEn, hi: guestBookingMessagesHi });
}
