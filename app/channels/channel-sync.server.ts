/**
 * The import (product-rules.md: Channels): each feed is fetched every 15 minutes by the Cron job
 * (and at once by the desk's "Fetch now"), and each of its events becomes a hold keyed by the feed
 * and the event's UID. A new event is inserted; an event whose nights changed moves its hold (the
 * same row, updated, so the desk's link to it stays); an event gone from the feed, or cancelled,
 * releases its hold; our own export's events are skipped. A feed that cannot be fetched or read
 * leaves its holds as they were: one bad fetch never frees a channel's rooms.
 */
import { hotel } from "~/content/hotel";
import { channelConflictForHotel, channelConflictKey } from "~/mail/messages/channel-conflict.server";
import { channelFeedFailingForHotel, channelFeedFailingKey } from "~/mail/messages/channel-feed-failing.server";
import { enqueueMail, mailIdsOf, mailStatement, mailStatementIf } from "~/mail/mail-outbox.server";
import { readConfig } from "~/server/env.server";
import { collisionsOf, type WrittenHold } from "./channel-conflicts.server";
import { type FeedFetch, fetchFeed } from "./channel-fetch.server";
import { conflictNote, holderName } from "./channel-messages";
import type { ChannelKey, ChannelOutcome } from "./channel-services";
import { applyEvents, upcomingOnce } from "./feed-holds.server";
import { parseFeed } from "./ical-events";

export const SYNC_EVERY_MINUTES = 15;
export const ALERT_AFTER_HOURS = 6;
/** Feeds fetched by one Cron run; the rest wait a minute. */
const FEEDS_PER_RUN = 10;
/** More upcoming events than any one room or type can have: a feed beyond it is refused as broken. */
export const MOST_EVENTS = 500;
const LOG_KEPT = 50;

export interface SyncOptions {
  timeoutMs?: number;
}

interface FeedRow {
  id: number;
  name: string;
  channel: ChannelKey;
  url: string;
  roomId: number;
  unitId: number | null;
  typeName: string;
  unitNumber: string | null;
  etag: string | null;
  lastModified: string | null;
}

const feedSql = `SELECT feed.id, feed.name, feed.channel, feed.url, feed.room_id AS roomId, feed.unit_id AS unitId,
    rooms.room_type_name AS typeName, unit.number AS unitNumber, feed.etag, feed.last_modified AS lastModified
  FROM channel_feeds AS feed JOIN rooms ON rooms.id = feed.room_id LEFT JOIN room_units AS unit ON unit.id = feed.unit_id
  WHERE feed.id = ? AND feed.removed_at IS NULL`;

const deskUrl = () => `${hotel.siteUrl}/admin/channels`;

/** The desk's "Fetch now": one feed, whenever it was last fetched. */
export async function syncFeedNow(env: Cloudflare.Env, feedId: number, now: Date, options: SyncOptions = {}): Promise<ChannelOutcome> {
  const feed = Number.isSafeInteger(feedId) ? await env.DB.prepare(feedSql).bind(feedId).first<FeedRow>() : null;
  if (!feed) return { ok: false, status: 404, message: "There is no such feed." };
  await env.DB.prepare("UPDATE channel_feeds SET last_fetched_at = ? WHERE id = ?").bind(now.toISOString(), feed.id).run();
  await syncFeed(env, feed, now, options);
  return { ok: true, id: feed.id };
}

/**
 * The Cron job's part, every minute: the feeds last fetched 15 minutes ago or more (or never), each
 * claimed by moving its fetch time first, so two runs never fetch one feed together.
 */
export async function syncDueFeeds(env: Cloudflare.Env, now: Date, options: SyncOptions = {}): Promise<number> {
  if (readConfig(env).origin.mode !== "embedded") return 0;
  const cutoff = new Date(now.getTime() - SYNC_EVERY_MINUTES * 60_000).toISOString();
  const { results: due } = await env.DB.prepare(
    `SELECT id FROM channel_feeds WHERE removed_at IS NULL AND (last_fetched_at IS NULL OR last_fetched_at <= ?)
     ORDER BY last_fetched_at IS NOT NULL, last_fetched_at, id LIMIT ?`,
  )
    .bind(cutoff, FEEDS_PER_RUN)
    .all<{ id: number }>();
  let fetched = 0;
  for (const { id } of due) {
    const claim = await env.DB.prepare(
      "UPDATE channel_feeds SET last_fetched_at = ?1 WHERE id = ?2 AND removed_at IS NULL AND (last_fetched_at IS NULL OR last_fetched_at <= ?3)",
    )
      .bind(now.toISOString(), id, cutoff)
      .run();
    if (claim.meta.changes !== 1) continue;
    const feed = await env.DB.prepare(feedSql).bind(id).first<FeedRow>();
    if (!feed) continue;
    try {
      await syncFeed(env, feed, now, options);
    } catch (error) {
      // One feed's trouble (D1 busy, a bug) must not stop the others or the rest of the Cron job.
      console.error(JSON.stringify({ event: "channel_sync_error", feedId: id, error: String(error) }));
    }
    fetched += 1;
  }
  return fetched;
}

