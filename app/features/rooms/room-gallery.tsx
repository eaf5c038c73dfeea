import { Carousel } from "~/components/carousel";
import { carousels } from "~/content/carousels";
import { roomImageSize } from "./room-images";

interface RoomGalleryProps {
  roomTypeName: string;
  images: string[];
  mainImage: string;
}

const imageClass = "h-[260px] w-full rounded-lg bg-sand-100 object-cover sm:h-[380px] md:h-[500px]";

/**
 * The room's pictures, as on the original site: moving on their own, looping, with arrows,
 * clickable dots and a pause button (product-rules.md: Carousels). No gallery (an invalid list,
 * product-rules.md: Untrusted HTML) means no carousel: the main image stands alone. 500 px tall
 * from tablets up; shorter on phones so the whole room stays in view.
 */
export function RoomGallery({ roomTypeName, images, mainImage }: RoomGalleryProps) {
  if (images.length === 0) {
    return mainImage ? (
      <img
        src={mainImage}
        width={roomImageSize.width}
        height={roomImageSize.height}
        alt={roomTypeName}
        fetchPriority="high"
        className={imageClass}
      />
    ) : null;
  }
  return (
    <Carousel
      label={`${roomTypeName} photos`}
      {...carousels.roomGallery}
      slides={images.map((src, index) => (
        <img
          key={src}
          src={src}
          width={roomImageSize.width}
          height={roomImageSize.height}
          alt={`${roomTypeName}, view ${index + 1} of ${images.length}`}
          loading={index === 0 ? "eager" : "lazy"}
          fetchPriority={index === 0 ? "high" : undefined}
          decoding="async"
          className={imageClass}
        />
      ))}
    />
  );
}
