/**
 * The Channels page's words (desk only, English): what each action says once done, the refusals
 * the page itself makes, and how a hold reads on the board, the calendar and Today.
 */
import { holderName } from "~/channels/channel-messages";
import type { ChannelKey } from "~/channels/channel-services";

/** Said, with a 404, when the hotel's own system keeps the bookings (upstream mode). */
export const channelsUpstream =
  "The hotel's own system keeps its bookings and availability, so its calendars are exchanged with the channels there.";

/** What the page says after each action, by the `done` its redirect carries. */
export const channelsDone: Record<string, string> = {
  added: "Feed added. It is fetched every 15 minutes; press “Fetch now” to read it at once.",
  removed: "Feed removed. Its holds are released and their nights are for sale again.",
  fetched: "Feed fetched. Its holds are up to date.",
  "fetch-failed": "The feed could not be read: see its status below.",
  regenerated: "New address made. The old address no longer works: give the new one to the channel.",
  cleared: "Conflict cleared.",
};

export const channelsRefusals = {
  unknownAction: "The desk does not know that change.",
  noSuchFeed: "There is no such feed.",
} as const;

/** The choices of the add-feed form's channel, in the order shown. */
export const channelChoices: readonly (readonly [ChannelKey, string])[] = [
  ["booking_com", "Booking.com"],
  ["airbnb", "Airbnb"],
  ["channel_manager", "Channel manager (MakeMyTrip, Goibibo…)"],
  ["other", "Other"],
];

/** How a feed's last fetch went, in staff words. */
export const feedStatusWords: Record<string, string> = {
  ok: "Read",
  not_modified: "Unchanged since the last fetch",
  failed: "Failed",
};

/** "Booking.com hold", or the feed's own name for a channel manager or another calendar. */
export function holdLabel(hold: { channel: ChannelKey; feedName: string }): string {
  return `${holderName(hold.channel, hold.feedName)} hold`;
}
