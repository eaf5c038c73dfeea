import { type IsoDate, hotel } from "~/content/hotel";
import { addDays, todayInHotel } from "~/domain/hotel-date";
import { fitsRoom } from "~/domain/occupancy";
import { nightlyRates, type RatePeriod, rateOn } from "~/domain/rate-periods";
import type { AvailabilityQuery } from "~/server/app-services";
import { PHOTO_REFERENCE_PREFIX } from "../server/media-names.server";
import { availabilitySql } from "./occupancy-sql.server";
import { type FactRow, type OccupancyRow, factColumns, factsOf, occupancyColumns, occupancyOf, withoutOccupancyAndFacts } from "./room-occupancy-row.server";
import { ratePeriodsBetween } from "./rate-period-rows.server";
import { type OriginAvailableRoom, OriginFailedError, type OriginGalleryItem, type OriginRoom, type ReadOrigin } from "./origin.server";

const roomColumns = `id, name, room_type_name, short_description, brief_description, home_description, room_price, main_image, gallery_images, room_features, name_hi, short_description_hi, brief_description_hi, room_features_hi, ${occupancyColumns}, ${factColumns}`;

/** A row of `rooms` as `roomColumns` reads it: the origin's room, its Hindi words in columns of their own. */
type RoomRow = Omit<OriginRoom, "hi" | "photo_alts" | "occupancy" | "facts"> & OccupancyRow & FactRow & {
  name_hi: string | null;
  short_description_hi: string | null;
  brief_description_hi: string | null;
  room_features_hi: string | null;
};

/** A room as the origin states it, its Hindi words (product-rules.md: Hindi) gathered under `hi`. */
function roomOf({ name_hi, short_description_hi, brief_description_hi, room_features_hi, ...row }: RoomRow): OriginRoom {
  return {
    ...withoutOccupancyAndFacts(row),
    occupancy: occupancyOf(row),
    facts: factsOf(row),
    hi: { name: name_hi, short_description: short_description_hi, brief_description: brief_description_hi, room_features: room_features_hi },
  };
}

/**
 * The hotel without an admin system (product-rules.md: Two origins): the catalogue and bookings
 * live in D1. A room's `room_price` is its rate tonight, in hotel time (product-rules.md: Rates and
 * rate periods); a stay's rates are night by night.
 */
