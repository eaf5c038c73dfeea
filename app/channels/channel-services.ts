/**
 * What the channels capability offers the desk (product-rules.md: Channels): the shapes its pages
 * read and the outcome of every staff action. The store functions live beside this file:
 *
 * - channel-feeds.server.ts: listFeeds, addFeed, removeFeed, syncLog
 * - channel-exports.server.ts: listExports, regenerateExport, liveExport (the feed route's lookup)
 * - channel-holds.server.ts: listHolds, openConflicts, clearConflict, holdForBooking, linkHoldStatement,
 *   unitHeldNights and heldUnitNights (the numbered rooms unit feeds keep, which room assignment refuses)
 * - channel-sync.server.ts: syncFeedNow (the desk's "Fetch now"), syncDueFeeds (the Cron job); it writes
 *   a feed's events as holds with feed-holds.server.ts
 * - rooms-taken-sql.server.ts: a type's rooms taken on a night, for conflicts, the export and the desk
 * - channel-export-response.server.ts: the answer at a secret export address (channel-export-ical.server.ts
 *   makes its calendar)
 * - channel-messages.ts: each channel's name for staff (channelNames), a hold's span in words (spanWords)
 *
 * Types only: a page may import this without pulling in any server code.
 */
import type { IsoDate } from "~/content/hotel";

export type ChannelKey = "booking_com" | "airbnb" | "channel_manager" | "other";

export const channelKeys: readonly ChannelKey[] = ["booking_com", "airbnb", "channel_manager", "other"];

export type FeedStatus = "ok" | "not_modified" | "failed";

export interface ChannelFeedView {
  id: number;
  name: string;
  channel: ChannelKey;
  url: string;
  roomId: number;
  roomTypeName: string;
  unitId: number | null;
  unitNumber: string | null;
  lastFetchedAt: string | null;
  lastStatus: FeedStatus | null;
  lastError: string;
  eventsCount: number;
  failingSince: string | null;
  createdBy: string;
  createdAt: string;
}

export interface ChannelHoldView {
  id: number;
  feedId: number;
  feedName: string;
  channel: ChannelKey;
  roomId: number;
  roomTypeName: string;
  unitId: number | null;
  unitNumber: string | null;
  firstNight: IsoDate;
  /** The morning the hold ends (exclusive), like a check-out date. */
  untilDate: IsoDate;
  summary: string;
  conflictNote: string | null;
  conflictFoundAt: string | null;
  bookingReference: string | null;
}

export interface ChannelExportView {
  kind: "unit" | "type";
  targetId: number;
  /** "Suite · Room 401" or "Suite (any room)". */
  label: string;
  /** The secret address, built from the configured site address. */
  url: string;
}

export interface SyncLogRow {
  at: string;
  status: string;
  events: number;
  error: string;
}

/** What a new booking made from a hold starts with: the hold's room (type and number) and nights. */
export interface HoldPrefill {
  holdId: number;
  roomId: number;
  unitId: number | null;
  checkIn: IsoDate;
  checkOut: IsoDate;
  channel: ChannelKey;
  feedName: string;
  summary: string;
}

export type ChannelOutcome = { ok: true; id?: number } | { ok: false; status: 400 | 404 | 409 | 422; message: string; field?: string };
