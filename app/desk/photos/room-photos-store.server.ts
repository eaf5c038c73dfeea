import { photoUrl } from "~/domain/photo-sources";
import type { StaffIdentity } from "~/desk/bookings/desk-services";
import type { DeskRoomPhotos, DeskRoomPicture, DeskRoomSummary, PhotoChange, PhotoOutcome } from "~/desk/photos/desk-photos";
import { mediaUrlFor } from "~/server/media-names.server";
import { originalKey, takePhoto } from "./photo-intake.server";
import { removePhotoFiles } from "./photo-removal.server";
import { bumpContentVersion } from "~/server/content-version.server";
import { parseStringList } from "~/server/parse-string-list.server";
import { cacheKey } from "~/server/cache-keys.server";
import { type AuditedRequest, alreadyDone, auditStatement } from "../bookings/desk-audit.server";
import { createGalleryPhotos } from "../gallery/gallery-photos-store.server";
import { arrange } from "./photo-order.server";

interface RoomRow {
  id: number;
  name: string;
  room_type_name: string;
  main_image: string;
  gallery_images: string;
}

/** Who sent a desk form about a room's photos, when, and the form's one-time key. */
export interface PhotoFormRequest {
  requestKey: string;
  staff: StaffIdentity;
  now: Date;
}

interface RoomPhotoRow {
  photo_id: string;
  alt: string;
  is_main: number;
  position: number;
}

/**
 * The rooms' photos on the desk (product-rules.md: Photos and words). A room with photos shows only its
 * photos, main one first on cards; a room without shows its illustrations. Every change writes an
 * audit row (once per form, by its key), drops the room from the read cache and bumps the content
 * version, so the site shows it within the minute. With the gallery's photos, this is the desk's
 * photo work: embedded mode only, where the rooms are ours.
 */
