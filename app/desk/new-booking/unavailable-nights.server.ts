/**
 * Which nights of a stay a room type cannot take the rooms asked for, and why: closed by staff, or
 * sold out (rooms held by stays, rooms out of order and channels' holds, as the booking trigger
 * in migrations/0029_channels.sql counts them, plus this booking's own rooms of the type). A booking
 * being changed gives its own rooms up, so they are left out of what is held. Used to word a
 * refusal; the trigger alone decides.
 */
import type { IsoDate } from "~/content/hotel";
import { compareDates } from "~/domain/hotel-date";
import { closedOnNightSql, nightRowsSql, roomsInServiceSql, roomsTakenSql } from "~/channels/rooms-taken-sql.server";
import { nightWords } from "./night-names";

const nightsSql = `${nightRowsSql("?1", "?2")}
  SELECT night.day AS night, ${roomsTakenSql("?3", "?4")} AS taken, ${roomsInServiceSql("?3")} AS total,
    ${closedOnNightSql("?3")} AS closed
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
