/**
 * What a channel's hold collides with once written (product-rules.md: Channels): a unit feed's hold
 * on a night its room has a stay, a repair or another channel's hold; any hold on a night its type
 * has more rooms taken (stays, repairs and holds, this one included) than rooms in service. A night
 * closed to sale is no conflict: the site is not selling it.
 */
import type { IsoDate } from "~/content/hotel";
import { addDays } from "~/domain/hotel-date";
import type { Collision } from "./channel-messages";
import { nightRowsSql, roomsInServiceSql, roomsTakenSql } from "./rooms-taken-sql.server";

export interface WrittenHold {
  id: number;
  roomId: number;
  unitId: number | null;
  firstNight: IsoDate;
  untilDate: IsoDate;
}

const crowdedNightsSql = `${nightRowsSql("?2", "?3")}
  SELECT night.day AS night FROM night WHERE ${roomsTakenSql("?1")} > ${roomsInServiceSql("?1")}`;

/** The bookings holding a type's rooms on any night of [?2, ?3), by reference. */
const sellersSql = `SELECT DISTINCT bookings.reference
  FROM booking_rooms AS occupied JOIN bookings ON bookings.id = occupied.booking_id
  WHERE occupied.room_id = ?1 AND occupied.check_in_date < ?3 AND occupied.check_out_date > ?2
    AND (occupied.released_from IS NULL OR occupied.released_from > ?2)
  ORDER BY bookings.reference`;

export async function collisionsOf(db: D1Database, hold: WrittenHold): Promise<Collision[]> {
  const collisions: Collision[] = [];
  if (hold.unitId !== null) {
    const [stays, repairs, holds] = await db.batch<{ name: string }>([
      db
        .prepare(
          `SELECT DISTINCT bookings.reference AS name
           FROM room_unit_nights AS taken
           JOIN booking_rooms ON booking_rooms.id = taken.booking_room_id
           JOIN bookings ON bookings.id = booking_rooms.booking_id
           WHERE taken.unit_id = ?1 AND taken.night >= ?2 AND taken.night < ?3
             AND (booking_rooms.released_from IS NULL OR booking_rooms.released_from > taken.night)
           ORDER BY bookings.reference`,
        )
        .bind(hold.unitId, hold.firstNight, hold.untilDate),
      db
        .prepare("SELECT 'repair' AS name FROM room_unit_nights WHERE unit_id = ?1 AND block_id IS NOT NULL AND night >= ?2 AND night < ?3 LIMIT 1")
        .bind(hold.unitId, hold.firstNight, hold.untilDate),
      db
        .prepare(
          `SELECT DISTINCT feed.name FROM channel_holds AS other JOIN channel_feeds AS feed ON feed.id = other.feed_id
           WHERE other.unit_id = ?1 AND other.id <> ?4 AND other.released_at IS NULL AND other.booking_id IS NULL
             AND other.first_night < ?3 AND other.until_date > ?2
           ORDER BY feed.name`,
        )
        .bind(hold.unitId, hold.firstNight, hold.untilDate, hold.id),
    ]);
    if (stays.results.length > 0) collisions.push({ kind: "unit-stay", references: stays.results.map((row) => row.name) });
    if (repairs.results.length > 0) collisions.push({ kind: "unit-repair" });
    if (holds.results.length > 0) collisions.push({ kind: "unit-hold", holders: holds.results.map((row) => row.name) });
  }
  const { results: crowded } = await db.prepare(crowdedNightsSql).bind(hold.roomId, hold.firstNight, hold.untilDate).all<{ night: IsoDate }>();
  if (crowded.length > 0) {
    const first = crowded[0]?.night ?? hold.firstNight;
    const last = crowded.at(-1)?.night ?? hold.firstNight;
    const { results: sellers } = await db
      .prepare(sellersSql)
      .bind(hold.roomId, first, addDays(last, 1))
      .all<{ reference: string }>();
    collisions.push({ kind: "type-full", references: sellers.map((row) => row.reference) });
  }
  return collisions;
}
