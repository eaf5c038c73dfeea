import { Illustration } from "../../components/illustration";
import { PageHero } from "../../components/page-hero";
import { casualDining } from "../../content/dining";
import { casualDiningHi } from "../../content/dining.hi";
import { FeatureList } from "../sections/feature-list";
import { ReserveBanner } from "../sections/reserve-banner";
import { Section } from "../sections/section";
import { metaFromWords } from "../sections/words-meta";
import { langOfPath } from "../../i18n/lang";
import { wordsIn } from "../../i18n/words";
import type { Route } from "./+types/casual-dining";

/** The page's copy in the request's language (product-rules.md: Hindi). */
export function loader({ request }: Route.LoaderArgs) {
  const lang = langOfPath(new URL(request.url).pathname);
  return { words: { casualDining: wordsIn(lang, { en: casualDining, hi: casualDiningHi }) } };
}

export function meta({ loaderData, location }: Route.MetaArgs) {
  return metaFromWords(loaderData?.words.casualDining.meta, "/Casual", location.pathname);
}

export default function CasualDining({ loaderData }: Route.ComponentProps) {
  const { hero, intro, specialities, spacesSection, spaces, reserve } = loaderData.words.casualDining;
  return (
    <main id="main">
      <PageHero title={hero.title} subtitle={hero.subtitle} eyebrow={hero.eyebrow} image={hero.image} />
      <Section id="casual-specialities" eyebrow={intro.eyebrow} title={intro.title} intro={<p>{intro.paragraph}</p>}>
        <FeatureList items={specialities} icons={["dining", "users", "star", "clock"]} columns={4} />
      </Section>
      <Section id="casual-spaces" eyebrow={spacesSection.eyebrow} title={spacesSection.title} tone="white">
        <ul className="grid list-none grid-cols-2 gap-3 p-0 md:gap-5 lg:grid-cols-3">
          {spaces.map((image) => (
            <li key={image.alt} className="overflow-hidden rounded-lg bg-sand-100 shadow-card">
              <Illustration image={image} className="aspect-[4/3] h-auto w-full object-cover" />
            </li>
          ))}
        </ul>
      </Section>
      <ReserveBanner id="casual-reserve" title={reserve.title} text={reserve.text} label={reserve.label} image={hero.image} />
    </main>
  );
}
