import { hotel, type IsoDate } from "~/content/hotel";
import { monthDayAndYear } from "~/domain/date-words";
import { isWithin } from "~/domain/hotel-date";
import { isBookingOpen } from "./booking-open";

/** What the grand-opening banner shows; decided by the root loader so the browser needs no date logic. */
export interface GrandOpeningBannerState {
  /** "September 26th, 2025" */
  openingDay: string;
  /**
   * The hotel has opened (product-rules.md: Booking calls to action): the banner links to booking
   * instead of the reservations e-mail.
   */
  open: boolean;
}

/**
 * null outside the banner's window (identity config, product-rules.md: Booking calls to action) or
 * once the guest dismissed it.
 */
export function grandOpeningBannerState(today: IsoDate, dismissed: boolean): GrandOpeningBannerState | null {
  if (dismissed || !isWithin(today, hotel.announcements.grandOpening)) return null;
  return { openingDay: monthDayAndYear(hotel.openingDate), open: isBookingOpen(today) };
}
