import type { BookingCtaWords } from "./booking-cta-words";

/** The booking calls to action in Hindi (product-rules.md: Hindi). */
export const bookingCtaWordsHi: BookingCtaWords = {
  bookNow: "अभी बुक करें",
  bookThisRoom: "यह कमरा बुक करें",
  bookYourStay: "अपना कमरा बुक करें",
};
