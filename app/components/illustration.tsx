/**
 * An illustration or media image with its intrinsic size set, so nothing shifts (product-rules.md:
 * Images and illustrations).
 */
export interface ImageSource {
  src: string;
  width: number;
  height: number;
  alt: string;
}

interface IllustrationProps {
  image: ImageSource;
  className?: string;
  /** Above-the-fold images load eagerly with high priority; everything else is lazy. */
  priority?: boolean;
  /** Decorative images get an empty alt so screen readers skip them. */
  decorative?: boolean;
  sizes?: string;
}

export function Illustration({ image, className, priority, decorative, sizes }: IllustrationProps) {
  return (
    <img
      src={image.src}
      width={image.width}
      height={image.height}
      alt={decorative ? "" : image.alt}
      className={className}
      loading={priority ? "eager" : "lazy"}
      decoding={priority ? "sync" : "async"}
      fetchPriority={priority ? "high" : undefined}
      sizes={sizes}
    />
  );
}
