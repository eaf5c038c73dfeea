import { Link } from "react-router";
import { useFacilityMarker } from "~/components/facility-mark";
import { facilitiesPageEn } from "../../content/facilities";
import { facilitiesPageHi } from "../../content/facilities.hi";
import { CardGrid } from "../sections/card-grid";
import { ImageCard } from "../sections/image-card";
import { InnerPage } from "../sections/inner-page";
import { langOfRequest } from "../sections/page-words.server";
import { Section } from "../sections/section";
import { metaOfWords } from "../sections/words-meta";
import { linkInLang } from "../../i18n/hindi-pages";
import { readWords, sendWords, useLang, wordsIn } from "../../i18n/words";
import type { Route } from "./+types/facilities";

/** The page's words in the request's language; the cards and their pictures travel as data. */
export function loader({ request }: Route.LoaderArgs) {
  return { words: sendWords({ facilitiesPage: wordsIn(langOfRequest(request), { en: facilitiesPageEn, hi: facilitiesPageHi })() }) };
}

export const meta = metaOfWords("facilitiesPage", "/Facilities");

export default function Facilities({ loaderData }: Route.ComponentProps) {
  const w = readWords(loaderData.words).facilitiesPage;
  const lang = useLang();
  const markOf = useFacilityMarker(w);
  return (
    <InnerPage hero={w.hero}>
      <Section
        id="facilities-list"
        heading={w.section}
        intro={
          <p>
            {w.section.introBefore}
            <strong className="font-semibold text-saffron-800">{w.upcoming}</strong>
            {w.section.introAfter}
          </p>
        }
      >
        <CardGrid>
          {w.items.map((facility) => (
            <ImageCard
              key={facility.id}
              image={facility.image}
              title={facility.title}
              tag={markOf(facility.link?.to) ?? undefined}
              footer={
                facility.link ? (
                  <Link
                    to={linkInLang(facility.link.to, lang)}
                    className="inline-flex items-center gap-1 font-semibold text-river-700 underline-offset-4 hover:underline"
                  >
                    {facility.link.label}
                    <span className="sr-only">: {facility.title}</span>
                    <span aria-hidden="true">→</span>
                  </Link>
                ) : null
              }
            >
              {facility.highlight ? (
                <p className="mb-2 text-sm font-semibold uppercase tracking-wide text-saffron-800">{facility.highlight}</p>
              ) : null}
              <p>{facility.description}</p>
            </ImageCard>
          ))}
        </CardGrid>
      </Section>
    </InnerPage>
  );
}
