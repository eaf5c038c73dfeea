import { useState } from "react";
import { Link } from "react-router";
import type { GalleryItem } from "~/domain/api-types";
import { GalleryPhoto } from "./gallery-photo";
import { GalleryLightbox } from "./gallery-lightbox";
import { PhoneLink } from "~/components/contact-links";
import { linkInLang } from "~/i18n/hindi-pages";
import { useLang } from "~/i18n/words";
import type { GalleryViewWords } from "./gallery-words";

export type GalleryState = { status: "ready"; items: GalleryItem[] } | { status: "unavailable" };

/** Photos above the fold on a phone load at once; the rest wait until they are scrolled near. */
const EAGER_PHOTOS = 2;

/**
 * The photo grid with its lightbox, or an honest message when the photos cannot be loaded
 * (product-rules.md: Read cache).
 */
export function GalleryView({ state, words }: { state: GalleryState; words: GalleryViewWords }) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const facilities = linkInLang("/Facilities", useLang());

  if (state.status === "unavailable") {
    return (
      <div role="alert" className="card mx-auto max-w-2xl p-8 text-center">
        <h2 className="heading-3">{words.unavailable.title}</h2>
        <p className="mt-3 text-ink-700">
          {words.unavailable.beforePhone} <PhoneLink className="font-semibold text-river-700 underline" />{" "}
          {words.unavailable.afterPhone}
        </p>
        <p className="mt-6 flex flex-wrap justify-center gap-3">
          <Link to="." reloadDocument className="btn-primary">
            {words.unavailable.retry}
          </Link>
          <Link to={facilities} className="btn-secondary">
            {words.unavailable.facilities}
          </Link>
        </p>
      </div>
    );
  }

  if (state.items.length === 0) {
    return (
      <p className="card mx-auto max-w-2xl p-8 text-center text-lg text-ink-700">
        {words.empty.beforeLink}{" "}
        <Link to={facilities} className="font-semibold text-river-700 underline">
          {words.empty.link}
        </Link>
        {words.empty.end}
      </p>
    );
  }

  return (
    <>
      <ul className="grid list-none grid-cols-2 gap-3 p-0 md:grid-cols-3 md:gap-5">
        {state.items.map((item, index) => (
          <li key={item.id}>
            {/* Before the script runs, the photo itself opens; with it, the full-screen viewer. */}
            <a
              href={item.source}
              onClick={(event) => {
                event.preventDefault();
                setOpenIndex(index);
              }}
              aria-haspopup="dialog"
              className="group relative block w-full overflow-hidden rounded-lg bg-sand-100 text-left shadow-card focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-river-700"
            >
              <GalleryPhoto
                item={item}
                sizes="(min-width: 768px) 33vw, 50vw"
                loading={index < EAGER_PHOTOS ? "eager" : "lazy"}
                decoding="async"
                className="aspect-[4/3] h-auto w-full object-cover transition-transform duration-500 group-hover:scale-105 motion-reduce:transition-none"
              />
              <span className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-ink/85 to-transparent px-3 pb-3 pt-10 text-sm font-semibold text-white md:text-base">
                {item.heading}
              </span>
            </a>
          </li>
        ))}
      </ul>
      <GalleryLightbox items={state.items} index={openIndex} onChange={setOpenIndex} words={words.lightbox} />
    </>
  );
}
