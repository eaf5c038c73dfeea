import { Carousel } from "~/components/carousel";
import { MediaImage } from "~/components/media-image";
import { carousels } from "~/content/carousels";
import { fill, useWords } from "~/i18n/words";
import { roomImageSize } from "./room-images";

interface RoomGalleryProps {
  /** The room type's name in the page's language. */
  roomTypeName: string;
  images: string[];
  mainImage: string;
  /** The alt text staff wrote for the room's photos, by URL. */
  alts?: Record<string, string>;
}

const imageClass = "h-[260px] w-full rounded-lg bg-sand-100 object-cover sm:h-[380px] md:h-[500px]";

/**
 * The room's pictures, as on the original site: moving on their own, looping, with arrows,
 * clickable dots and a pause button (product-rules.md: Carousels). No gallery (an invalid list,
 * product-rules.md: Untrusted HTML) means no carousel: the main image stands alone. 500 px tall
 * from tablets up; shorter on phones so the whole room stays in view.
 */
export function RoomGallery({ roomTypeName, images, mainImage, alts }: RoomGalleryProps) {
  const words = useWords("rooms").details;
  if (images.length === 0) {
    return mainImage ? (
      <MediaImage
        src={mainImage}
        sizes="100vw"
        width={roomImageSize.width}
        height={roomImageSize.height}
        alt={alts?.[mainImage] ?? roomTypeName}
        fetchPriority="high"
        className={imageClass}
      />
    ) : null;
  }
  return (
    <Carousel
      label={fill(words.galleryLabel, { type: roomTypeName })}
      {...carousels.roomGallery}
      slides={images.map((src, index) => (
        <MediaImage
          key={src}
          src={src}
          sizes="100vw"
          width={roomImageSize.width}
          height={roomImageSize.height}
          alt={alts?.[src] ?? fill(words.photoAlt, { type: roomTypeName, n: index + 1, count: images.length })}
          loading={index === 0 ? "eager" : "lazy"}
          fetchPriority={index === 0 ? "high" : undefined}
          decoding="async"
          className={imageClass}
        />
      ))}
    />
  );
}
