/**
 * Room and gallery images reach the browser only as our own `/media/{kind}/{file}` URLs
 * (product-rules.md: Browser talks only to the Worker, Images and illustrations): the admin host's
 * name never leaves the Worker. Upstream, `/media/{kind}/{file}` is fetched from
 * `{ADMIN_API_URL}/assets/images/{kind}/{file}` (the admin API's contract for rooms; the same
 * layout is assumed for the gallery); embedded, the files are bundled under public/media/{kind}/.
 */
import { isPhotoId, photoUrl } from "~/domain/photo-sources";

export type MediaKind = "rooms" | "gallery";

/** How our own database names a staff photo in an image field (embedded mode only). */
export const PHOTO_REFERENCE_PREFIX = "photo:";

/** A plain image file name: no path, no traversal, a known image extension. */
const SAFE_NAME = /^[A-Za-z0-9_][A-Za-z0-9_ .()-]{0,199}$/;
const IMAGE_EXTENSION = /\.(?:avif|gif|jpe?g|png|svg|webp)$/i;

export function isSafeMediaName(name: string): boolean {
  return SAFE_NAME.test(name) && IMAGE_EXTENSION.test(name) && !name.includes("..");
}

export function mediaPath(kind: MediaKind, file: string): string {
  return `/media/${kind}/${encodeURIComponent(file)}`;
}

/**
 * Our URL for an image the origin names by a bare file name, by `/assets/images/{kind}/{file}`, or
 * by a full URL on the admin host with that path; embedded, for a staff photo named `photo:<id>`. Anything else (another host, another folder, an
 * unsafe name) gives null: we cannot serve it without showing the browser a foreign host.
 */
export function mediaUrlFor(kind: MediaKind, reference: string, adminBaseUrl?: string): string | null {
  const value = reference.trim();
  if (value.startsWith(PHOTO_REFERENCE_PREFIX)) {
    // Only our own database names photos; an admin API's image with such a name is not one of them.
    const id = value.slice(PHOTO_REFERENCE_PREFIX.length);
    return adminBaseUrl === undefined && isPhotoId(id) ? photoUrl(id) : null;
  }
  if (isSafeMediaName(value)) return mediaPath(kind, value);
  let url: URL;
  try {
    url = new URL(value, "http://origin.invalid/");
  } catch {
    return null;
  }
  const sameHost = url.host === "origin.invalid" || (adminBaseUrl !== undefined && url.host === new URL(adminBaseUrl).host);
  const prefix = `/assets/images/${kind}/`;
  if (!sameHost || !url.pathname.startsWith(prefix)) return null;
  const file = safeDecode(url.pathname.slice(prefix.length));
  return file !== null && isSafeMediaName(file) ? mediaPath(kind, file) : null;
}

function safeDecode(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}
