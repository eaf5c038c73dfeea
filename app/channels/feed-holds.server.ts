/**
 * A feed's events written as its holds (product-rules.md: Channels): a new event inserted, one whose
 * nights changed moved (the same row, so the desk's link to it stays), one gone from the feed
 * released; the sync (channel-sync.server.ts) then checks the written holds for conflicts.
 */
import type { IsoDate } from "~/content/hotel";
import { compareDates, todayInHotel } from "~/domain/hotel-date";
import type { WrittenHold } from "./channel-conflicts.server";
import type { FeedEvent } from "./ical-events";

/** The feed whose holds are written: the room type, or the numbered room, its events hold. */
interface HoldsFeed {
  id: number;
  roomId: number;
  unitId: number | null;
}

interface HoldRow {
  id: number;
  uid: string;
  firstNight: IsoDate;
  untilDate: IsoDate;
  summary: string;
  bookingId: number | null;
}

/** One event per UID (the first), cancelled ones left out: their holds are released like gone ones. */
export function upcomingOnce(events: readonly FeedEvent[]): FeedEvent[] {
  const seen = new Set<string>();
  const kept: FeedEvent[] = [];
  for (const event of events) {
    if (seen.has(event.uid)) continue;
    seen.add(event.uid);
    if (!event.cancelled) kept.push(event);
  }
  return kept;
}

/** Writes the feed's events as holds; returns the holds inserted or moved, whose conflicts are checked next. */
export async function applyEvents(db: D1Database, feed: HoldsFeed, events: readonly FeedEvent[], now: Date): Promise<WrittenHold[]> {
  const at = now.toISOString();
  const today = todayInHotel(now);
  const { results: current } = await db
    .prepare(
      `SELECT id, event_uid AS uid, first_night AS firstNight, until_date AS untilDate, summary, booking_id AS bookingId
       FROM channel_holds WHERE feed_id = ? AND released_at IS NULL`,
    )
    .bind(feed.id)
    .all<HoldRow>();
  const byUid = new Map(current.map((hold) => [hold.uid, hold]));
  const statements: D1PreparedStatement[] = [];
  const moved: HoldRow[] = [];
  const inserted: FeedEvent[] = [];
  for (const event of events) {
    const hold = byUid.get(event.uid);
    byUid.delete(event.uid);
    if (!hold) {
      inserted.push(event);
      statements.push(
        db
          .prepare(
            `INSERT INTO channel_holds (feed_id, event_uid, room_id, unit_id, first_night, until_date, summary, seen_at)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`,
          )
          .bind(feed.id, event.uid, feed.roomId, feed.unitId, event.firstNight, event.untilDate, event.summary, at),
      );
    } else if (hold.bookingId === null && (hold.firstNight !== event.firstNight || hold.untilDate !== event.untilDate)) {
      // Moved: new nights, and its conflict is judged again on them.
      moved.push(hold);
      statements.push(
        db
          .prepare(
            `UPDATE channel_holds SET first_night = ?, until_date = ?, summary = ?, seen_at = ?,
               conflict_note = NULL, conflict_found_at = NULL, conflict_mailed_at = NULL, conflict_cleared_at = NULL, conflict_cleared_by = NULL
             WHERE id = ? AND released_at IS NULL`,
          )
          .bind(event.firstNight, event.untilDate, event.summary, at, hold.id),
      );
    } else {
      // The same nights (or a hold already turned into a booking, which the booking now stands for).
      statements.push(db.prepare("UPDATE channel_holds SET summary = ?, seen_at = ? WHERE id = ?").bind(event.summary, at, hold.id));
    }
  }
  for (const gone of byUid.values()) {
    // A stay already over keeps its hold on record; one still to come, gone from the feed, is released.
    if (compareDates(gone.untilDate, today) <= 0) continue;
    statements.push(db.prepare("UPDATE channel_holds SET released_at = ? WHERE id = ? AND released_at IS NULL").bind(at, gone.id));
  }
  if (statements.length > 0) await db.batch(statements);
  const written: WrittenHold[] = [];
  for (const hold of moved) {
    const event = events.find((candidate) => candidate.uid === hold.uid);
    if (event) written.push({ id: hold.id, roomId: feed.roomId, unitId: feed.unitId, firstNight: event.firstNight, untilDate: event.untilDate });
  }
  if (inserted.length > 0) {
    const { results } = await db
      .prepare("SELECT id, event_uid AS uid FROM channel_holds WHERE feed_id = ? AND released_at IS NULL AND seen_at = ?")
      .bind(feed.id, at)
      .all<{ id: number; uid: string }>();
    const ids = new Map(results.map((row) => [row.uid, row.id]));
    for (const event of inserted) {
      const id = ids.get(event.uid);
      if (id !== undefined) written.push({ id, roomId: feed.roomId, unitId: feed.unitId, firstNight: event.firstNight, untilDate: event.untilDate });
    }
  }
  return written;
}
