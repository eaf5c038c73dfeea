/**
 * A channel hold as the new-booking form's first values (product-rules.md: Channels): its nights,
 * its room type, the channel as the booking's source, and the channel's reference when the event's
 * title is one. Pure, so the page and its tests read the same values.
 */
import type { HoldPrefill } from "~/channels/channel-services";
import type { StaffSource } from "~/domain/booking-source";
import { newBookingFields } from "../new-booking/new-booking-form";
import { channelHoldField } from "./hold-links";

/**
 * The booking's source for each channel. A channel manager's calendar mixes MakeMyTrip and Goibibo
 * (and more), so staff choose which one it was.
 */
const sourceOf: Record<HoldPrefill["channel"], StaffSource | ""> = {
  booking_com: "booking_com",
  airbnb: "airbnb",
  channel_manager: "",
  other: "other",
};

/**
 * An event title that reads as a booking number ("HMXK2P9Q", "4123-889-01"): letters, digits and
 * hyphens with at least one digit. "Reserved" or "CLOSED - Not available" are not.
 */
export function referenceIn(summary: string): string {
  const text = summary.trim();
  return /^(?=.*\d)[A-Za-z0-9-]{5,40}$/.test(text) ? text : "";
}

export function holdBookingValues(hold: HoldPrefill): Record<string, string> {
  const f = newBookingFields;
  return {
    [f.checkIn]: hold.checkIn,
    [f.checkOut]: hold.checkOut,
    [f.roomCount]: "1",
    [f.roomType(0)]: String(hold.roomId),
    [f.adults(0)]: "2",
    [f.source]: sourceOf[hold.channel],
    [f.channelReference]: referenceIn(hold.summary),
    [channelHoldField]: String(hold.holdId),
  };
}
