import { hotel } from "~/content/hotel";
import type { AvailabilityQuery } from "~/services/app-services";
import { availabilitySql } from "./occupancy-sql";
import { type OriginAvailableRoom, OriginFailedError, type OriginGalleryItem, type OriginRoom, type ReadOrigin } from "./origin";

const roomColumns =
  "id, name, room_type_name, short_description, brief_description, home_description, room_price, main_image, gallery_images, room_features";

/**
 * The hotel without an admin system (product-rules.md: Two origins): the catalogue and bookings
 * live in D1.
 */
export function createEmbeddedOrigin(db: D1Database): ReadOrigin {
  return {
    mode: "embedded",
    listRooms: () =>
      query("list rooms", async () => {
        const { results } = await db.prepare(`SELECT ${roomColumns} FROM rooms ORDER BY sort_order, id`).all<OriginRoom>();
        return results;
      }),
    getRoom: (id: number) =>
      query("get room", () => db.prepare(`SELECT ${roomColumns} FROM rooms WHERE id = ?1`).bind(id).first<OriginRoom>()),
    listGallery: () =>
      query("list gallery", async () => {
        const { results } = await db
          .prepare("SELECT id, source, alt_name, heading FROM gallery ORDER BY sort_order, id")
          .all<OriginGalleryItem>();
        return results;
      }),
    availableRooms: (search: AvailabilityQuery) =>
      query("available rooms", async () => {
        // Every type takes up to the same number of guests per room (product-rules.md: One guest
        // rule).
        if (search.adults + search.children > hotel.limits.maxGuestsPerRoom) return [];
        const { results } = await db
          .prepare(availabilitySql)
          .bind(search.check_in_date, search.check_out_date)
          .all<Required<OriginAvailableRoom>>();
        return results.filter((room) => room.available_count >= search.no_of_rooms);
      }),
  };
}

async function query<T>(operation: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw new OriginFailedError(operation, "database error", { cause: error });
  }
}
