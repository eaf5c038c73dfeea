import type { ComponentProps } from "react";
import { MediaImage } from "~/components/media-image";
import type { GalleryItem } from "~/domain/api-types";
import { galleryImageSize } from "./gallery-image-size";

type GalleryPhotoProps = { item: GalleryItem } & Omit<ComponentProps<typeof MediaImage>, "src" | "alt" | "width" | "height">;

/** A gallery item's photo with its alt text at the gallery's size; the grid and the lightbox say how it is drawn. */
export function GalleryPhoto({ item, ...drawn }: GalleryPhotoProps) {
  return <MediaImage src={item.source} alt={item.alt_name} width={galleryImageSize.width} height={galleryImageSize.height} {...drawn} />;
}
