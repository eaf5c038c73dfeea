import type { ComponentPropsWithoutRef } from "react";
import { photoJpegSrcSet, photoSourceSets } from "~/domain/photo-sources";

type MediaImageProps = Omit<ComponentPropsWithoutRef<"img">, "srcSet" | "src" | "alt"> & {
  src: string;
  alt: string;
  /** How wide the image is drawn, so the browser picks the smallest copy of a photo that fills it. */
  sizes: string;
};

/**
 * A room or gallery image: one of the hotel's photos as a `<picture>` of its resized copies (AVIF,
 * WebP, then JPEG, each at three widths), or an illustration as it is (product-rules.md: Photos and words).
 */
export function MediaImage({ src, alt, sizes, ...image }: MediaImageProps) {
  const sources = photoSourceSets(src);
  if (!sources) return <img src={src} alt={alt} {...image} />;
  return (
    <picture>
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      <img src={src} alt={alt} srcSet={photoJpegSrcSet(src) ?? undefined} sizes={sizes} {...image} />
    </picture>
  );
}
