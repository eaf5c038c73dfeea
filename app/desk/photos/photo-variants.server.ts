import { PHOTO_ASPECT, PHOTO_FORMATS, parsePhotoVariant } from "~/domain/photo-sources";
import { originalKey } from "./photo-intake.server";

/** A photo's copies never change: a changed photo is a new photo with a new id. */
export const PHOTO_CACHE_CONTROL = "public, max-age=31536000, immutable";

export const variantPrefix = (id: string) => `variants/${id}/`;

/**
 * One resized copy of a staff photo (product-rules.md: Photos and words): made from the kept original with
 * the Images binding the first time it is asked for, kept in the bucket beside it, and served with
 * a year's immutable caching, so the edge and browsers ask again only for a new photo. Guests never
 * receive the original. Null when the URL names no photo we have.
 */
export async function photoVariant(bindings: { images: ImagesBinding; bucket: R2Bucket }, path: string): Promise<Response | null> {
  const variant = parsePhotoVariant(path);
  if (!variant) return null;
  const type = PHOTO_FORMATS[variant.extension];
  const key = `${variantPrefix(variant.id)}${variant.width}.${variant.extension}`;
  const headers = { "Content-Type": type, "Cache-Control": PHOTO_CACHE_CONTROL };
  const kept = await bindings.bucket.get(key);
  if (kept) return new Response(kept.body, { headers });

  const original = await bindings.bucket.get(originalKey(variant.id));
  if (!original) return null;
  const result = await bindings.images
    .input(original.body)
    // Cropped to the 3:2 frame of every room and gallery picture, so a photo fills the space an
    // illustration had without moving anything.
    .transform({ width: variant.width, height: Math.round((variant.width * PHOTO_ASPECT.height) / PHOTO_ASPECT.width), fit: "cover" })
    .output({ format: type, quality: variant.extension === "avif" ? 55 : 75 });
  const bytes = await result.response().arrayBuffer();
  await bindings.bucket.put(key, bytes, { httpMetadata: { contentType: type, cacheControl: PHOTO_CACHE_CONTROL } });
  return new Response(bytes, { headers });
}