async function syncFeed(env: Cloudflare.Env, feed: FeedRow, now: Date, options: SyncOptions): Promise<void> {
  const config = readConfig(env);
  const fetched: FeedFetch = await fetchFeed(feed.url, {
    etag: feed.etag,
    lastModified: feed.lastModified,
    allowLocalHttp: config.environment === "development",
    timeoutMs: options.timeoutMs,
  });
  if (fetched.kind === "not_modified") return recordFetch(env, feed, now, { status: "not_modified", events: null, error: "" });
  if (fetched.kind === "failed") return recordFailure(env, feed, now, fetched.error);
  const parsed = parseFeed(fetched.body, { siteHost: new URL(config.siteUrl).host, hotelName: hotel.shortName, now });
  if (!parsed.ok) return recordFailure(env, feed, now, parsed.error);
  const events = upcomingOnce(parsed.events);
  if (events.length > MOST_EVENTS) return recordFailure(env, feed, now, `The feed has more than ${MOST_EVENTS} stays to come.`);
  const written = await applyEvents(env.DB, feed, events, now);
  await recordFetch(env, feed, now, { status: "ok", events: events.length, error: "", etag: fetched.etag, lastModified: fetched.lastModified });
  await markConflicts(env, feed, written, now);
}

/** Records each new or moved hold's conflict, and mails the hotel once per conflict, in one batch. */
async function markConflicts(env: Cloudflare.Env, feed: FeedRow, written: readonly WrittenHold[], now: Date): Promise<void> {
  const db = env.DB;
  const at = now.toISOString();
  const statements: D1PreparedStatement[] = [];
  for (const hold of written) {
    const collisions = await collisionsOf(db, hold);
    if (collisions.length === 0) continue;
    const note = conflictNote(
      { holder: holderName(feed.channel, feed.name), typeName: feed.typeName, unitNumber: feed.unitNumber, firstNight: hold.firstNight, untilDate: hold.untilDate },
      collisions,
    );
    statements.push(
      db
        .prepare(
          `UPDATE channel_holds SET conflict_note = ?, conflict_found_at = ?, conflict_mailed_at = ?
           WHERE id = ? AND released_at IS NULL AND conflict_note IS NULL`,
        )
        .bind(note, at, at, hold.id),
      // Mailed only when this run's note was the one written.
      mailStatementIf(
        db,
        { ...channelConflictKey(hold.id, at), ...channelConflictForHotel({ note, feedName: feed.name, deskUrl: deskUrl() }) },
        "EXISTS (SELECT 1 FROM channel_holds WHERE id = ?10 AND conflict_found_at = ?11)",
        [hold.id, at],
        now,
      ),
    );
  }
  if (statements.length === 0) return;
  await enqueueMail(env.DELIVERY_QUEUE, mailIdsOf(await db.batch(statements)));
}

interface FetchRecord {
  status: "ok" | "not_modified" | "failed";
  /** Events read, or null when the feed was not read again (not modified). */
  events: number | null;
  error: string;
  etag?: string | null;
  lastModified?: string | null;
}

/** The feed's state after a good fetch, and its log row (the last 50 kept). */
async function recordFetch(env: Cloudflare.Env, feed: FeedRow, now: Date, record: FetchRecord): Promise<void> {
  const db = env.DB;
  const at = now.toISOString();
  const update =
    record.status === "ok"
      ? db
          .prepare(
            `UPDATE channel_feeds SET last_status = 'ok', last_error = '', events_count = ?, etag = ?, last_modified = ?,
               failing_since = NULL, alerted_at = NULL WHERE id = ?`,
          )
          .bind(record.events ?? 0, record.etag ?? null, record.lastModified ?? null, feed.id)
      : db.prepare("UPDATE channel_feeds SET last_status = 'not_modified', last_error = '', failing_since = NULL, alerted_at = NULL WHERE id = ?").bind(feed.id);
  await db.batch([update, ...logStatements(db, feed.id, at, record)]);
}

function logStatements(db: D1Database, feedId: number, at: string, record: FetchRecord): D1PreparedStatement[] {
  const events = record.events ?? 0;
  return [
    db.prepare("INSERT INTO channel_sync_log (feed_id, at, status, events, error) VALUES (?, ?, ?, ?, ?)").bind(feedId, at, record.status, events, record.error),
    db
      .prepare("DELETE FROM channel_sync_log WHERE feed_id = ?1 AND id NOT IN (SELECT id FROM channel_sync_log WHERE feed_id = ?1 ORDER BY id DESC LIMIT ?2)")
      .bind(feedId, LOG_KEPT),
  ];
}

/**
 * A failed fetch: the holds stay, the feed says why, and once it has failed for six hours the
 * hotel gets one e-mail for that spell.
 */
async function recordFailure(env: Cloudflare.Env, feed: FeedRow, now: Date, error: string): Promise<void> {
  const db = env.DB;
  const at = now.toISOString();
  const message = error.slice(0, 300);
  await db.batch([
    db
      .prepare("UPDATE channel_feeds SET last_status = 'failed', last_error = ?, failing_since = COALESCE(failing_since, ?) WHERE id = ?")
      .bind(message, at, feed.id),
    ...logStatements(db, feed.id, at, { status: "failed", events: 0, error: message }),
  ]);
  const alertBefore = new Date(now.getTime() - ALERT_AFTER_HOURS * 3_600_000).toISOString();
  const state = await db
    .prepare("SELECT failing_since AS failingSince FROM channel_feeds WHERE id = ? AND alerted_at IS NULL AND failing_since <= ?")
    .bind(feed.id, alertBefore)
    .first<{ failingSince: string }>();
  if (!state) return;
  const results = await db.batch([
    db.prepare("UPDATE channel_feeds SET alerted_at = ? WHERE id = ? AND alerted_at IS NULL").bind(at, feed.id),
    mailStatement(
      db,
      {
        ...channelFeedFailingKey(feed.id, state.failingSince),
        ...channelFeedFailingForHotel({ name: feed.name, failingSince: state.failingSince, lastError: message, deskUrl: deskUrl() }),
      },
      now,
    ),
  ]);
  await enqueueMail(env.DELIVERY_QUEUE, mailIdsOf(results));
}
