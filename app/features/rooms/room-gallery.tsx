import { Carousel } from "~/components/carousel";
import { roomImageSize } from "./room-images";

interface RoomGalleryProps {
  roomTypeName: string;
  images: string[];
  mainImage: string;
}

const imageClass = "h-[260px] w-full rounded-lg bg-sand-100 object-cover sm:h-[380px] md:h-[500px]";

/**
 * The room's pictures, as on the original site: autoplay every 2500 ms, looping, with arrows,
 * clickable dots and a pause button (product-rules.md: Accessibility). No gallery (an invalid list,
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
      autoplayMs={2500}
      loop
      arrows
      dots
      pauseOnHover
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
