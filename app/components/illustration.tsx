import type { ImageSource } from "../content/content-types";
import { rasterSrcSet } from "./illustration-rasters";

interface IllustrationProps {
  image: ImageSource;
  className?: string;
  /** Above-the-fold images load eagerly with high priority; everything else is lazy. */
  priority?: boolean;
  /** Decorative images get an empty alt so screen readers skip them. */
  decorative?: boolean;
  /**
   * How wide the image is drawn, for choosing among its copies: the screen's width for a first-screen
   * picture, otherwise half the screen from tablets up (cards sit two or more to a row) unless told.
   */
  sizes?: string;
}

export function Illustration({ image, className, priority, decorative, sizes }: IllustrationProps) {
  // Every illustration comes as a WebP the browser decodes off the main thread
  // (illustration-rasters.ts says why); the SVG stays the fallback and the image's address.
  const rasters = rasterSrcSet(image.src);
  const img = (
    <img
      src={image.src}
      width={image.width}
      height={image.height}
      alt={decorative ? "" : image.alt}
      className={className}
      loading={priority ? "eager" : "lazy"}
      decoding={priority ? "sync" : "async"}
      fetchPriority={priority ? "high" : undefined}
      sizes={rasters ? undefined : sizes}
    />
  );
  if (!rasters) return img;
  return (
    <picture>
      <source type="image/webp" srcSet={rasters} sizes={sizes ?? (priority ? "100vw" : "(min-width: 768px) 50vw, 100vw")} />
      {img}
    </picture>
  );
}
