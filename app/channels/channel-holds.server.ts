/**
 * Channel holds as the desk reads and changes them (product-rules.md: Channels): the holds on a
 * span of nights, the conflicts still open, clearing one, and turning a hold into a booking.
 */
import type { IsoDate } from "~/content/hotel";
import type { ChannelHoldView, ChannelOutcome, HoldPrefill } from "./channel-services";

/** An open conflict: found and not cleared by staff. */
const openConflictSql = "hold.conflict_note IS NOT NULL AND hold.conflict_cleared_at IS NULL";

/** A hold as the desk shows it; a cleared conflict's note is not shown. */
const holdViewSql = `SELECT hold.id, hold.feed_id AS feedId, feed.name AS feedName, feed.channel, hold.room_id AS roomId,
    rooms.room_type_name AS roomTypeName, hold.unit_id AS unitId, unit.number AS unitNumber, hold.first_night AS firstNight,
    hold.until_date AS untilDate, hold.summary,
    CASE WHEN ${openConflictSql} THEN hold.conflict_note END AS conflictNote,
    CASE WHEN ${openConflictSql} THEN hold.conflict_found_at END AS conflictFoundAt,
    bookings.reference AS bookingReference
  FROM channel_holds AS hold
  JOIN channel_feeds AS feed ON feed.id = hold.feed_id
  JOIN rooms ON rooms.id = hold.room_id
  LEFT JOIN room_units AS unit ON unit.id = hold.unit_id
  LEFT JOIN bookings ON bookings.id = hold.booking_id`;

/**
 * The holds in force on any night of [from, until), by first night: those still taking a room, and
 * those turned into a booking (with its reference; the booking counts, not the hold).
 */
export async function listHolds(db: D1Database, from: IsoDate, until: IsoDate): Promise<ChannelHoldView[]> {
  const { results } = await db
    .prepare(`${holdViewSql} WHERE hold.released_at IS NULL AND hold.first_night < ? AND hold.until_date > ? ORDER BY hold.first_night, rooms.sort_order, hold.id`)
    .bind(until, from)
    .all<ChannelHoldView>();
  return results;
}

/** Holds in conflict that staff have not cleared, the oldest found first (the top of Today). */
export async function openConflicts(db: D1Database): Promise<ChannelHoldView[]> {
  const { results } = await db
    .prepare(`${holdViewSql} WHERE hold.released_at IS NULL AND hold.booking_id IS NULL AND ${openConflictSql} ORDER BY hold.conflict_found_at, hold.id`)
    .all<ChannelHoldView>();
  return results;
}

/** Staff have dealt with a conflict (moved a guest, called the channel): it leaves Today. */
export async function clearConflict(db: D1Database, request: { holdId: number; by: string; requestKey: string; now?: Date }): Promise<ChannelOutcome> {
  const hold = Number.isSafeInteger(request.holdId)
    ? await db
        .prepare("SELECT id, conflict_note AS note, conflict_cleared_at AS clearedAt FROM channel_holds WHERE id = ? AND released_at IS NULL")
        .bind(request.holdId)
        .first<{ id: number; note: string | null; clearedAt: string | null }>()
    : null;
  if (!hold || hold.note === null) return { ok: false, status: 404, message: "That hold has no conflict to clear." };
  // Cleared already (the same form sent twice): nothing more to do.
  if (hold.clearedAt !== null) return { ok: true, id: hold.id };
  await db
    .prepare("UPDATE channel_holds SET conflict_cleared_at = ?, conflict_cleared_by = ? WHERE id = ? AND conflict_cleared_at IS NULL")
    .bind((request.now ?? new Date()).toISOString(), request.by, hold.id)
    .run();
  return { ok: true, id: hold.id };
}

/** What a new booking made from a hold starts with, or null when the hold is gone or already a booking. */
export async function holdForBooking(db: D1Database, holdId: number): Promise<HoldPrefill | null> {
  if (!Number.isSafeInteger(holdId)) return null;
  return db
    .prepare(
      `SELECT hold.id AS holdId, hold.room_id AS roomId, hold.unit_id AS unitId, hold.first_night AS checkIn, hold.until_date AS checkOut,
         feed.channel, feed.name AS feedName, hold.summary
       FROM channel_holds AS hold JOIN channel_feeds AS feed ON feed.id = hold.feed_id
       WHERE hold.id = ? AND hold.released_at IS NULL AND hold.booking_id IS NULL`,
    )
    .bind(holdId)
    .first<HoldPrefill>();
}

/**
 * The statement that links a hold to the booking it became, for the new booking's own batch. Put it
 * after the booking's row and before its rooms' rows: from then the hold no longer counts, so the
 * booking's rooms take the room the hold kept (the inventory trigger would refuse them otherwise).
 * It changes nothing when the hold was released or linked meanwhile; the caller checks `meta.changes`.
 */
export function linkHoldStatement(db: D1Database, holdId: number, bookingReference: string): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE channel_holds SET booking_id = (SELECT id FROM bookings WHERE reference = ?2)
       WHERE id = ?1 AND released_at IS NULL AND booking_id IS NULL`,
    )
    .bind(holdId, bookingReference);
}

/**
 * The nights of [from, until) on which a unit feed keeps this numbered room, with who holds it:
 * room assignment refuses the room on them.
 */
export async function unitHeldNights(
  db: D1Database,
  unitId: number,
  from: IsoDate,
  until: IsoDate,
): Promise<{ firstNight: IsoDate; untilDate: IsoDate; feedName: string }[]> {
  const { results } = await db
    .prepare(
      `SELECT hold.first_night AS firstNight, hold.until_date AS untilDate, feed.name AS feedName
       FROM channel_holds AS hold JOIN channel_feeds AS feed ON feed.id = hold.feed_id
       WHERE hold.unit_id = ? AND hold.released_at IS NULL AND hold.booking_id IS NULL
         AND hold.first_night < ? AND hold.until_date > ?
       ORDER BY hold.first_night`,
    )
    .bind(unitId, until, from)
    .all<{ firstNight: IsoDate; untilDate: IsoDate; feedName: string }>();
  return results;
}

/**
 * Each night of [from, until) a unit feed keeps a numbered room of the given types, night by night
 * as room_unit_nights lists stays and repairs: room assignment treats these nights as taken.
 */
export async function heldUnitNights(db: D1Database, roomIds: readonly number[], from: IsoDate, until: IsoDate): Promise<{ unitId: number; night: IsoDate }[]> {
  const { results } = await db
    .prepare(
      `WITH RECURSIVE held(unitId, night, untilDate) AS (
         SELECT hold.unit_id, MAX(hold.first_night, ?2), MIN(hold.until_date, ?3) FROM channel_holds AS hold
         WHERE hold.room_id IN (SELECT value FROM json_each(?1)) AND hold.unit_id IS NOT NULL
           AND hold.released_at IS NULL AND hold.booking_id IS NULL AND hold.first_night < ?3 AND hold.until_date > ?2
         UNION ALL
         SELECT unitId, date(night, '+1 day'), untilDate FROM held WHERE date(night, '+1 day') < untilDate
       )
       SELECT unitId, night FROM held`,
    )
    .bind(JSON.stringify([...new Set(roomIds)]), from, until)
    .all<{ unitId: number; night: IsoDate }>();
  return results;
}
