import { useState } from "react";
import { Icon } from "~/components/icon";
import { Modal } from "~/components/modal";
import { roomImageSize } from "./room-images";

interface RoomLightboxProps {
  roomTypeName: string;
  images: string[];
  onClose: () => void;
}

/**
 * Dialogs (product-rules.md): the listing's image opens the room's pictures in the shared dialog,
 * one at a time.
 */
export function RoomLightbox({ roomTypeName, images, onClose }: RoomLightboxProps) {
  const [index, setIndex] = useState(0);
  const count = images.length;
  const step = (delta: number) => setIndex((current) => (current + delta + count) % count);
  return (
    <Modal open onClose={onClose} title={`${roomTypeName}: photos`} size="xl">
      <figure
        onKeyDown={(event) => {
          if (event.key === "ArrowLeft") step(-1);
          if (event.key === "ArrowRight") step(1);
        }}
      >
        <img
          src={images[index]}
          width={roomImageSize.width}
          height={roomImageSize.height}
          alt={`${roomTypeName}, view ${index + 1} of ${count}`}
          className="h-auto max-h-[70vh] w-full rounded-md bg-sand-100 object-contain"
        />
        {count > 1 ? (
          <figcaption className="mt-4 flex items-center justify-between gap-4">
            <button type="button" className="btn-secondary px-4" onClick={() => step(-1)}>
              <Icon name="chevron-left" />
              Previous
            </button>
            <span aria-live="polite" className="text-sm text-ink-700">
              Photo {index + 1} of {count}
            </span>
            <button type="button" className="btn-secondary px-4" onClick={() => step(1)}>
              Next
              <Icon name="chevron-right" />
            </button>
          </figcaption>
        ) : null}
      </figure>
    </Modal>
  );
}
