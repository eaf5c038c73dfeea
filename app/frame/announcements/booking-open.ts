import { hotel, type IsoDate } from "~/content/hotel";
import { compareDates } from "~/domain/hotel-date";

/**
 * Booking calls to action (product-rules.md): online booking calls to action lead to /BookingForm
 * from the opening date on; before it they open the Opening Soon popup. `today` is the hotel's
 * calendar day (`todayInHotel(now)`).
 */
export function isBookingOpen(today: IsoDate): boolean {
  return compareDates(today, hotel.openingDate) >= 0;
}
