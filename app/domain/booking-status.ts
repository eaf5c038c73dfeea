/**
 * A booking's life at the hotel (product-rules.md: Booking reference and status) and the only
 * moves the front desk can make: pending → confirmed, declined or cancelled; confirmed → checked
 * in, cancelled or no-show; checked in → checked out. Shared by the desk's pages (which buttons
 * show), the Worker (which moves it accepts) and the guest's booking page (how a status reads).
 */
import type { IsoDate } from "../content/hotel";
import { compareDates } from "./hotel-date";
import { isOneOf } from "./one-of";

export const bookingStatuses = [
  "pending",
  "confirmed",
  "declined",
  "cancelled",
  "checked_in",
  "checked_out",
  "no_show",
] as const;
export type BookingStatus = (typeof bookingStatuses)[number];

export const isBookingStatus = (value: unknown): value is BookingStatus => isOneOf(bookingStatuses, value);

/** How each status reads to staff and guests. */
export const statusWords: Record<BookingStatus, string> = {
  pending: "Pending confirmation",
  confirmed: "Confirmed",
  declined: "Declined",
  cancelled: "Cancelled",
  checked_in: "Checked in",
  checked_out: "Checked out",
  no_show: "No-show",
};

export interface DeskAction {
  /** The form's value for this move. */
  key: "confirm" | "decline" | "cancel" | "check_in" | "check_out" | "no_show";
  /** The button's words, exactly. */
  label: string;
  from: readonly BookingStatus[];
  to: BookingStatus;
}

export const deskActions: readonly DeskAction[] = [
  { key: "confirm", label: "Confirm", from: ["pending"], to: "confirmed" },
  { key: "decline", label: "Decline", from: ["pending"], to: "declined" },
  { key: "cancel", label: "Cancel booking", from: ["pending", "confirmed"], to: "cancelled" },
  { key: "check_in", label: "Check in", from: ["confirmed"], to: "checked_in" },
  { key: "check_out", label: "Check out", from: ["checked_in"], to: "checked_out" },
  { key: "no_show", label: "Mark no-show", from: ["confirmed"], to: "no_show" },
];

export type DeskActionKey = DeskAction["key"];

export function deskActionByKey(key: unknown): DeskAction | null {
  return deskActions.find((action) => action.key === key) ?? null;
}

interface Stay {
  status: BookingStatus;
  checkIn: IsoDate;
  checkOut: IsoDate;
}

/**
 * Why a move cannot be made now, or null when it can. Besides the status rule, the calendar's: a
 * guest checks in from the arrival day until the departure day, and is a no-show only once the
 * arrival day has come.
 */
export function moveProblem(action: DeskAction, stay: Stay, today: IsoDate): string | null {
  if (!action.from.includes(stay.status)) {
    return `A booking that is ${statusWords[stay.status].toLowerCase()} cannot be moved to ${statusWords[action.to].toLowerCase()}.`;
  }
  if (action.key === "check_in" && compareDates(today, stay.checkIn) < 0) return "The guest can check in from the arrival day.";
  if (action.key === "check_in" && compareDates(today, stay.checkOut) >= 0) return "The stay is already over.";
  if (action.key === "no_show" && compareDates(today, stay.checkIn) < 0) {
    return "A guest is a no-show only once the arrival day has come.";
  }
  return null;
}

/** The moves the desk offers for a booking today, in the order of `deskActions`. */
export function availableMoves(stay: Stay, today: IsoDate): DeskAction[] {
  return deskActions.filter((action) => moveProblem(action, stay, today) === null);
}

/**
 * Statuses that stop holding rooms for the nights still ahead. A guest who checks out early frees
 * the rest of the stay too: the room is empty and can be sold.
 */
export function releasesRooms(status: BookingStatus): boolean {
  return status === "declined" || status === "cancelled" || status === "no_show" || status === "checked_out";
}
