/**
 * The hotel's own photos (product-rules.md: Photos and words), as the browser loads them: never the original,
 * always a copy the Worker resized (app/desk/photos/photo-variants.server.ts), cropped to the 3:2 frame every
 * room and gallery picture has, at these widths, as AVIF or WebP with a JPEG fallback.
 */
export const PHOTO_WIDTHS = [480, 960, 1600] as const;
export type PhotoWidth = (typeof PHOTO_WIDTHS)[number];
export const PHOTO_FORMATS = { avif: "image/avif", webp: "image/webp", jpg: "image/jpeg" } as const;
export type PhotoExtension = keyof typeof PHOTO_FORMATS;

/** 3:2, like the illustrations a photo replaces, so swapping one for the other moves nothing. */
export const PHOTO_ASPECT = { width: 3, height: 2 } as const;

/** Photo ids are 16 random lowercase hex digits (app/desk/photos/photo-intake.server.ts). */
const PHOTO_ID = /^[0-9a-f]{16}$/;
const VARIANT = /^\/media\/photos\/([0-9a-f]{16})-(\d+)\.(avif|webp|jpg)$/;

export function isPhotoId(value: string): boolean {
  return PHOTO_ID.test(value);
}

export function photoVariantPath(id: string, width: PhotoWidth, extension: PhotoExtension): string {
  return `/media/photos/${id}-${width}.${extension}`;
}

/** The URL a room or gallery item carries for a photo: its mid-size JPEG, which every browser shows. */
export function photoUrl(id: string): string {
  return photoVariantPath(id, 960, "jpg");
}

/** The photo, width and format a variant URL names, or null for any other URL. */
export function parsePhotoVariant(path: string): { id: string; width: PhotoWidth; extension: PhotoExtension } | null {
  const match = VARIANT.exec(path);
  if (!match) return null;
  const width = PHOTO_WIDTHS.find((w) => w === Number(match[2]));
  if (width === undefined) return null;
  return { id: match[1], width, extension: match[3] as PhotoExtension };
}

export interface PhotoSourceSet {
  type: string;
  srcSet: string;
}

/**
 * The `<source>` sets for an image URL that is one of our photos, best format first; null for an
 * illustration or any other image, which is shown as it is.
 */
export function photoSourceSets(url: string): PhotoSourceSet[] | null {
  const variant = parsePhotoVariant(url);
  if (!variant) return null;
  return (["avif", "webp"] as const).map((extension) => ({
    type: PHOTO_FORMATS[extension],
    srcSet: PHOTO_WIDTHS.map((width) => `${photoVariantPath(variant.id, width, extension)} ${width}w`).join(", "),
  }));
}

/** The JPEG widths, for the `<img>` itself: browsers without AVIF or WebP still choose a size. */
export function photoJpegSrcSet(url: string): string | null {
  const variant = parsePhotoVariant(url);
  if (!variant) return null;
  return PHOTO_WIDTHS.map((width) => `${photoVariantPath(variant.id, width, "jpg")} ${width}w`).join(", ");
}
