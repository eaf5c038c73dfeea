/**
 * The channels' calendars the hotel imports (product-rules.md: Channels): added by staff on a room
 * type or one numbered room of it, removed (its holds released) when no longer wanted. Each form's
 * key makes a second send of the same form change nothing.
 */
import { checkFeedUrl } from "~/domain/channel-feed-url";
import { type ChannelFeedView, type ChannelKey, type ChannelOutcome, channelKeys, type SyncLogRow } from "./channel-services";

const LONGEST_NAME = 60;

export const feedViewSql = `SELECT feed.id, feed.name, feed.channel, feed.url, feed.room_id AS roomId, rooms.room_type_name AS roomTypeName,
    feed.unit_id AS unitId, unit.number AS unitNumber, feed.last_fetched_at AS lastFetchedAt, feed.last_status AS lastStatus,
    feed.last_error AS lastError, feed.events_count AS eventsCount, feed.failing_since AS failingSince,
    feed.created_by AS createdBy, feed.created_at AS createdAt
  FROM channel_feeds AS feed
  JOIN rooms ON rooms.id = feed.room_id
  LEFT JOIN room_units AS unit ON unit.id = feed.unit_id`;

/** The feeds in use, by room type and room number. */
export async function listFeeds(db: D1Database): Promise<ChannelFeedView[]> {
  const { results } = await db
    .prepare(`${feedViewSql} WHERE feed.removed_at IS NULL ORDER BY rooms.sort_order, rooms.id, unit.sort_order, unit.number, feed.id`)
    .all<ChannelFeedView>();
  return results;
}

/** One feed in use, or null. */
export function feedById(db: D1Database, feedId: number): Promise<ChannelFeedView | null> {
  return db.prepare(`${feedViewSql} WHERE feed.id = ? AND feed.removed_at IS NULL`).bind(feedId).first<ChannelFeedView>();
}

export interface AddFeedRequest {
  name: string;
  channel: string;
  url: string;
  roomId: number;
  unitId: number | null;
  by: string;
  requestKey: string;
  /** On a developer's machine: a feed on the machine itself over http counts. */
  allowLocalHttp: boolean;
  now?: Date;
}

export async function addFeed(db: D1Database, request: AddFeedRequest): Promise<ChannelOutcome> {
  const replay = await db.prepare("SELECT id FROM channel_feeds WHERE request_key = ?").bind(request.requestKey).first<{ id: number }>();
  if (replay) return { ok: true, id: replay.id };
  const name = request.name.trim();
  if (name === "") return { ok: false, status: 422, field: "name", message: "Give the feed a name, such as “Booking.com – Suites”." };
  if (name.length > LONGEST_NAME) return { ok: false, status: 422, field: "name", message: `Keep the name to ${LONGEST_NAME} characters.` };
  if (!channelKeys.includes(request.channel as ChannelKey)) return { ok: false, status: 422, field: "channel", message: "Choose the channel." };
  const url = checkFeedUrl(request.url, request.allowLocalHttp);
  if (!url.ok) return { ok: false, status: 422, field: "url", message: url.message };
  const room = Number.isSafeInteger(request.roomId)
    ? await db.prepare("SELECT id, room_type_name AS name FROM rooms WHERE id = ?").bind(request.roomId).first<{ id: number; name: string }>()
    : null;
  if (!room) return { ok: false, status: 422, field: "roomId", message: "Choose the room type." };
  if (request.unitId !== null) {
    const unit = Number.isSafeInteger(request.unitId)
      ? await db
          .prepare("SELECT room_id AS roomId, number, retired_at AS retiredAt FROM room_units WHERE id = ?")
          .bind(request.unitId)
          .first<{ roomId: number; number: string; retiredAt: string | null }>()
      : null;
    if (!unit || unit.roomId !== room.id) return { ok: false, status: 422, field: "unitId", message: `Choose one of the ${room.name} rooms, or the type as a whole.` };
    if (unit.retiredAt !== null) return { ok: false, status: 422, field: "unitId", message: `Room ${unit.number} is retired: it is not sold.` };
  }
  const same = await db
    .prepare("SELECT name FROM channel_feeds WHERE url = ? AND removed_at IS NULL")
    .bind(url.url)
    .first<{ name: string }>();
  if (same) return { ok: false, status: 409, field: "url", message: `This calendar is already imported as “${same.name}”.` };
  const row = await db
    .prepare(
      `INSERT INTO channel_feeds (name, channel, url, room_id, unit_id, created_by, created_at, request_key)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (request_key) DO NOTHING
       RETURNING id`,
    )
    .bind(name, request.channel, url.url, room.id, request.unitId, request.by, (request.now ?? new Date()).toISOString(), request.requestKey)
    .first<{ id: number }>();
  if (row) return { ok: true, id: row.id };
  const raced = await db.prepare("SELECT id FROM channel_feeds WHERE request_key = ?").bind(request.requestKey).first<{ id: number }>();
  return raced ? { ok: true, id: raced.id } : { ok: false, status: 409, message: "The feed could not be saved. Try once more." };
}

/**
 * Stops importing a feed and releases its holds, so their nights are for sale again; holds that
 * became bookings keep their booking. Removing it again (the same form twice) changes nothing.
 */
export async function removeFeed(db: D1Database, request: { feedId: number; by: string; requestKey: string; now?: Date }): Promise<ChannelOutcome> {
  const feed = Number.isSafeInteger(request.feedId)
    ? await db.prepare("SELECT id, removed_at AS removedAt FROM channel_feeds WHERE id = ?").bind(request.feedId).first<{ id: number; removedAt: string | null }>()
    : null;
  if (!feed) return { ok: false, status: 404, message: "There is no such feed." };
  if (feed.removedAt !== null) return { ok: true, id: feed.id };
  const at = (request.now ?? new Date()).toISOString();
  await db.batch([
    db.prepare("UPDATE channel_feeds SET removed_at = ?, removed_by = ? WHERE id = ? AND removed_at IS NULL").bind(at, request.by, feed.id),
    db.prepare("UPDATE channel_holds SET released_at = ? WHERE feed_id = ? AND released_at IS NULL").bind(at, feed.id),
  ]);
  return { ok: true, id: feed.id };
}

/** The feed's latest fetches, newest first. */
export async function syncLog(db: D1Database, feedId: number): Promise<SyncLogRow[]> {
  const { results } = await db
    .prepare("SELECT at, status, events, error FROM channel_sync_log WHERE feed_id = ? ORDER BY id DESC LIMIT 50")
    .bind(feedId)
    .all<SyncLogRow>();
  return results;
}
