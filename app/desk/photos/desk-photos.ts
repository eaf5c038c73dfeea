/** One picture of a room as the desk shows it: a photo staff uploaded, or the illustration it replaces. */
export interface DeskRoomPicture {
  /** The photo's id; null for an illustration. */
  photoId: string | null;
  url: string;
  alt: string;
  isMain: boolean;
}

export interface DeskRoomPhotos {
  room: { id: number; name: string; roomTypeName: string };
  /** The room's photos in the order guests see them; the illustrations when it has none yet. */
  pictures: DeskRoomPicture[];
  /** Whether the pictures are photos (true) or the site's illustrations, shown until the first photo. */
  hasPhotos: boolean;
}

export interface DeskRoomSummary {
  id: number;
  name: string;
  roomTypeName: string;
  photoCount: number;
  mainUrl: string;
}

export type PhotoChange = "main" | "up" | "down" | "remove";

/** One picture of the gallery as the desk shows it: a photo, or the illustration shown until the first. */
export interface DeskGalleryPicture {
  photoId: string | null;
  url: string;
  alt: string;
  heading: string;
}

export interface DeskGallery {
  pictures: DeskGalleryPicture[];
  hasPhotos: boolean;
}

export type PhotoOutcome =
  | { ok: true; replayed: boolean }
  | { ok: false; status: 400 | 404 | 409 | 413 | 415; field?: "photo" | "alt" | "heading"; message: string };
