import { Link } from "react-router";
import { PageHero } from "../../components/page-hero";
import { fineDining } from "../../content/dining";
import { fineDiningHi } from "../../content/dining.hi";
import { diningReservationPath } from "../../content/dining-reservation";
import { CardGrid } from "../sections/card-grid";
import { FeatureList } from "../sections/feature-list";
import { ImageCard } from "../sections/image-card";
import { Paragraphs } from "../sections/paragraphs";
import { ReserveBanner } from "../sections/reserve-banner";
import { Section } from "../sections/section";
import { metaFromWords } from "../sections/words-meta";
import { linkInLang } from "../../i18n/hindi-pages";
import { langOfPath } from "../../i18n/lang";
import { useLang, wordsIn } from "../../i18n/words";
import type { Route } from "./+types/fine-dining";

/** The page's copy in the request's language (product-rules.md: Hindi). */
export function loader({ request }: Route.LoaderArgs) {
  const lang = langOfPath(new URL(request.url).pathname);
  return { words: { fineDining: wordsIn(lang, { en: fineDining, hi: fineDiningHi }) } };
}

export function meta({ loaderData, location }: Route.MetaArgs) {
  return metaFromWords(loaderData?.words.fineDining.meta, "/Finedinning", location.pathname);
}

export default function FineDining({ loaderData }: Route.ComponentProps) {
  const { hero, intro, cuisines, specialitiesSection, specialities, reserve } = loaderData.words.fineDining;
  const lang = useLang();
  return (
    <main id="main">
      <PageHero title={hero.title} subtitle={hero.subtitle} eyebrow={hero.eyebrow} image={hero.image}>
        <Link to={linkInLang(diningReservationPath, lang)} className="btn-primary mt-8">
          {hero.reserveLabel}
        </Link>
      </PageHero>
      <Section
        id="fine-dining-cuisines"
        eyebrow={intro.eyebrow}
        title={intro.title}
        intro={<Paragraphs texts={intro.paragraphs} />}
      >
        <FeatureList items={cuisines} icons="dining" />
      </Section>
      <Section id="fine-dining-specialities" eyebrow={specialitiesSection.eyebrow} title={specialitiesSection.title} tone="white">
        <CardGrid>
          {specialities.map((dish) => (
            <ImageCard key={dish.title} image={dish.image} title={dish.title} tag={specialitiesSection.tag}>
              <p>{dish.description}</p>
            </ImageCard>
          ))}
        </CardGrid>
      </Section>
      <ReserveBanner id="fine-dining-reserve" title={reserve.title} text={reserve.text} label={reserve.label} image={hero.image} />
    </main>
  );
}
