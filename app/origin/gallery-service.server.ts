import type { GalleryItem } from "~/domain/api-types";
import { mediaUrlFor } from "../server/media-names.server";
import type { OriginGalleryItem, ReadOrigin } from "./origin.server";
import type { ReadCache } from "../server/kv-cache.server";
import type { AppServices } from "~/server/app-services";
import { cacheKey } from "../server/cache-keys.server";

/** The gallery through the read cache (product-rules.md: Read cache). */
export function createGalleryService(origin: ReadOrigin, cache: ReadCache): AppServices["gallery"] {
  return {
    async list() {
      const items = await cache.read(cacheKey(origin.mode, "gallery"), async () =>
        normaliseGallery(await origin.listGallery(), origin.adminBaseUrl),
      );
      return items ?? [];
    },
  };
}

/**
 * Sources become /media/gallery/{file} (the browser never sees the admin host; product-rules.md:
 * Browser talks only to the Worker). An item whose image cannot be served that way is left out and
 * logged rather than shown broken.
 */
export function normaliseGallery(items: OriginGalleryItem[], adminBaseUrl?: string): GalleryItem[] {
  return items.flatMap((item) => {
    const source = mediaUrlFor("gallery", item.source, adminBaseUrl);
    if (source === null) {
      console.warn(JSON.stringify({ event: "unusable_gallery_image", galleryId: item.id, source: item.source.slice(0, 120) }));
      return [];
    }
    return [{ id: item.id, source, alt_name: item.alt_name, heading: item.heading }];
  });
}
