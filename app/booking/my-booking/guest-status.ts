import { fill } from "~/i18n/words";
import type { GuestBookingView } from "~/booking/my-booking/guest-bookings";
import type { MyBookingWords } from "./my-booking-words";

/** What the page says first, per status, in the page's words (product-rules.md: The guest's booking page). */
export function guestStatusIntro(booking: Pick<GuestBookingView, "status" | "statusNote">, words: MyBookingWords["intro"]): string {
  if (booking.status === "declined" && booking.statusNote) return fill(words.declinedWithNote, { note: booking.statusNote });
  return words[booking.status];
}
