import type { Room } from "~/domain/api-types";

/**
 * Room and gallery media are 3:2 (product-rules.md: Images and illustrations): the size every room
 * <img> declares so nothing shifts.
 */
export const roomImageSize = { width: 1200, height: 800 } as const;

/** The pictures a room's lightbox shows: its gallery, else its main image alone. */
export function lightboxImages(room: Pick<Room, "main_image" | "gallery_images">): string[] {
  return room.gallery_images.length > 0 ? room.gallery_images : [room.main_image];
}
