import { sniffPhotoType } from "./photo-type.server";

/** What staff may upload (product-rules.md: Photos and words). */
export const MAX_PHOTO_BYTES = 15 * 1024 * 1024;
export const MAX_ALT_LENGTH = 300;
/** Narrower photos would be blown up on a desktop's hero; a phone's camera gives four times this. */
export const MIN_PHOTO_WIDTH = 800;
/** The kept original is at most this wide: enough for every copy a guest downloads, at a fifth of a camera's size. */
const MASTER_WIDTH = 2560;

export interface StoredPhoto {
  id: string;
  alt: string;
  width: number;
  height: number;
  bytes: number;
}

export type PhotoIntake =
  | { ok: true; photo: StoredPhoto }
  | { ok: false; status: 400 | 413 | 415; field: "photo" | "alt"; message: string };

export const originalKey = (id: string) => `originals/${id}.webp`;

const refuse = (field: "photo" | "alt", message: string, status: 400 | 413 | 415 = 400): PhotoIntake => ({
  ok: false,
  status,
  field,
  message,
});
const streamOf = (bytes: Uint8Array<ArrayBuffer>) => new Blob([bytes]).stream();

/**
 * Checks a photo from the desk and keeps it: the type from its bytes, its size, a description for
 * guests who cannot see it. What is kept is a re-encoded copy, never the file as uploaded: the
 * Images service writes no location, camera or other metadata into its output, and turns the
 * picture upright as the camera's orientation flag said.
 */
export async function takePhoto(
  bindings: { images: ImagesBinding; bucket: R2Bucket; db: D1Database },
  upload: { file: File | null; alt: string; staffEmail: string; now: Date },
): Promise<PhotoIntake> {
  const alt = upload.alt.trim().replace(/\s+/g, " ");
  if (!upload.file || upload.file.size === 0) return refuse("photo", "Choose a photo to add.");
  if (upload.file.size > MAX_PHOTO_BYTES) {
    return refuse("photo", `This photo is ${megabytes(upload.file.size)} MB; the limit is 15 MB. Please choose a smaller one.`, 413);
  }
  if (alt.length === 0) return refuse("alt", "Describe the photo for guests who cannot see it (alt text).");
  if (alt.length > MAX_ALT_LENGTH) return refuse("alt", `Keep the alt text under ${MAX_ALT_LENGTH} characters.`);

  const bytes = new Uint8Array(await upload.file.arrayBuffer());
  if (!sniffPhotoType(bytes)) {
    return refuse(
      "photo",
      "This file is not a JPEG, PNG, WebP or AVIF photo. On an iPhone, choose “Most Compatible” in Settings → Camera → Formats, or share the photo as JPEG.",
      415,
    );
  }
  let master: Uint8Array<ArrayBuffer>;
  let size: { width: number; height: number };
  try {
    const info = await bindings.images.info(streamOf(bytes));
    if (!("width" in info)) return refuse("photo", "This file is not a photo.");
    const result = await bindings.images
      .input(streamOf(bytes))
      .transform({ width: Math.min(info.width, MASTER_WIDTH) })
      .output({ format: "image/webp", quality: 90 });
    master = new Uint8Array(await result.response().arrayBuffer());
    const kept = await bindings.images.info(streamOf(master));
    if (!("width" in kept)) throw new Error("the re-encoded photo has no size");
    size = { width: kept.width, height: kept.height };
  } catch (error) {
    console.warn(JSON.stringify({ event: "photo_unreadable", error: error instanceof Error ? error.message : String(error) }));
    return refuse("photo", "We could not read this photo; it may be damaged. Please try another.");
  }
  if (size.width < MIN_PHOTO_WIDTH) {
    return refuse("photo", `This photo is ${size.width} pixels wide; please choose one at least ${MIN_PHOTO_WIDTH} pixels wide.`);
  }

  const id = randomPhotoId();
  await bindings.bucket.put(originalKey(id), master, { httpMetadata: { contentType: "image/webp" } });
  await bindings.db
    .prepare("INSERT INTO photos (id, alt, width, height, bytes, uploaded_by, uploaded_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)")
    .bind(id, alt, size.width, size.height, master.byteLength, upload.staffEmail, upload.now.toISOString())
    .run();
  return { ok: true, photo: { id, alt, width: size.width, height: size.height, bytes: master.byteLength } };
}

function randomPhotoId(): string {
  return [...crypto.getRandomValues(new Uint8Array(8))].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

const megabytes = (bytes: number) => (bytes / (1024 * 1024)).toFixed(1);
