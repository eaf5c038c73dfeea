/**
 * Where a booking came from (product-rules.md: Bookings staff make): the website's own two ways
 * (the wizard and the chat) and the ways a booking reaches the front desk. Shared by the desk's
 * new-booking form, its lists and filter, and the Worker that stores the choice.
 */
import { isOneOf } from "./one-of";

export const bookingSources = [
  "wizard",
  "chat",
  "phone",
  "walk_in",
  "email",
  "travel_agent",
  "booking_com",
  "makemytrip",
  "goibibo",
  "agoda",
  "airbnb",
  "other",
] as const;
export type BookingSource = (typeof bookingSources)[number];

/** How each source reads on the desk, in its lists, filter and CSV. */
export const sourceWords: Record<BookingSource, string> = {
  wizard: "Website",
  chat: "Website chat",
  phone: "Phone",
  walk_in: "Walk-in",
  email: "E-mail",
  travel_agent: "Travel agent",
  booking_com: "Booking.com",
  makemytrip: "MakeMyTrip",
  goibibo: "Goibibo",
  agoda: "Agoda",
  airbnb: "Airbnb",
  other: "Other",
};

/**
 * The sources staff choose on the desk. The website's own two are never chosen: a booking is from
 * the website only when a guest made it there.
 */
export const staffSources = bookingSources.filter((source) => source !== "wizard" && source !== "chat");
export type StaffSource = Exclude<BookingSource, "wizard" | "chat">;

/**
 * The online travel agencies: each gives a booking its own number, which the hotel needs to
 * reconcile the channel's statement and answer the channel about the stay, so it is required.
 */
export const channelSources: readonly StaffSource[] = ["booking_com", "makemytrip", "goibibo", "agoda", "airbnb"];

/** The longest channel reference kept: longer than any channel's own numbers, short enough to read. */
export const maxChannelReferenceLength = 40;

export const isBookingSource = (value: unknown): value is BookingSource => isOneOf(bookingSources, value);

export const isStaffSource = (value: unknown): value is StaffSource => isOneOf(staffSources, value);

/** Whether a booking from `source` must carry the channel's own reference. */
export function needsChannelReference(source: BookingSource): boolean {
  return isOneOf(channelSources, source);
}

/** How a source reads, or the stored text itself for a value this code does not know. */
export function sourceLabel(source: string): string {
  return isBookingSource(source) ? sourceWords[source] : source;
}
