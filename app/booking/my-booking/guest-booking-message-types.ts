/**
 * What the server can answer a guest on their booking page (product-rules.md: The guest's booking
 * page, Hindi), one sentence each, in either language. Its own module, which both languages' words
 * import and neither of them is: guest-booking-messages.ts picks a language's, so the English words
 * never import the Hindi that imports them.
 */
export interface GuestBookingMessages {
  /** Why a link did not open the booking; the lookup form follows. */
  linkProblems: { expired: string; invalid: string; unavailable: string };
  /** The page cannot run at all (no guest bookings on this Worker). */
  pagesUnavailable: string;
  /** After the guest's own cancellation, shown only while the booking is cancelled. */
  cancelledNotice: string;
  /** Upstream, after the guest's request to cancel, shown only once the request is on its way to the hotel's system. */
  cancellationSentNotice: string;
  /** A cancellation form's one-time key sent again for another booking than the one it was first used for. */
  formUsedElsewhere: string;
  confirmCancel: string;
  lookupMissing: string;
  /** The one answer for an unknown reference and for a wrong e-mail or phone: nothing to enumerate. */
  notFound: string;
  tooMany: string;
  linkRefused: string;
  deadlinePassed: string;
  notCancellable: string;
  forwardFailed: string;
  /** The calendar file behind a link that no longer works. */
  calendarMissing: string;
  /** The booking's own refusal of a cancellation, by its status. Null: the booking's own words, which are English. */
  moveRefused: Readonly<Record<404 | 409, string>> | null;
}
