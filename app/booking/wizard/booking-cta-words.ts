/**
 * The words of the booking calls to action many pages show (product-rules.md: Booking calls to
 * action, Hindi): the root sends them with every page, so any page's `BookingCta` can say them.
 */
export const bookingCtaWordsEn = {
  /** What a `BookingCta` says when its page gives it no words of its own. */
  bookNow: "Book Now",
  bookThisRoom: "Book This Room",
  bookYourStay: "Book Your Stay",
};

export type BookingCtaWords = typeof bookingCtaWordsEn;

declare module "~/i18n/words" {
  interface WordBook {
    bookingCta: BookingCtaWords;
  }
}
