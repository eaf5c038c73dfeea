import { useState } from "react";
import { MediaImage } from "~/components/media-image";
import { Icon } from "~/components/icon";
import { Modal } from "~/components/modal";
import { useSwipe } from "~/components/use-swipe";
import { fill, useWords } from "~/i18n/words";
import { roomImageSize } from "./room-images";

interface RoomLightboxProps {
  /** The room type's name in the page's language. */
  roomTypeName: string;
  images: string[];
  /** The alt text staff wrote for the room's photos, by URL. */
  alts?: Record<string, string>;
  onClose: () => void;
}

/**
 * Dialogs (product-rules.md): the listing's image opens the room's pictures in the shared dialog,
 * one at a time; a sideways swipe on the picture steps too, and on a phone it fills the screen.
 */
export function RoomLightbox({ roomTypeName, images, alts, onClose }: RoomLightboxProps) {
  const words = useWords("roomCard").lightbox;
  const [index, setIndex] = useState(0);
  const count = images.length;
  const step = (delta: number) => setIndex((current) => (current + delta + count) % count);
  const swipe = useSwipe(step);
  return (
    <Modal open onClose={onClose} title={fill(words.title, { type: roomTypeName })} size="xl" fullScreenOnPhones>
      <figure
        className="flex h-full flex-col"
        onKeyDown={(event) => {
          if (event.key === "ArrowLeft") step(-1);
          if (event.key === "ArrowRight") step(1);
        }}
      >
        <MediaImage
          src={images[index]}
          sizes="100vw"
          width={roomImageSize.width}
          height={roomImageSize.height}
          alt={alts?.[images[index]] ?? fill(words.photoAlt, { type: roomTypeName, n: index + 1, count })}
          draggable={false}
          {...swipe}
          className="h-auto max-h-[70vh] w-full touch-pan-y select-none rounded-md bg-sand-100 object-contain max-md:(min-h-0 max-h-none flex-1)"
        />
        {count > 1 ? (
          <figcaption className="mt-4 flex items-center justify-between gap-4">
            <button type="button" className="btn-secondary px-4" onClick={() => step(-1)}>
              <Icon name="chevron-left" />
              {words.previous}
            </button>
            <span aria-live="polite" className="text-sm text-ink-700">
              {fill(words.photoOf, { n: index + 1, count })}
            </span>
            <button type="button" className="btn-secondary px-4" onClick={() => step(1)}>
              {words.next}
              <Icon name="chevron-right" />
            </button>
          </figcaption>
        ) : null}
      </figure>
    </Modal>
  );
}
