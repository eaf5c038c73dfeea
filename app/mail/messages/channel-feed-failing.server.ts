/**
 * A channel's calendar could not be read for six hours (product-rules.md: Channels): while it fails,
 * its last holds stay as they were, but new stays sold on that channel do not reach the site. One
 * message per failing spell.
 */
import { hotel } from "~/content/hotel";
import { hotelDateTime } from "~/desk/desk-time";
import type { MailKey } from "./mail-keys.server";
import { button, facts, type MailContent, paragraph, renderMail } from "./mail-layout.server";

export const channelFeedFailingKey = (feedId: number, failingSince: string): MailKey => ({
  dedupeKey: `channel-feed-failing:hotel:${feedId}:${failingSince}`,
  kind: "channel-feed-failing-hotel",
  about: null,
});

export function channelFeedFailingForHotel(feed: { name: string; failingSince: string; lastError: string; deskUrl: string }): MailContent {
  return renderMail({
    to: hotel.emails.reservations,
    subject: `Calendar not read for 6 hours: ${feed.name}`,
    preview: "Rooms sold on this channel since then are not on the site's calendar.",
    blocks: [
      paragraph(
        `The website has not been able to read the calendar “${feed.name}” since ${hotelDateTime(feed.failingSince)} (hotel time). The holds it sent before stay in place, but anything sold on that channel since then is not on the site's calendar, so the site could sell the same room.`,
      ),
      paragraph("Check the feed's address with the channel (it may have changed), then use Fetch now on the front desk."),
      facts([
        ["Feed", feed.name],
        ["Last error", feed.lastError || "none recorded"],
      ]),
      button("Open Channels on the front desk", feed.deskUrl),
    ],
  });
}
