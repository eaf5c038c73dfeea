import type { IsoDate } from "~/content/hotel";
import type { CrowdedNight, TakenSpan } from "~/domain/room-numbers";
import { deskDate } from "../desk-time";

/** How many crowded nights, and bookings, a refusal names before it says "and N more". */
const NAMED_NIGHTS = 5;
const NAMED_BOOKINGS = 8;

/**
 * A room type's rooms taken from `from` on, as the overbooking rule counts them: booked rooms
 * until they are released, rooms in service out of order (all but `exceptUnit`'s, when a room is
 * about to leave service), and channels' holds.
 */
export async function takenSpans(db: D1Database, roomId: number, from: IsoDate, exceptUnit: number | null = null): Promise<TakenSpan[]> {
  const [booked, blocked, held] = await db.batch<{ firstNight: IsoDate; untilDate: IsoDate; reference: string | null }>([
    db
      .prepare(
        `SELECT booking_rooms.check_in_date AS firstNight,
           CASE WHEN booking_rooms.released_from IS NOT NULL AND booking_rooms.released_from < booking_rooms.check_out_date
             THEN booking_rooms.released_from ELSE booking_rooms.check_out_date END AS untilDate,
           bookings.reference AS reference
         FROM booking_rooms JOIN bookings ON bookings.id = booking_rooms.booking_id
         WHERE booking_rooms.room_id = ?1 AND booking_rooms.check_out_date > ?2
           AND (booking_rooms.released_from IS NULL OR booking_rooms.released_from > ?2)`,
      )
      .bind(roomId, from),
    db
      .prepare(
        `SELECT repair.first_night AS firstNight, repair.until_date AS untilDate, NULL AS reference
         FROM room_unit_blocks AS repair JOIN room_units AS unit ON unit.id = repair.unit_id
         WHERE unit.room_id = ?1 AND unit.retired_at IS NULL AND repair.lifted_at IS NULL AND repair.until_date > ?2
           AND unit.id IS NOT ?3`,
      )
      .bind(roomId, from, exceptUnit),
    db
      .prepare(
        `SELECT hold.first_night AS firstNight, hold.until_date AS untilDate, NULL AS reference
         FROM channel_holds AS hold
         WHERE hold.room_id = ?1 AND hold.released_at IS NULL AND hold.booking_id IS NULL AND hold.until_date > ?2`,
      )
      .bind(roomId, from),
  ]);
  return [...booked.results, ...blocked.results, ...held.results];
}

/** "3 Dec 2026 (12 taken), 4 Dec 2026 (12 taken) and 2 more nights. Bookings holding them: …". */
export function crowdedNightsText(crowded: readonly CrowdedNight[]): string {
  const named = crowded.slice(0, NAMED_NIGHTS).map((entry) => `${deskDate(entry.night)} (${entry.taken} taken)`);
  const moreNights = crowded.length > NAMED_NIGHTS ? ` and ${crowded.length - NAMED_NIGHTS} more nights` : "";
  const references = [...new Set(crowded.flatMap((entry) => entry.references))];
  const moreBookings = references.length > NAMED_BOOKINGS ? ` and ${references.length - NAMED_BOOKINGS} more` : "";
  const holding = references.length === 0 ? "" : ` Bookings holding them: ${references.slice(0, NAMED_BOOKINGS).join(", ")}${moreBookings}.`;
  return `${named.join(", ")}${moreNights}.${holding}`;
}
