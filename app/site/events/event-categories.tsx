import { useState } from "react";
import { Illustration } from "~/components/illustration";
import { Modal } from "~/components/modal";
import type { EventCategory } from "~/content/events";
import type { Review } from "~/domain/guest-words";
import { fill } from "~/i18n/words";
import { planEventHref } from "./event-messages";
import { EventPreview } from "./event-preview";
import type { EventWords } from "./event-words";

interface EventCategoriesProps {
  /** The six categories in the page's language, from its loader. */
  categories: readonly EventCategory[];
  reviews: readonly Review[];
  words: EventWords;
}

/**
 * The six event category cards. Each opens a preview modal; without JavaScript the card
 * is a plain link to the Book Your Event form with that category preset.
 */
export function EventCategories({ categories, reviews, words }: EventCategoriesProps) {
  const [open, setOpen] = useState<EventCategory | null>(null);
  return (
    <>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {categories.map((category) => (
          <li key={category.id} className="card overflow-hidden">
            <a
              href={planEventHref(category.id)}
              onClick={(event) => {
                event.preventDefault();
                setOpen(category);
              }}
              aria-haspopup="dialog"
              className="group block h-full focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-river-700"
            >
              <Illustration image={category.image} className="aspect-[4/3] h-auto w-full object-cover" />
              <div className="p-5">
                <h3 className="heading-3 group-hover:text-saffron-800">{category.title}</h3>
                <p className="mt-2 line-clamp-3 text-ink-700">{category.description}</p>
                {category.capacity ? (
                  <p className="mt-2 text-sm font-semibold text-river-800">{fill(words.upTo, { n: category.capacity })}</p>
                ) : null}
                <span className="mt-3 inline-block font-semibold text-river-700 underline-offset-4 group-hover:underline">
                  {fill(words.preview, { title: category.title.toLowerCase() })}
                </span>
              </div>
            </a>
          </li>
        ))}
      </ul>
      <Modal open={open !== null} onClose={() => setOpen(null)} title={open?.title ?? words.dialogFallback} size="lg">
        {open ? (
          <EventPreview key={open.id} category={open} reviews={reviews} words={words} onPlan={() => setOpen(null)} />
        ) : null}
      </Modal>
    </>
  );
}