export function createEmbeddedOrigin(db: D1Database, now: () => Date = () => new Date()): ReadOrigin {
  const tonight = async () => {
    const today = todayInHotel(now());
    return { today, periods: await ratePeriodsBetween(db, today, today) };
  };
  return {
    mode: "embedded",
    listRooms: () =>
      query("list rooms", async () => {
        const [{ results }, photos, { today, periods }] = await Promise.all([
          db.prepare(`SELECT ${roomColumns} FROM rooms ORDER BY sort_order, id`).all<RoomRow>(),
          roomPhotos(db),
          tonight(),
        ]);
        return results.map((row) => withPhotos(atRateOn(today, roomOf(row), periods), photos));
      }),
    getRoom: (id: number) =>
      query("get room", async () => {
        const [row, photos, { today, periods }] = await Promise.all([
          db.prepare(`SELECT ${roomColumns} FROM rooms WHERE id = ?1`).bind(id).first<RoomRow>(),
          roomPhotos(db, id),
          tonight(),
        ]);
        return row && withPhotos(atRateOn(today, roomOf(row), periods), photos);
      }),
    stayRates: (stay) =>
      query("stay rates", async () => {
        const [{ results }, periods] = await Promise.all([
          db.prepare("SELECT id, room_price FROM rooms").all<{ id: number; room_price: number }>(),
          ratePeriodsBetween(db, stay.checkIn, addDays(stay.checkOut, -1)),
        ]);
        return new Map(results.map((room) => [room.id, nightlyRates(stay, room.id, room.room_price, periods)]));
      }),
    listGallery: () =>
      query("list gallery", async () => {
        // Staff photos replace the illustrations as a whole (product-rules.md: Photos and words).
        const { results: photos } = await db
          .prepare(
            `SELECT gp.id, '${PHOTO_REFERENCE_PREFIX}' || gp.photo_id AS source, p.alt AS alt_name, gp.heading
             FROM gallery_photos AS gp JOIN photos AS p ON p.id = gp.photo_id ORDER BY gp.position, gp.id`,
          )
          .all<OriginGalleryItem>();
        if (photos.length > 0) return photos;
        const { results } = await db
          .prepare("SELECT id, source, alt_name, heading FROM gallery ORDER BY sort_order, id")
          .all<OriginGalleryItem>();
        return results;
      }),
    availableRooms: (search: AvailabilityQuery) =>
      query("available rooms", async () => {
        // A type that cannot hold the party in one room is never offered for it (product-rules.md:
        // Occupancy); the one guest rule caps every type.
        if (search.adults + search.children > hotel.limits.maxGuestsPerRoom) return [];
        const party = { adults: search.adults, children: search.children, olderChildren: search.children_6_11 ?? 0 };
        const stay = { checkIn: search.check_in_date as IsoDate, checkOut: search.check_out_date as IsoDate };
        const [{ results }, photos, periods] = await Promise.all([
          db
            .prepare(availabilitySql)
            .bind(stay.checkIn, stay.checkOut)
            .all<Omit<Required<OriginAvailableRoom>, "nightly_rates" | "occupancy"> & OccupancyRow>(),
          roomPhotos(db),
          ratePeriodsBetween(db, stay.checkIn, addDays(stay.checkOut, -1)),
        ]);
        return results
          .map((row) => ({ ...withoutOccupancy(row), occupancy: occupancyOf(row) }))
          .filter((room) => room.available_count >= search.no_of_rooms && fitsRoom(room.occupancy, party))
          .map((room) => {
            const main = photos.find((photo) => photo.room_id === room.id && photo.is_main === 1);
            const rates = nightlyRates(stay, room.id, room.room_price, periods);
            return {
              ...room,
              ...(main ? { main_image: `${PHOTO_REFERENCE_PREFIX}${main.photo_id}` } : {}),
              // The first night's rate, and every night's (product-rules.md: Rates and rate periods).
              room_price: rates[0] ?? room.room_price,
              nightly_rates: rates,
            };
          });
      }),
  };
}

function withoutOccupancy<T extends OccupancyRow>(row: T): Omit<T, keyof OccupancyRow> {
  const { base_guests, max_adults, max_guests, extra_beds, extra_adult_paise, extra_child_paise, ...rest } = row;
  return rest;
}

/** A room at its rate on one night: a period's when one covers it, else its own. */
function atRateOn(night: IsoDate, room: OriginRoom, periods: readonly RatePeriod[]): OriginRoom {
  return { ...room, room_price: rateOn(night, room.id, room.room_price, periods) };
}

interface RoomPhotoRow {
  room_id: number;
  photo_id: string;
  is_main: number;
  alt: string;
}

/** Staff photos of every room, or of one, in the order guests see them. */
async function roomPhotos(db: D1Database, roomId?: number): Promise<RoomPhotoRow[]> {
  const { results } = await db
    .prepare(
      `SELECT rp.room_id, rp.photo_id, rp.is_main, p.alt FROM room_photos AS rp JOIN photos AS p ON p.id = rp.photo_id
       WHERE ?1 IS NULL OR rp.room_id = ?1 ORDER BY rp.room_id, rp.position`,
    )
    .bind(roomId ?? null)
    .all<RoomPhotoRow>();
  return results;
}

/**
 * A room with staff photos shows those and only those (product-rules.md: Photos and words): the main one on
 * cards, all of them in its gallery. A room without keeps its illustrations.
 */
function withPhotos(room: OriginRoom, photos: RoomPhotoRow[]): OriginRoom {
  const own = photos.filter((photo) => photo.room_id === room.id);
  if (own.length === 0) return room;
  const main = own.find((photo) => photo.is_main === 1) ?? own[0];
  return {
    ...room,
    main_image: `${PHOTO_REFERENCE_PREFIX}${main.photo_id}`,
    gallery_images: JSON.stringify(own.map((photo) => `${PHOTO_REFERENCE_PREFIX}${photo.photo_id}`)),
    photo_alts: Object.fromEntries(own.map((photo) => [photo.photo_id, photo.alt])),
  };
}

async function query<T>(operation: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw new OriginFailedError(operation, "database error", { cause: error });
  }
}
