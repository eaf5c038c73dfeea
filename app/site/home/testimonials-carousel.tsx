import { StarRating } from "~/components/star-rating";
import { carousels } from "~/content/carousels";
import type { Review } from "~/domain/guest-words";
import { fill, useLang, useWords } from "~/i18n/words";
import { guestDate } from "./guest-date";
import { HomeCarousel } from "./home-carousel";

/**
 * Home page: the guests' own reviews staff added on the desk, each linked to where it was written
 * and shown as the guest wrote it; until the first, the kinds of stay the hotel is made for, in its
 * own words (product-rules.md: Reviews and social posts). The rest in the page's language.
 */
export function TestimonialsCarousel({ reviews }: { reviews: readonly Review[] }) {
  const { guests: w, stayExamples, newTab } = useWords("home");
  const lang = useLang();
  const examples = reviews.length === 0;
  const slides = examples
    ? stayExamples.map((example) => (
        <article key={example.id} className="card flex h-full flex-col p-6 md:p-8">
          <h3 className="heading-3">{example.title}</h3>
          <p className="mt-3 flex-1 text-lg text-ink-700">{example.text}</p>
        </article>
      ))
    : reviews.map((review) => (
        <figure key={review.id} className="card flex h-full flex-col p-6 md:p-8">
          {review.rating ? <StarRating rating={review.rating} /> : null}
          <blockquote cite={review.url} className="mt-3 flex-1 text-lg text-ink-700">
            <p>“{review.text}”</p>
          </blockquote>
          <figcaption className="mt-6">
            <span className="block font-semibold text-ink">
              {review.author}
              {review.place ? `, ${review.place}` : ""}
            </span>
            <a href={review.url} target="_blank" rel="noopener noreferrer" className="text-sm font-semibold text-river-700 underline">
              {fill(w.readOn, { source: review.source === "Other" ? w.otherSource : review.source })}
              <time dateTime={review.date}>{guestDate(review.date, lang)}</time>
              <span className="sr-only">{newTab}</span>
            </a>
          </figcaption>
        </figure>
      ));
  return (
    <HomeCarousel
      id="home-testimonials"
      eyebrow={examples ? w.examplesEyebrow : w.eyebrow}
      title={examples ? w.examplesTitle : w.title}
      band
      label={examples ? w.examplesLabel : w.label}
      settings={carousels.testimonials}
      slideClassName="py-2"
      slides={slides}
    />
  );
}
