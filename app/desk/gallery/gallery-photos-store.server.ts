import { photoUrl } from "~/domain/photo-sources";
import type { StaffIdentity } from "~/desk/bookings/desk-services";
import type { DeskGallery, PhotoChange, PhotoOutcome } from "~/desk/photos/desk-photos";
import { mediaUrlFor } from "~/server/media-names.server";
import { originalKey, takePhoto } from "../photos/photo-intake.server";
import { removePhotoFiles } from "../photos/photo-removal.server";
import { bumpContentVersion } from "~/server/content-version.server";
import { cacheKey } from "~/server/cache-keys.server";
import { type AuditedRequest, alreadyDone, auditStatement } from "../bookings/desk-audit.server";
import { arrange } from "../photos/photo-order.server";

export const MAX_HEADING_LENGTH = 80;

interface GalleryPhotoRow {
  photo_id: string;
  alt: string;
  heading: string;
}

/**
 * The gallery's photos on the desk (product-rules.md: Photos and words): while it has none, guests see the
 * illustrations; from the first photo on, only photos, in the order staff give them.
 */
export function createGalleryPhotos(bindings: {
  db: D1Database;
  images: ImagesBinding;
  bucket: R2Bucket;
  kv: KVNamespace;
}) {
  const { db } = bindings;
  const audit = (request: AuditedRequest, action: string, before: unknown, after: unknown) =>
    auditStatement(db, request, { subject: "gallery", key: "gallery", action, before, after });

  const photos = async () => {
    const { results } = await db
      .prepare(
        "SELECT gp.photo_id, p.alt, gp.heading FROM gallery_photos AS gp JOIN photos AS p ON p.id = gp.photo_id ORDER BY gp.position, gp.id",
      )
      .all<GalleryPhotoRow>();
    return results;
  };

  async function refresh() {
    await bindings.kv.delete(cacheKey("embedded", "gallery"));
    await bumpContentVersion(bindings.kv);
  }

  return {
    async gallery(): Promise<DeskGallery> {
      const own = await photos();
      if (own.length > 0) {
        return {
          hasPhotos: true,
          pictures: own.map((photo) => ({ photoId: photo.photo_id, url: photoUrl(photo.photo_id), alt: photo.alt, heading: photo.heading })),
        };
      }
      const { results } = await db
        .prepare("SELECT source, alt_name, heading FROM gallery ORDER BY sort_order, id")
        .all<{ source: string; alt_name: string; heading: string }>();
      return {
        hasPhotos: false,
        pictures: results.flatMap((item) => {
          const url = mediaUrlFor("gallery", item.source);
          return url ? [{ photoId: null, url, alt: item.alt_name, heading: item.heading }] : [];
        }),
      };
    },

    async addGalleryPhoto(request: {
      file: File | null;
      alt: string;
      heading: string;
      requestKey: string;
      staff: StaffIdentity;
      now: Date;
    }): Promise<PhotoOutcome> {
      if (await alreadyDone(db, request.requestKey)) return { ok: true, replayed: true };
      const heading = request.heading.trim().replace(/\s+/g, " ");
      if (heading.length === 0) return { ok: false, status: 400, field: "heading", message: "Give the photo a heading, for example “The pool at dusk”." };
      if (heading.length > MAX_HEADING_LENGTH) {
        return { ok: false, status: 400, field: "heading", message: `Keep the heading under ${MAX_HEADING_LENGTH} characters.` };
      }
      const taken = await takePhoto(bindings, { file: request.file, alt: request.alt, staffEmail: request.staff.email, now: request.now });
      if (!taken.ok) return taken;
      try {
        await db.batch([
          db
            .prepare("INSERT INTO gallery_photos (photo_id, heading, position) VALUES (?, ?, (SELECT COALESCE(MAX(position), 0) + 1 FROM gallery_photos))")
            .bind(taken.photo.id, heading),
          audit(request, "photo_added", null, { photo: taken.photo.id, alt: taken.photo.alt, heading }),
        ]);
      } catch (error) {
        // The same form twice at once: the first one's photo stands; this copy goes.
        await bindings.bucket.delete(originalKey(taken.photo.id));
        await db.prepare("DELETE FROM photos WHERE id = ?").bind(taken.photo.id).run();
        if (await alreadyDone(db, request.requestKey)) return { ok: true, replayed: true };
        throw error;
      }
      await refresh();
      return { ok: true, replayed: false };
    },

    async changeGalleryPhoto(request: {
      photoId: string;
      change: Exclude<PhotoChange, "main">;
      requestKey: string;
      staff: StaffIdentity;
      now: Date;
    }): Promise<PhotoOutcome> {
      if (await alreadyDone(db, request.requestKey)) return { ok: true, replayed: true };
      const order = (await photos()).map((photo) => photo.photo_id);
      const index = order.indexOf(request.photoId);
      if (index === -1) return { ok: false, status: 404, message: "That photo is no longer in the gallery." };
      const next = arrange(order, index, request.change);
      const statements = [
        ...(request.change === "remove"
          ? [
              db.prepare("DELETE FROM gallery_photos WHERE photo_id = ?").bind(request.photoId),
              db.prepare("DELETE FROM photos WHERE id = ?").bind(request.photoId),
            ]
          : []),
        ...next.map((photoId, position) =>
          db.prepare("UPDATE gallery_photos SET position = ? WHERE photo_id = ?").bind(position + 1, photoId),
        ),
        audit(request, `photo_${request.change}`, { photo: request.photoId, order }, { photo: request.photoId, order: next }),
      ];
      await db.batch(statements);
      if (request.change === "remove") await removePhotoFiles(bindings.bucket, request.photoId);
      await refresh();
      return { ok: true, replayed: false };
    },
  };
}
