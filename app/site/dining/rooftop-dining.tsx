import { rooftopDining } from "../../content/dining";
import { rooftopDiningHi } from "../../content/dining.hi";
import { DishCards } from "./dish-cards";
import { FeatureList } from "../sections/feature-list";
import { HoursCard } from "../sections/hours-card";
import { FacilityPage } from "../sections/facility-page";
import { facilityPageWords } from "../sections/page-words.server";
import { ReserveBanner } from "../sections/reserve-banner";
import { Section } from "../sections/section";
import { metaOfWords } from "../sections/words-meta";
import type { Route } from "./+types/rooftop-dining";
import { readWords, sendWords } from "~/i18n/words";

/** The page's copy and the Upcoming words in the request's language (product-rules.md: Hindi). */
export function loader({ request }: Route.LoaderArgs) {
  return { words: sendWords(facilityPageWords(request, { rooftopDining: { en: rooftopDining, hi: rooftopDiningHi } })) };
}

export const meta = metaOfWords("rooftopDining", "/Dining");

export default function RooftopDining({ loaderData }: Route.ComponentProps) {
  const { hero, upcomingWhat, intro, specialities, menuSection, menu, chefSection, chefSpecials, hours, reserve } =
    readWords(loaderData.words).rooftopDining;
  return (
    <FacilityPage page="/Dining" hero={hero} what={upcomingWhat}>
      <Section id="rooftop-specialities" heading={intro} intro={<p>{intro.paragraph}</p>}>
        <FeatureList items={specialities} icons={["star", "dining", "check", "dining", "star"]} />
      </Section>

      <Section id="rooftop-menu" heading={menuSection} tone="white">
        <ul className="mx-auto grid max-w-5xl list-none gap-6 p-0 md:grid-cols-3">
          {menu.map((item) => (
            <li key={item.title} className="flex flex-col rounded-lg border border-sand-200 bg-cream p-6">
              <h3 className="heading-3">{item.title}</h3>
              <p className="mt-2 flex-1 leading-relaxed text-ink-700">{item.description}</p>
              <ul aria-label={menuSection.tagsLabel} className="mt-4 flex list-none flex-wrap gap-2 p-0">
                {item.tags.map((tag) => (
                  <li key={tag} className="rounded-pill bg-river-50 px-3 py-1 text-sm font-semibold text-river-800">
                    {tag}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="rooftop-chef-specials" heading={chefSection}>
        <DishCards dishes={chefSpecials} tag={chefSection.tag} columns={2} />
        <div className="mt-12">
          <HoursCard title={hours.title} hours={hours.rows} note={hours.note} />
        </div>
      </Section>

      <ReserveBanner id="rooftop-reserve" {...reserve} image={hero.image} />
    </FacilityPage>
  );
}
