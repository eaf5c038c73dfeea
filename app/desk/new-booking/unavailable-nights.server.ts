/**
 * Which nights of a stay a room type cannot take the rooms asked for, and why: closed by staff, or
 * sold out (rooms held by stays, rooms out of order and channels' holds, as the booking trigger
 * in migrations/0029_channels.sql counts them, plus this booking's own rooms of the type). A booking
 * being changed gives its own rooms up, so they are left out of what is held. Used to word a
 * refusal; the trigger alone decides.
 */
import type { IsoDate } from "~/content/hotel";
import { compareDates } from "~/domain/hotel-date";
import { nightWords } from "./night-names";

const nightsSql = `WITH RECURSIVE night(day) AS (
    SELECT ?1 UNION ALL SELECT date(day, '+1 day') FROM night WHERE date(day, '+1 day') < ?2
  )
  SELECT night.day AS night,
    (SELECT COUNT(*) FROM booking_rooms AS occupied
      WHERE occupied.room_id = ?3 AND occupied.booking_id <> ?4
        AND occupied.check_in_date <= night.day AND occupied.check_out_date > night.day
        AND (occupied.released_from IS NULL OR occupied.released_from > night.day))
    + (SELECT COUNT(*) FROM room_unit_blocks AS repair JOIN room_units AS unit ON unit.id = repair.unit_id
      WHERE unit.room_id = ?3 AND unit.retired_at IS NULL AND repair.lifted_at IS NULL
        AND repair.first_night <= night.day AND repair.until_date > night.day)
    + (SELECT COUNT(*) FROM channel_holds AS hold
      WHERE hold.room_id = ?3 AND hold.released_at IS NULL AND hold.booking_id IS NULL
        AND hold.first_night <= night.day AND hold.until_date > night.day) AS taken,
    COALESCE((SELECT total_rooms FROM room_inventory WHERE room_id = ?3), 0) AS total,
    EXISTS (SELECT 1 FROM closed_nights WHERE closed_nights.room_id = ?3 AND closed_nights.night = night.day) AS closed
  FROM night`;

interface NightRow {
  night: IsoDate;
  taken: number;
  total: number;
  closed: number;
}

/** "Sat 12 Dec", "Sat 12 Dec and Sun 13 Dec", "Fri 11 Dec, Sat 12 Dec and Sun 13 Dec". */
export function listOf(nights: readonly IsoDate[]): string {
  const words = nights.map(nightWords);
  return words.length <= 1 ? words.join("") : `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`;
}

/** A room wanted for the stay: its type, and the night it starts when not the stay's first. */
export interface WantedRoom {
  roomId: number;
  name: string;
  checkIn?: IsoDate;
}

/**
 * One sentence per room type that cannot be had, naming its nights ("Deluxe Room is sold out on
 * Sat 12 Dec."); empty when every night has room. `exceptBookingId` is the booking a change is
 * made to, whose own rooms do not count as held.
 */
export async function unavailableNights(
  db: D1Database,
  stay: { checkIn: IsoDate; checkOut: IsoDate },
  wanted: readonly WantedRoom[],
  exceptBookingId = 0,
): Promise<string[]> {
  const sentences: string[] = [];
  for (const roomId of new Set(wanted.map((room) => room.roomId))) {
    const rooms = wanted.filter((room) => room.roomId === roomId);
    const startOf = (room: WantedRoom) => room.checkIn ?? stay.checkIn;
    const from = rooms.map(startOf).reduce((a, b) => (compareDates(a, b) <= 0 ? a : b));
    const { results } = await db.prepare(nightsSql).bind(from, stay.checkOut, roomId, exceptBookingId).all<NightRow>();
    const name = rooms[0]?.name ?? "";
    const closed = results.filter((row) => row.closed === 1).map((row) => row.night);
    const soldOut = results
      .filter((row) => row.closed !== 1)
      .filter((row) => row.taken + rooms.filter((room) => compareDates(startOf(room), row.night) <= 0).length > row.total)
      .map((row) => row.night);
    if (closed.length > 0) sentences.push(`${name} is closed on ${listOf(closed)}.`);
    if (soldOut.length > 0) sentences.push(`${name} is sold out${rooms.length > 1 ? ` for ${rooms.length} rooms` : ""} on ${listOf(soldOut)}.`);
  }
  return sentences;
}
