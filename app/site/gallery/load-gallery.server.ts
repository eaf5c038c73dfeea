import { data } from "react-router";
import type { Lang } from "~/i18n/lang";
import { type AppServices, OriginUnavailableError } from "~/server/app-services";
import { galleryItemInHindi } from "./gallery-in-lang";
import { seedGalleryHi } from "./gallery-seed.hi";
import type { GalleryState } from "./gallery-view";

/**
 * The gallery's photos from the gallery service, for a page in `lang` (on a Hindi page the hotel's
 * own illustrations are named in Hindi; product-rules.md: Hindi). When the origin is down and
 * nothing is cached (product-rules.md: Read cache) the page says so honestly, answering 503 with
 * Retry-After so crawlers come back later.
 */
export async function loadGallery(gallery: AppServices["gallery"], lang: Lang = "en") {
  try {
    const listed = await gallery.list();
    const items = lang === "hi" ? listed.map((item) => galleryItemInHindi(item, seedGalleryHi)) : listed;
    return { status: "ready", items } satisfies GalleryState;
  } catch (error) {
    if (error instanceof OriginUnavailableError) {
      return data({ status: "unavailable" } satisfies GalleryState, { status: 503, headers: { "Retry-After": "300" } });
    }
    throw error;
  }
}
