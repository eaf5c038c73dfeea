import type { ImageSource } from "../content/content-types";
import { rasterSrcSet } from "./illustration-rasters";

interface IllustrationProps {
  image: ImageSource;
  className?: string;
  /** Above-the-fold images load eagerly with high priority; everything else is lazy. */
  priority?: boolean;
  /** Decorative images get an empty alt so screen readers skip them. */
  decorative?: boolean;
  /** How wide the image is drawn, for choosing among its copies; defaults to the screen's width. */
  sizes?: string;
}

export function Illustration({ image, className, priority, decorative, sizes }: IllustrationProps) {
  // The first screen's picture comes as a WebP the browser decodes off the main thread; the SVG
  // stays the fallback and the source of every later, lazily loaded picture.
  const rasters = priority ? rasterSrcSet(image.src) : null;
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
      <source type="image/webp" srcSet={rasters} sizes={sizes ?? "100vw"} />
      {img}
    </picture>
  );
}
