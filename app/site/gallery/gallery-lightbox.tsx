import { useEffect } from "react";
import { Icon } from "~/components/icon";
import { Modal } from "~/components/modal";
import { useSwipe } from "~/components/use-swipe";
import type { GalleryItem } from "~/domain/api-types";
import { fill } from "~/i18n/words";
import { GalleryPhoto } from "./gallery-photo";
import type { GalleryViewWords } from "./gallery-words";

interface GalleryLightboxProps {
  items: readonly GalleryItem[];
  /** Index of the open photo, or null when closed. */
  index: number | null;
  onChange: (index: number | null) => void;
  words: GalleryViewWords["lightbox"];
}

/**
 * The gallery's photo popup (as on the original site): the image with its heading. The close mark,
 * the backdrop and Escape close it (Modal); the arrow buttons, ← → keys and a sideways swipe on the
 * photo step through the photos. On a phone it fills the screen.
 */
export function GalleryLightbox({ items, index, onChange, words }: GalleryLightboxProps) {
  const item = index === null ? undefined : items[index];
  const count = items.length;
  const step = (delta: number) => {
    if (index !== null) onChange((index + delta + count) % count);
  };
  const swipe = useSwipe((direction) => {
    if (count > 1) step(direction);
  });

  useEffect(() => {
    if (index === null || count < 2) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "ArrowRight") onChange((index + 1) % count);
      if (event.key === "ArrowLeft") onChange((index - 1 + count) % count);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [index, count, onChange]);

  return (
    <Modal
      open={item !== undefined}
      onClose={() => onChange(null)}
      title={item?.heading ?? words.fallbackTitle}
      size="xl"
      fullScreenOnPhones
    >
      {item && index !== null ? (
        <figure className="flex h-full flex-col">
          <GalleryPhoto
            item={item}
            sizes="100vw"
            draggable={false}
            {...swipe}
            className="aspect-[3/2] h-auto max-h-[70dvh] w-full touch-pan-y select-none rounded-md bg-sand-100 object-contain max-md:(aspect-auto min-h-0 max-h-none flex-1)"
          />
          <figcaption className="mt-4 flex items-center justify-between gap-4">
            <span className="text-sm text-ink-500" aria-live="polite">
              {fill(words.position, { n: index + 1, count })}
            </span>
            {count > 1 ? (
              <span className="flex gap-2">
                <button
                  type="button"
                  onClick={() => step(-1)}
                  className="round-button border border-sand-300 text-ink-700 hover:bg-sand-100 focus-visible:outline-2 focus-visible:outline-river-700"
                >
                  <Icon name="chevron-left" label={words.previous} />
                </button>
                <button
                  type="button"
                  onClick={() => step(1)}
                  className="round-button border border-sand-300 text-ink-700 hover:bg-sand-100 focus-visible:outline-2 focus-visible:outline-river-700"
                >
                  <Icon name="chevron-right" label={words.next} />
                </button>
              </span>
            ) : null}
          </figcaption>
        </figure>
      ) : null}
    </Modal>
  );
}
