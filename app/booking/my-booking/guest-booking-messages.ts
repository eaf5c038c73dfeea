import type { Lang } from "~/i18n/lang";
import { wordsIn } from "~/i18n/words";
import type { GuestBookingMessages } from "./guest-booking-message-types";
import { guestBookingMessagesHi } from "./guest-booking-messages.hi";

/**
 * What the server answers a guest on their booking page (product-rules.md: The guest's booking
 * page, Hindi), in the page's language: a bad link, a refused lookup, a cancellation that did not
 * go through, the notice after one that did. A refused security check is worded as on every guest
 * form (the intake's `reasons`). Server-side only: the page receives the one sentence
 * it shows.
 */
export const guestBookingMessagesEn: GuestBookingMessages = {
  linkProblems: {
    expired: "This link has expired. Enter your booking reference and the e-mail or phone you booked with to see your booking.",
    invalid: "This link is not valid. Enter your booking reference and the e-mail or phone you booked with to see your booking.",
    unavailable: "Booking pages are not available right now. Please call us about your booking.",
  },
  pagesUnavailable: "Booking pages are not available right now.",
  cancelledNotice: "Your booking is cancelled and its rooms are released. Nothing is due.",
  cancellationSentNotice: "Your request to cancel has been sent to the hotel. The reservations team will confirm the cancellation by e-mail or phone.",
  formUsedElsewhere: "This form was already used for another booking, so nothing was changed. Open this booking's page again and try once more.",
  confirmCancel: "Tick the box to confirm that you want to cancel.",
  lookupMissing: "Enter your booking reference and the e-mail or phone you booked with.",
  notFound: "We could not find a booking with that reference and e-mail or phone. Check both against your confirmation, or call us.",
  tooMany: "Too many attempts. Please wait a minute and try again, or call us.",
  linkRefused: "This link has expired or is not valid. Find your booking again with its reference.",
  deadlinePassed: "The booking can no longer be cancelled online: the free cancellation period has ended. Please call us.",
  notCancellable: "This booking can no longer be cancelled.",
  forwardFailed: "We could not send your cancellation just now. Please try again in a minute, or call us.",
  calendarMissing: "This link has expired or is not valid.",
  moveRefused: null,
};

/** For the routes and the Worker that answer in these words (the type lives beside both languages'). */
export type { GuestBookingMessages };

/** The server's answers in the page's language. */
export function guestBookingMessagesIn(lang: Lang): GuestBookingMessages {
  return wordsIn(lang, { en: guestBookingMessagesEn, hi: guestBookingMessagesHi });
}
