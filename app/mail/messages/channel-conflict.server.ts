/**
 * A channel's hold landed on a night the site had already sold (product-rules.md: Channels): the
 * hotel is told at once, so staff can move a guest before anyone arrives. One message per conflict
 * (the hold and the moment it was found).
 */
import { hotel } from "~/content/hotel";
import type { MailKey } from "./mail-keys.server";
import { button, type MailContent, paragraph, renderMail } from "./mail-layout.server";

export const channelConflictKey = (holdId: number, foundAt: string): MailKey => ({
  dedupeKey: `channel-conflict:hotel:${holdId}:${foundAt}`,
  kind: "channel-conflict-hotel",
  about: null,
});

export function channelConflictForHotel(conflict: { note: string; feedName: string; deskUrl: string }): MailContent {
  return renderMail({
    to: hotel.emails.reservations,
    subject: `Double booking: ${conflict.note}`,
    preview: "A channel sold a room the site had already sold. Move a guest or settle it with the channel.",
    blocks: [
      paragraph(`${conflict.note}.`),
      paragraph(
        `The calendar “${conflict.feedName}” sent this stay after the site had sold the room. The website keeps the channel's hold and does not sell the room again, but one guest has no room yet: move a guest to another room, or settle it with the channel, before anyone arrives. Then clear the conflict on the front desk.`,
      ),
      button("Open Channels on the front desk", conflict.deskUrl),
    ],
  });
}
