import type { GalleryItem } from "~/domain/api-types";

/** A language's words for the hotel's own gallery illustrations, by file (gallery-seed.hi.ts). */
export type SeedGalleryWords = Readonly<Record<string, { heading: string; hi: { heading: string; alt: string } }>>;

const SEED_PREFIX = "/media/gallery/";

/**
 * A gallery photo as a Hindi page shows it: one of the hotel's own illustrations, still under the
 * heading it was seeded with, takes its Hindi heading and alt text; anything else (a photo staff
 * added, a heading they changed, the hotel system's own photos) stays as written.
 */
export function galleryItemInHindi(item: GalleryItem, seed: SeedGalleryWords): GalleryItem {
  if (!item.source.startsWith(SEED_PREFIX)) return item;
  const known = seed[item.source.slice(SEED_PREFIX.length)];
  if (!known || known.heading !== item.heading) return item;
  return { ...item, heading: known.hi.heading, alt_name: known.hi.alt };
}
