/**
 * Which event each message tells about: its dedupe key (the same event written twice is one
 * message, never two), its kind and the reference the desk lists it under. A caller writes a
 * message as `mailStatement(db, { ...mailKeys.bookingRequestForGuest(ref), ...bookingRequestForGuest(…) })`.
 */
export interface MailKey {
  dedupeKey: string;
  kind: string;
  about: string | null;
}

const key = (kind: string, audience: "guest" | "hotel", about: string, suffix = ""): MailKey => ({
  dedupeKey: `${kind}:${audience}:${about}${suffix}`,
  kind: `${kind}-${audience}`,
  about,
});

export const mailKeys = {
  bookingRequestForHotel: (reference: string) => key("booking-received", "hotel", reference),
  bookingRequestForGuest: (reference: string) => key("booking-received", "guest", reference),
  // A booking is confirmed, declined or cancelled at most once (booking-status.ts), so the reference is enough.
  bookingConfirmedForGuest: (reference: string) => key("booking-confirmed", "guest", reference),
  bookingDeclinedForGuest: (reference: string) => key("booking-declined", "guest", reference),
  /** A booking can change many times: each change (its form's one-time key) is its own message. */
  bookingChangedForGuest: (reference: string, requestKey: string) => key("booking-changed", "guest", reference, `:${requestKey}`),
  bookingCancelledForGuest: (reference: string) => key("booking-cancelled", "guest", reference),
  bookingCancelledForHotel: (reference: string) => key("booking-cancelled", "hotel", reference),
  /** One message per issued invoice (its number), however often the check-out is sent again. */
  bookingCheckedOutForGuest: (reference: string, documentNumber: string) =>
    key("booking-checked-out", "guest", reference, `:${documentNumber}`),
  enquiryForHotel: (reference: string) => key("enquiry-received", "hotel", reference),
  enquiryAckForGuest: (reference: string) => key("enquiry-received", "guest", reference),
  /** A request sent again from the desk can die again: each alert (its time) is its own message. */
  deliveryDeadForHotel: (submissionId: number, reference: string | null, alertedAt: string): MailKey => ({
    dedupeKey: `delivery-dead:hotel:${submissionId}:${alertedAt}`,
    kind: "delivery-dead-hotel",
    about: reference,
  }),
  /** One confirmation per sign-up token: signing up again later asks again. */
  newsletterConfirm: (email: string, token: string): MailKey => ({
    dedupeKey: `newsletter-confirm:${email.toLowerCase()}:${token}`,
    kind: "newsletter-confirm",
    about: null,
  }),
};
