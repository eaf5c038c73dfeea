import { PhoneLink } from "../../components/contact-links";
import { Icon } from "../../components/icon";
import { Illustration } from "../../components/illustration";
import { hotel } from "../../content/hotel";
import { tourismPageEn } from "../../content/tourism";
import { tourismPageHi } from "../../content/tourism.hi";
import { InnerPage } from "../sections/inner-page";
import { langOfRequest } from "../sections/page-words.server";
import { Section } from "../sections/section";
import { metaOfWords } from "../sections/words-meta";
import { fill, readWords, sendWords, wordsIn } from "../../i18n/words";
import type { Route } from "./+types/tourism";

/** The page's words in the request's language; the places, their pictures and maps links travel as data. */
export function loader({ request }: Route.LoaderArgs) {
  return { words: sendWords({ tourismPage: wordsIn(langOfRequest(request), { en: tourismPageEn, hi: tourismPageHi })() }) };
}

export const meta = metaOfWords("tourismPage", "/omkareshwar-tourism");

export default function Tourism({ loaderData }: Route.ComponentProps) {
  const w = readWords(loaderData.words).tourismPage;
  return (
    <InnerPage hero={w.hero}>
      <Section
        id="attractions"
        heading={w.section}
        intro={<p>{w.section.intro}</p>}
      >
        <ol className="grid list-none gap-6 p-0 md:grid-cols-2 xl:grid-cols-3">
          {w.attractions.map((attraction, index) => (
            <li key={attraction.id} className="card flex flex-col overflow-hidden">
              <div className="relative bg-sand-100">
                <Illustration image={attraction.image} decorative className="aspect-[16/10] h-auto w-full object-cover" />
                <span
                  aria-hidden="true"
                  className="absolute left-3 top-3 grid h-9 w-9 place-items-center rounded-pill bg-white/95 font-serif font-semibold text-river-800 shadow-card"
                >
                  {index + 1}
                </span>
              </div>
              <div className="flex flex-1 flex-col p-6">
                <h3 className="heading-3">{attraction.title}</h3>
                {attraction.distance ? (
                  <p className="mt-1 flex items-center gap-1.5 text-sm font-semibold text-saffron-800">
                    <Icon name="map-pin" className="h-4 w-4" />
                    {attraction.distance}
                  </p>
                ) : null}
                <p className="mt-3 flex-1 leading-relaxed text-ink-700">{attraction.description}</p>
                <a
                  href={attraction.directionsUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="mt-5 inline-flex w-fit items-center gap-2 font-semibold text-river-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-river-700"
                >
                  <Icon name="map-pin" className="h-5 w-5" />
                  {w.getDirections}
                  <span className="sr-only">
                    {" "}
                    {fill(w.directionsTo, { title: attraction.title })}
                  </span>
                </a>
              </div>
            </li>
          ))}
        </ol>
      </Section>
      <section aria-labelledby="tourism-help" className="bg-river-900 text-white">
        <div className="container flex flex-col items-start gap-6 py-14 md:flex-row md:items-center md:justify-between">
          <div className="max-w-2xl">
            <h2 id="tourism-help" className="font-serif text-3xl font-semibold">
              {w.help.heading}
            </h2>
            <p className="mt-3 text-lg text-river-50">{w.help.text}</p>
          </div>
          <PhoneLink className="btn-primary shrink-0 text-lg" icon={<Icon name="phone" className="h-5 w-5" />}>
            {fill(w.help.contact, { phone: hotel.phones.primary.display })}
          </PhoneLink>
        </div>
      </section>
    </InnerPage>
  );
}
