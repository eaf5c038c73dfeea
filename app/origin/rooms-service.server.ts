import type { Room, RoomWordsInHindi } from "~/domain/api-types";
import { photoUrl } from "~/domain/photo-sources";
import { mediaUrlFor } from "../server/media-names.server";
import type { OriginRoom, OriginRoomWordsInHindi, ReadOrigin } from "./origin.server";
import type { ReadCache } from "../server/kv-cache.server";
import { parseStringList } from "../server/parse-string-list.server";
import { sanitizeHtml } from "../server/sanitize-html.server";
import type { AppServices } from "~/server/app-services";
import { cacheKey } from "../server/cache-keys.server";

/**
 * Rooms through the read cache (product-rules.md: Read cache), normalised once per refresh rather
 * than per request.
 */
export function createRoomsService(origin: ReadOrigin, cache: ReadCache): AppServices["rooms"] {
  return {
    async list() {
      const rooms = await cache.read(cacheKey(origin.mode, "rooms"), async () =>
        (await origin.listRooms()).map((room) => normaliseRoom(room, origin.adminBaseUrl)),
      );
      return rooms ?? [];
    },
    async get(id) {
      return cache.read(cacheKey(origin.mode, "room", id), async () => {
        const room = await origin.getRoom(id);
        return room && normaliseRoom(room, origin.adminBaseUrl);
      });
    },
  };
}

/**
 * What the browser gets (product-rules.md: Browser talks only to the Worker, Untrusted HTML):
 * images as our own /media URLs, lists parsed, HTML sanitized. Images that cannot be served through
 * /media are dropped (logged); a room whose main image is unusable shows its first gallery image
 * instead.
 */
export function normaliseRoom(room: OriginRoom, adminBaseUrl?: string): Room {
  const roomImage = (reference: string) => {
    const url = mediaUrlFor("rooms", reference, adminBaseUrl);
    if (url === null) console.warn(JSON.stringify({ event: "unusable_room_image", roomId: room.id, image: reference.slice(0, 120) }));
    return url;
  };
  const galleryImages = parseStringList(room.gallery_images, { field: "gallery_images", id: room.id })
    .map(roomImage)
    .filter((url) => url !== null);
  return {
    id: room.id,
    name: room.name,
    room_type_name: room.room_type_name,
    short_description: room.short_description,
    brief_description: sanitizeHtml(room.brief_description),
    home_description: room.home_description,
    room_price: room.room_price,
    main_image: (room.main_image && roomImage(room.main_image)) || galleryImages[0] || "",
    gallery_images: galleryImages,
    room_features: parseStringList(room.room_features, { field: "room_features", id: room.id }),
    ...(room.photo_alts
      ? { image_alts: Object.fromEntries(Object.entries(room.photo_alts).map(([id, alt]) => [photoUrl(id), alt])) }
      : {}),
    ...hindiOf(room.id, room.hi),
    ...(room.occupancy ? { occupancy: room.occupancy } : {}),
    ...(room.facts ? { facts: room.facts } : {}),
  };
}

const filled = (text: string | null | undefined): text is string => typeof text === "string" && text.trim() !== "";

/**
 * The room's words in Hindi as guests get them (product-rules.md: Hindi, Untrusted HTML): only
 * those staff wrote, the description sanitized exactly as the English one and the features parsed
 * as theirs. None at all (the admin API has no Hindi) means no `hi`, and every page shows English.
 */
function hindiOf(id: number, hi: OriginRoomWordsInHindi | undefined): { hi?: RoomWordsInHindi } {
  if (!hi) return {};
  const words: RoomWordsInHindi = {};
  if (filled(hi.name)) words.name = hi.name;
  if (filled(hi.short_description)) words.short_description = hi.short_description;
  const description = filled(hi.brief_description) ? sanitizeHtml(hi.brief_description) : "";
  if (description.trim() !== "") words.brief_description = description;
  const features = parseStringList(hi.room_features, { field: "room_features_hi", id });
  if (features.length > 0) words.room_features = features;
  return Object.keys(words).length > 0 ? { hi: words } : {};
}
