import { Link } from "react-router";
import { fineDining } from "../../content/dining";
import { fineDiningHi } from "../../content/dining.hi";
import { diningReservationPath } from "../../content/dining-reservation";
import { DishCards } from "./dish-cards";
import { FeatureList } from "../sections/feature-list";
import { InnerPage } from "../sections/inner-page";
import { langOfRequest, wordsInLang } from "../sections/page-words.server";
import { Paragraphs } from "../sections/paragraphs";
import { ReserveBanner } from "../sections/reserve-banner";
import { Section } from "../sections/section";
import { metaOfWords } from "../sections/words-meta";
import { linkInLang } from "../../i18n/hindi-pages";
import { readWords, sendWords, useLang } from "../../i18n/words";
import type { Route } from "./+types/fine-dining";

/** The page's copy in the request's language (product-rules.md: Hindi). */
export function loader({ request }: Route.LoaderArgs) {
  return { words: sendWords(wordsInLang(langOfRequest(request), { fineDining: { en: fineDining, hi: fineDiningHi } })) };
}

export const meta = metaOfWords("fineDining", "/Finedinning");

export default function FineDining({ loaderData }: Route.ComponentProps) {
  const { hero, intro, cuisines, specialitiesSection, specialities, reserve } = readWords(loaderData.words).fineDining;
  const lang = useLang();
  const reserveButton = (
    <Link to={linkInLang(diningReservationPath, lang)} className="btn-primary mt-8">
      {hero.reserveLabel}
    </Link>
  );
  return (
    <InnerPage hero={hero} heroExtra={reserveButton}>
      <Section
        id="fine-dining-cuisines"
        heading={intro}
        intro={<Paragraphs texts={intro.paragraphs} />}
      >
        <FeatureList items={cuisines} icons="dining" />
      </Section>
      <Section id="fine-dining-specialities" heading={specialitiesSection} tone="white">
        <DishCards dishes={specialities} tag={specialitiesSection.tag} />
      </Section>
      <ReserveBanner id="fine-dining-reserve" {...reserve} image={hero.image} />
    </InnerPage>
  );
}
