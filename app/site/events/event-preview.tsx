import { useState } from "react";
import { Link } from "react-router";
import { Icon } from "~/components/icon";
import { Illustration } from "~/components/illustration";
import type { EventCategory } from "~/content/events";
import type { Review } from "~/domain/guest-words";
import { isValidIsoDate } from "~/domain/hotel-date";
import { dayMonthYear } from "~/domain/calendar-days";
import type { Lang } from "~/i18n/lang";
import { fill, useLang } from "~/i18n/words";
import { planEventHref } from "./event-messages";
import type { EventWords } from "./event-words";
import { wrapIndex } from "./gallery-index";
import { StarRating } from "~/components/star-rating";

/**
 * "December 2026" / "दिसंबर 2026": the written-out day of app/domain/calendar-days.ts without the
 * day, so the Worker and every browser agree to the letter.
 */
function monthAndYear(date: Review["date"], lang: Lang): string {
  return isValidIsoDate(date) ? dayMonthYear(date, lang).replace(/^\d+ /, "") : date;
}

/**
 * The preview modal's content: gallery with wrap-around arrows and thumbnails, then the facts, then
 * guests' own reviews when staff have added any (product-rules.md: Reviews and social posts): never
 * an invented quote.
 */
export function EventPreview({
  category,
  reviews,
  words,
  onPlan,
}: {
  category: EventCategory;
  reviews: readonly Review[];
  words: EventWords;
  onPlan: () => void;
}) {
  const lang = useLang();
  const [current, setCurrent] = useState(0);
  const images = category.galleryImages;
  const image = images[current];
  const show = (index: number) => setCurrent(wrapIndex(index, images.length));

  return (
    <div className="grid gap-6">
      <section aria-roledescription="carousel" aria-label={fill(words.photos, { title: category.title })}>
        <div className="relative overflow-hidden rounded-md bg-sand-100">
          <Illustration image={image.url} className="aspect-[4/3] h-auto w-full object-cover" />
          <button
            type="button"
            onClick={() => show(current - 1)}
            aria-label={words.previousImage}
            className="absolute left-2 top-1/2 grid h-11 w-11 -translate-y-1/2 place-items-center rounded-pill bg-white/90 text-ink shadow-card hover:bg-white focus-visible:outline-3 focus-visible:outline-river-700"
          >
            <Icon name="chevron-left" />
          </button>
          <button
            type="button"
            onClick={() => show(current + 1)}
            aria-label={words.nextImage}
            className="absolute right-2 top-1/2 grid h-11 w-11 -translate-y-1/2 place-items-center rounded-pill bg-white/90 text-ink shadow-card hover:bg-white focus-visible:outline-3 focus-visible:outline-river-700"
          >
            <Icon name="chevron-right" />
          </button>
        </div>
        <div aria-live="polite" className="mt-3">
          <p className="font-semibold">
            {image.title}{" "}
            <span className="font-normal text-ink-500">{fill(words.position, { n: current + 1, count: images.length })}</span>
          </p>
          <p className="text-sm text-ink-700">{image.description}</p>
        </div>
        <ul className="mt-3 flex gap-2" aria-label={words.chooseImage}>
          {images.map((thumbnail, index) => (
            <li key={thumbnail.title}>
              <button
                type="button"
                onClick={() => show(index)}
                aria-label={fill(words.showImage, { n: index + 1, title: thumbnail.title })}
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
            {words.arrange}
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
              <Icon name="users" className="h-4 w-4" /> {fill(words.upTo, { n: category.capacity })}
            </p>
          ) : null}
        </section>
        {reviews.length > 0 ? (
          <section aria-labelledby={`${category.id}-reviews`}>
            <h3 id={`${category.id}-reviews`} className="font-serif text-lg font-semibold">
              {words.guestsSay}
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
                      {review.source}, <time dateTime={review.date}>{monthAndYear(review.date, lang)}</time>
                      <span className="sr-only">{words.newTab}</span>
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
        {fill(words.plan, { title: category.title })}
      </Link>
    </div>
  );
}
