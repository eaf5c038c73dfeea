/**
 * Why a change cannot be had, in sentences staff can act on (product-rules.md: Changing a booking):
 * the numbered rooms another stay or a repair holds on a night a kept room needs (the nights a room
 * type is closed or sold out are `unavailableNights`'). Used to word a refusal; the database alone
 * decides.
 */
import type { IsoDate } from "~/content/hotel";
import { listOf } from "~/desk/new-booking/unavailable-nights.server";

/** A kept room's numbered room for the nights it needs. */
export interface Placement {
  unitId: number;
  number: string;
  nights: readonly IsoDate[];
}

/**
 * One sentence per numbered room that another stay or a repair holds on a night a kept room needs:
 * "Room 102 is taken on Mon 14 Dec; move the stay to another room first."
 */
export async function takenRooms(db: D1Database, bookingId: number, placements: readonly Placement[]): Promise<string[]> {
  const sentences: string[] = [];
  for (const placement of placements) {
    if (placement.nights.length === 0) continue;
    const { results } = await db
      .prepare(
        `SELECT night FROM room_unit_nights WHERE unit_id = ?1 AND night IN (SELECT value FROM json_each(?2))
           AND (booking_room_id IS NULL OR booking_room_id NOT IN (SELECT id FROM booking_rooms WHERE booking_id = ?3))
         ORDER BY night`,
      )
      .bind(placement.unitId, JSON.stringify(placement.nights), bookingId)
      .all<{ night: IsoDate }>();
    if (results.length > 0) {
      sentences.push(`Room ${placement.number} is taken on ${listOf(results.map((row) => row.night))}; move the stay to another room first.`);
    }
  }
  return sentences;
}
