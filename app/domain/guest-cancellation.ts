/**
 * A guest's own cancellation (product-rules.md: The guest's booking page): free up to the policy's
 * days before arrival, in hotel time, and only while the booking still holds its rooms. The number
 * of days is the one the policy texts use (product-rules.md: Policy values).
 */
import { type IsoDate, hotel } from "../content/hotel";
import { addDays, compareDates } from "./hotel-date";

/** The last hotel day on which the guest may cancel online: arrival less the policy's days. */
export function cancellationDeadline(checkIn: IsoDate, rooms: number): IsoDate {
  const { individualDaysBefore, groupMinRooms, groupDaysBefore } = hotel.cancellation;
  return addDays(checkIn, -(rooms >= groupMinRooms ? groupDaysBefore : individualDaysBefore));
}

/** The statuses a guest can still cancel: the booking holds its rooms and the stay has not begun. */
const cancellable = new Set(["pending", "confirmed"]);

export type GuestCancellation =
  | { allowed: true; deadline: IsoDate }
  | { allowed: false; reason: "status" | "deadline"; deadline: IsoDate };

export function guestCancellation(booking: { status: string; checkIn: IsoDate; rooms: number }, today: IsoDate): GuestCancellation {
  const deadline = cancellationDeadline(booking.checkIn, booking.rooms);
  if (!cancellable.has(booking.status)) return { allowed: false, reason: "status", deadline };
  if (compareDates(today, deadline) > 0) return { allowed: false, reason: "deadline", deadline };
  return { allowed: true, deadline };
}
