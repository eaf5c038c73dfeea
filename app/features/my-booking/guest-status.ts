import type { GuestBookingView } from "~/services/guest-bookings";

/** Where a booking stands, in the guest's words (product-rules.md: The guest's booking page). */
export const guestStatusWords: Record<GuestBookingView["status"], string> = {
  pending: "Request received — pending confirmation",
  requested: "Request received — pending confirmation",
  confirmed: "Confirmed",
  declined: "Declined by the hotel",
  cancelled: "Cancelled",
  checked_in: "Checked in",
  checked_out: "Stay completed",
  no_show: "Not arrived (no-show)",
};

/** What the page says first, per status. */
export function guestStatusIntro(booking: Pick<GuestBookingView, "status" | "statusNote">): string {
  switch (booking.status) {
    case "pending":
    case "requested":
      return "We have your request. Our reservations team will call or e-mail you to confirm it, usually within a day.";
    case "confirmed":
      return "Your stay is confirmed. You pay at the hotel; we look forward to welcoming you on the Narmada.";
    case "declined":
      return booking.statusNote
        ? `We are sorry: we could not accept this request. The reservations team wrote: “${booking.statusNote}”`
        : "We are sorry: we could not accept this request. Please call us and we will help you find other dates.";
    case "cancelled":
      return "This booking is cancelled and its rooms are released. Nothing is due.";
    case "checked_in":
      return "Welcome — you are checked in. Reception is open around the clock if you need anything.";
    case "checked_out":
      return "Thank you for staying with us. We hope to welcome you again.";
    case "no_show":
      return "We did not see you on the day of arrival, so this booking was closed. Please call us if this is a mistake.";
  }
}
