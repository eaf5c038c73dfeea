import { Illustration } from "../../components/illustration";
import { casualDining } from "../../content/dining";
import { casualDiningHi } from "../../content/dining.hi";
import { FeatureList } from "../sections/feature-list";
import { InnerPage } from "../sections/inner-page";
import { langOfRequest, wordsInLang } from "../sections/page-words.server";
import { ReserveBanner } from "../sections/reserve-banner";
import { Section } from "../sections/section";
import { metaOfWords } from "../sections/words-meta";
import type { Route } from "./+types/casual-dining";
import { readWords, sendWords } from "~/i18n/words";

/** The page's copy in the request's language (product-rules.md: Hindi). */
export function loader({ request }: Route.LoaderArgs) {
  return { words: sendWords(wordsInLang(langOfRequest(request), { casualDining: { en: casualDining, hi: casualDiningHi } })) };
}

export const meta = metaOfWords("casualDining", "/Casual");

export default function CasualDining({ loaderData }: Route.ComponentProps) {
  const { hero, intro, specialities, spacesSection, spaces, reserve } = readWords(loaderData.words).casualDining;
  return (
    <InnerPage hero={hero}>
      <Section id="casual-specialities" heading={intro} intro={<p>{intro.paragraph}</p>}>
        <FeatureList items={specialities} icons={["dining", "users", "star", "clock"]} columns={4} />
      </Section>
      <Section id="casual-spaces" heading={spacesSection} tone="white">
        <ul className="grid list-none grid-cols-2 gap-3 p-0 md:gap-5 lg:grid-cols-3">
          {spaces.map((image) => (
            <li key={image.alt} className="overflow-hidden rounded-lg bg-sand-100 shadow-card">
              <Illustration image={image} className="aspect-[4/3] h-auto w-full object-cover" />
            </li>
          ))}
        </ul>
      </Section>
      <ReserveBanner id="casual-reserve" {...reserve} image={hero.image} />
    </InnerPage>
  );
}