export function createDeskPhotos(bindings: {
  db: D1Database;
  images: ImagesBinding;
  bucket: R2Bucket;
  kv: KVNamespace;
}) {
  const { db } = bindings;
  const gallery = createGalleryPhotos(bindings);

  const roomRow = (roomId: number) =>
    db.prepare("SELECT id, name, room_type_name, main_image, gallery_images FROM rooms WHERE id = ?").bind(roomId).first<RoomRow>();

  const photosOf = async (roomId: number) => {
    const { results } = await db
      .prepare(
        `SELECT rp.photo_id, p.alt, rp.is_main, rp.position FROM room_photos AS rp JOIN photos AS p ON p.id = rp.photo_id
         WHERE rp.room_id = ? ORDER BY rp.position`,
      )
      .bind(roomId)
      .all<RoomPhotoRow>();
    return results;
  };

  const replayed = (requestKey: string) => alreadyDone(db, requestKey);
  const audit = (request: AuditedRequest, roomId: number, action: string, before: unknown, after: unknown) =>
    auditStatement(db, request, { subject: "room", key: String(roomId), action, before, after });

  async function refreshRoom(roomId: number) {
    await Promise.all([
      bindings.kv.delete(cacheKey("embedded", "rooms")),
      bindings.kv.delete(cacheKey("embedded", "room", roomId)),
    ]);
    await bumpContentVersion(bindings.kv);
  }

  return {
    ...gallery,
    async rooms(): Promise<DeskRoomSummary[]> {
      const { results } = await db
        .prepare(
          `SELECT r.id, r.name, r.room_type_name, r.main_image,
             (SELECT count(*) FROM room_photos WHERE room_id = r.id) AS photo_count,
             (SELECT photo_id FROM room_photos WHERE room_id = r.id AND is_main = 1) AS main_photo
           FROM rooms AS r ORDER BY r.sort_order, r.id`,
        )
        .all<RoomRow & { photo_count: number; main_photo: string | null }>();
      return results.map((room) => ({
        id: room.id,
        name: room.name,
        roomTypeName: room.room_type_name,
        photoCount: room.photo_count,
        mainUrl: room.main_photo ? photoUrl(room.main_photo) : (mediaUrlFor("rooms", room.main_image) ?? ""),
      }));
    },

    async roomPhotos(roomId: number): Promise<DeskRoomPhotos | null> {
      const room = await roomRow(roomId);
      if (!room) return null;
      const photos = await photosOf(roomId);
      const summary = { id: room.id, name: room.name, roomTypeName: room.room_type_name };
      if (photos.length > 0) {
        const pictures: DeskRoomPicture[] = photos.map((photo) => ({
          photoId: photo.photo_id,
          url: photoUrl(photo.photo_id),
          alt: photo.alt,
          isMain: photo.is_main === 1,
        }));
        return { room: summary, pictures, hasPhotos: true };
      }
      const files = parseStringList(room.gallery_images, { field: "gallery_images", id: room.id });
      const urls = [room.main_image, ...files.filter((file) => file !== room.main_image)]
        .map((file) => mediaUrlFor("rooms", file))
        .filter((url) => url !== null);
      const pictures = urls.map((url, index) => ({
        photoId: null,
        url,
        alt: `${room.room_type_name}, illustration ${index + 1} of ${urls.length}`,
        isMain: index === 0,
      }));
      return { room: summary, pictures, hasPhotos: false };
    },

    async addRoomPhoto(request: PhotoFormRequest & { roomId: number; file: File | null; alt: string }): Promise<PhotoOutcome> {
      if (await replayed(request.requestKey)) return { ok: true, replayed: true };
      if (!(await roomRow(request.roomId))) return { ok: false, status: 404, message: "There is no such room." };
      const taken = await takePhoto(bindings, {
        file: request.file,
        alt: request.alt,
        staffEmail: request.staff.email,
        now: request.now,
      });
      if (!taken.ok) return taken;
      const existing = await photosOf(request.roomId);
      const position = existing.reduce((last, photo) => Math.max(last, photo.position), 0) + 1;
      try {
        await db.batch([
          db
            .prepare("INSERT INTO room_photos (room_id, photo_id, position, is_main) VALUES (?, ?, ?, ?)")
            .bind(request.roomId, taken.photo.id, position, existing.length === 0 ? 1 : 0),
          audit(request, request.roomId, "photo_added", null, { photo: taken.photo.id, alt: taken.photo.alt }),
        ]);
      } catch (error) {
        // The same form twice at once: the first one's photo stands; this copy goes.
        await bindings.bucket.delete(originalKey(taken.photo.id));
        await db.prepare("DELETE FROM photos WHERE id = ?").bind(taken.photo.id).run();
        if (await replayed(request.requestKey)) return { ok: true, replayed: true };
        throw error;
      }
      await refreshRoom(request.roomId);
      return { ok: true, replayed: false };
    },

    async changeRoomPhoto(request: PhotoFormRequest & { roomId: number; photoId: string; change: PhotoChange }): Promise<PhotoOutcome> {
      if (await replayed(request.requestKey)) return { ok: true, replayed: true };
      const photos = await photosOf(request.roomId);
      const index = photos.findIndex((photo) => photo.photo_id === request.photoId);
      if (index === -1) return { ok: false, status: 404, message: "That photo is no longer in this room." };
      const order = arrange(photos.map((photo) => photo.photo_id), index, request.change);
      const main = request.change === "main" ? request.photoId : (photos.find((photo) => photo.is_main === 1 && order.includes(photo.photo_id))?.photo_id ?? order[0]);
      const statements = [
        // Nobody is main for a moment: the room allows one main photo at a time.
        db.prepare("UPDATE room_photos SET is_main = 0 WHERE room_id = ?").bind(request.roomId),
        ...order.map((photoId, position) =>
          db
            .prepare("UPDATE room_photos SET position = ?, is_main = ? WHERE room_id = ? AND photo_id = ?")
            .bind(position + 1, photoId === main ? 1 : 0, request.roomId, photoId),
        ),
        audit(request, request.roomId, `photo_${request.change}`, { photo: request.photoId, order: photos.map((p) => p.photo_id) }, { photo: request.photoId, order }),
      ];
      if (request.change === "remove") {
        statements.unshift(
          db.prepare("DELETE FROM room_photos WHERE room_id = ? AND photo_id = ?").bind(request.roomId, request.photoId),
          db.prepare("DELETE FROM photos WHERE id = ?").bind(request.photoId),
        );
      }
      await db.batch(statements);
      if (request.change === "remove") await removePhotoFiles(bindings.bucket, request.photoId);
      await refreshRoom(request.roomId);
      return { ok: true, replayed: false };
    },
  };
}
