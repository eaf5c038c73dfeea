import { data } from "react-router";
import { type AppServices, OriginUnavailableError } from "~/services/app-services";
import type { GalleryState } from "./gallery-view";

/**
 * The gallery's photos from the gallery service. When the origin is down and nothing is cached
 * (product-rules.md: Read cache) the page says so honestly, answering 503 with Retry-After so
 * crawlers come back later.
 */
export async function loadGallery(gallery: AppServices["gallery"]) {
  try {
    const items = await gallery.list();
    return { status: "ready", items } satisfies GalleryState;
  } catch (error) {
    if (error instanceof OriginUnavailableError) {
      return data({ status: "unavailable" } satisfies GalleryState, { status: 503, headers: { "Retry-After": "300" } });
    }
    throw error;
  }
}
