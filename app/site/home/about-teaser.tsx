import { Illustration } from "~/components/illustration";
import type { ImageSource } from "~/content/content-types";
import { hotel } from "~/content/hotel";
import { linkInLang } from "~/i18n/hindi-pages";
import { fill, useLang, useWords } from "~/i18n/words";
import type { HomeWords } from "./home-words";
import { MoreLink } from "./more-link";

const ghatImage: Omit<ImageSource, "alt"> = {
  src: "/illustrations/tourism/narmada-ghats.svg",
  width: 800,
  height: 600,
};

/** Read per render: the Google rating is what staff keep on the desk (none shows no fact). */
const facts = (w: HomeWords["about"]["facts"]) => {
  const { km, name: temple, minutesByCar: minutes } = hotel.temple;
  return [
    { value: fill(w.km, { km }), label: fill(w.toTemple, { temple }) },
    { value: fill(w.minutes, { minutes }), label: w.byCar },
    { value: hotel.contactHours, label: w.hours },
    ...(hotel.googleRating ? [{ value: `${hotel.googleRating} ★`, label: w.rating }] : []),
  ];
};

/** Home page: the about teaser with Discover More to /About, in the page's language. */
export function AboutTeaser() {
  const w = useWords("home").about;
  const lang = useLang();
  return (
    <section aria-labelledby="home-about" className="bg-sand-100">
      <div className="container grid items-center gap-10 py-16 md:py-24 lg:grid-cols-2 lg:gap-16">
        <div className="relative">
          <Illustration image={{ ...ghatImage, alt: w.imageAlt }} className="h-auto w-full rounded-lg object-cover shadow-lift" />
          <div className="absolute -bottom-6 right-4 hidden rounded-lg bg-river-800 px-6 py-4 text-white shadow-lift sm:block">
            <p className="font-serif text-3xl font-semibold">{fill(w.facts.km, { km: hotel.temple.km })}</p>
            <p className="text-sm text-river-100">{fill(w.distanceFrom, { temple: hotel.temple.name })}</p>
          </div>
        </div>
        <div>
          <p className="eyebrow">{w.eyebrow}</p>
          <h2 id="home-about" className="heading-2 mt-2">
            {w.title}
          </h2>
          <p className="mt-5 text-lg text-ink-700">{fill(w.text, { hotel: hotel.shortName })}</p>
          <p className="mt-4 text-ink-700">{w.promise}</p>
          <dl className="mt-8 grid grid-cols-2 gap-4">
            {facts(w.facts).map((fact) => (
              <div key={fact.label} className="flex flex-col rounded-md border border-sand-200 bg-white px-4 py-3">
                <dt className="text-sm text-ink-700">{fact.label}</dt>
                <dd className="order-first font-serif text-2xl font-semibold text-river-800">{fact.value}</dd>
              </div>
            ))}
          </dl>
          <MoreLink to={linkInLang("/About", lang)} className="btn-primary mt-8">
            {w.more}
          </MoreLink>
        </div>
      </div>
    </section>
  );
}
