import { useState } from "react";
import { Link } from "react-router";
import { Icon } from "~/components/icon";
import { Illustration } from "~/components/illustration";
import type { EventCategory } from "~/content/events";
import type { Review } from "~/domain/guest-words";
import { planEventHref } from "./event-messages";
import { wrapIndex } from "./gallery-index";
import { StarRating } from "~/components/star-rating";

// Made on first use, not on import: an Intl formatter with a time zone costs Chromium tens of
// milliseconds to build, and the events page loads this module whether or not a preview opens.
let dateFormat: Intl.DateTimeFormat | undefined;
function monthAndYear(date: string): string {
  dateFormat ??= new Intl.DateTimeFormat("en-IN", { month: "long", year: "numeric", timeZone: "UTC" });
  return dateFormat.format(new Date(date));
}

/**
 * The preview modal's content: gallery with wrap-around arrows and thumbnails, then the facts, then
 * guests' own reviews when staff have added any (product-rules.md: Reviews and social posts): never
 * an invented quote.
 */
export function EventPreview({ category, reviews, onPlan }: { category: EventCategory; reviews: readonly Review[]; onPlan: () => void }) {
  const [current, setCurrent] = useState(0);
  const images = category.galleryImages;
  const image = images[current];
  const show = (index: number) => setCurrent(wrapIndex(index, images.length));

  return (
    <div className="grid gap-6">
      <section aria-roledescription="carousel" aria-label={`${category.title} photos`}>
        <div className="relative overflow-hidden rounded-md bg-sand-100">
          <Illustration image={image.url} className="aspect-[4/3] h-auto w-full object-cover" />
          <button
            type="button"
            onClick={() => show(current - 1)}
            aria-label="Previous image"
            className="absolute left-2 top-1/2 grid h-11 w-11 -translate-y-1/2 place-items-center rounded-pill bg-white/90 text-ink shadow-card hover:bg-white focus-visible:outline-3 focus-visible:outline-river-700"
          >
            <Icon name="chevron-left" />
          </button>
          <button
            type="button"
            onClick={() => show(current + 1)}
            aria-label="Next image"
            className="absolute right-2 top-1/2 grid h-11 w-11 -translate-y-1/2 place-items-center rounded-pill bg-white/90 text-ink shadow-card hover:bg-white focus-visible:outline-3 focus-visible:outline-river-700"
          >
            <Icon name="chevron-right" />
          </button>
        </div>
        <div aria-live="polite" className="mt-3">
          <p className="font-semibold">
            {image.title} <span className="font-normal text-ink-500">({current + 1} of {images.length})</span>
          </p>
          <p className="text-sm text-ink-700">{image.description}</p>
        </div>
        <ul className="mt-3 flex gap-2" aria-label="Choose an image">
          {images.map((thumbnail, index) => (
            <li key={thumbnail.title}>
              <button
                type="button"
                onClick={() => show(index)}
                aria-label={`Show image ${index + 1}: ${thumbnail.title}`}
                aria-current={index === current ? "true" : undefined}
                className={`block overflow-hidden rounded-sm border-2 focus-visible:outline-3 focus-visible:outline-river-700 ${
                  index === current ? "border-saffron-700" : "border-transparent opacity-80 hover:opacity-100"
                }`}
              >
                <Illustration image={thumbnail.url} decorative className="h-14 w-20 object-cover" />
              </button>
            </li>
          ))}
        </ul>
      </section>

      <p className="text-ink-700">{category.description}</p>

      <div className="grid gap-6 md:grid-cols-2">
        <section aria-labelledby={`${category.id}-features`}>
          <h3 id={`${category.id}-features`} className="font-serif text-lg font-semibold">
            What we arrange
          </h3>
          <ul className="mt-2 grid gap-1.5">
            {category.features.map((feature) => (
              <li key={feature} className="flex gap-2 text-sm">
                <Icon name="check" className="mt-0.5 h-4 w-4 text-leaf" />
                {feature}
              </li>
            ))}
          </ul>
          {category.capacity ? (
            <p className="mt-3 flex items-center gap-2 text-sm font-semibold text-river-800">
              <Icon name="users" className="h-4 w-4" /> Up to {category.capacity} guests
            </p>
          ) : null}
        </section>
        {reviews.length > 0 ? (
          <section aria-labelledby={`${category.id}-reviews`}>
            <h3 id={`${category.id}-reviews`} className="font-serif text-lg font-semibold">
              What our guests say
            </h3>
            <ul className="mt-2 grid gap-3">
              {reviews.map((review) => (
                <li key={review.id} className="rounded-md bg-sand-50 p-3">
                  {review.rating ? <StarRating rating={review.rating} /> : null}
                  <blockquote cite={review.url} className="mt-1 text-sm text-ink-700">
                    “{review.text}”
                  </blockquote>
                  <p className="mt-1 text-xs text-ink-500">
                    {review.author},{" "}
                    <a href={review.url} target="_blank" rel="noopener noreferrer" className="underline">
                      {review.source}, <time dateTime={review.date}>{monthAndYear(review.date)}</time>
                      <span className="sr-only"> (opens in a new tab)</span>
                    </a>
                  </p>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>

      <Link
        to={planEventHref(category.id)}
        preventScrollReset
        replace
        onClick={onPlan}
        className="btn-primary justify-self-start"
      >
        Plan Your {category.title} with Us
      </Link>
    </div>
  );
}
