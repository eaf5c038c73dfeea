/**
 * Turning a channel hold into a full booking (product-rules.md: Channels): the new-booking page
 * starts from the hold named in its address, and the booking's own batch links the hold to it, so
 * from then the booking counts for those nights and the hold no longer does.
 */
import { spanWords } from "~/channels/channel-messages";
import { holdForBooking, linkHoldStatement } from "~/channels/channel-holds.server";
import type { IsoDate } from "~/content/hotel";
import { nightsAhead } from "~/domain/room-assignment";
import { placeStatements } from "../check-in/room-assignment-store.server";
import { holdLabel } from "./channel-messages";
import { channelHoldField, channelHoldParam } from "./hold-links";
import { holdBookingValues } from "./hold-prefill";

export const holdGone = "That channel hold was released or already made a booking, so nothing was saved. Start a new booking.";

/** The hold named in the page's address, as the form's values and a line saying where they came from; null for none. */
export async function holdBookingStart(db: D1Database, query: URLSearchParams): Promise<{ values: Record<string, string>; from: string } | null> {
  const asked = query.get(channelHoldParam);
  if (asked === null || !/^\d{1,9}$/.test(asked)) return null;
  const hold = await holdForBooking(db, Number(asked));
  if (!hold) return null;
  return { values: holdBookingValues(hold), from: `${holdLabel(hold)}, ${spanWords(hold.checkIn, hold.checkOut)}` };
}

/** The hold a posted form is made from, or null when it is made from none. */
export function holdIdOf(fields: Record<string, string>): number | null {
  const value = fields[channelHoldField] ?? "";
  return /^\d{1,9}$/.test(value) ? Number(value) : null;
}

/** Whether the hold can still become a booking (not released, not linked already). */
export async function holdStillOpen(db: D1Database, holdId: number): Promise<boolean> {
  return (await holdForBooking(db, holdId)) !== null;
}

/**
 * The booking's statements with the hold's link after the booking's row and before its rooms'
 * rows, where the inventory trigger then no longer counts the hold.
 */
export function withHoldLinked(db: D1Database, statements: readonly D1PreparedStatement[], holdId: number | null, reference: string): D1PreparedStatement[] {
  if (holdId === null) return [...statements];
  const [booking, ...rooms] = statements;
  return [booking, linkHoldStatement(db, holdId, reference), ...rooms];
}

/**
 * A hold on one numbered room that became a confirmed booking: the booking's room of that type
 * sleeps in that very room, as the channel sold it. When the room was taken meanwhile, nothing is
 * placed here and the usual assignment gives the booking another.
 */
export async function keepHeldRoom(db: D1Database, holdId: number, reference: string, today: IsoDate): Promise<void> {
  const room = await db
    .prepare(
      `SELECT hold.unit_id AS unitId, br.id AS bookingRoomId, br.check_in_date AS checkIn, br.check_out_date AS checkOut, br.released_from AS releasedFrom
       FROM channel_holds AS hold
       JOIN bookings AS b ON b.id = hold.booking_id
       JOIN booking_rooms AS br ON br.booking_id = b.id AND br.room_id = hold.room_id
       WHERE hold.id = ? AND b.reference = ? AND hold.unit_id IS NOT NULL AND br.unit_id IS NULL AND b.status IN ('confirmed', 'checked_in')
       ORDER BY br.id LIMIT 1`,
    )
    .bind(holdId, reference)
    .first<{ unitId: number; bookingRoomId: number; checkIn: IsoDate; checkOut: IsoDate; releasedFrom: IsoDate | null }>();
  if (!room) return;
  try {
    await db.batch(placeStatements(db, room.bookingRoomId, room.unitId, nightsAhead(room, today)));
  } catch {
    // Another stay or a repair took the room a moment ago: the usual assignment places the booking.
  }
}
