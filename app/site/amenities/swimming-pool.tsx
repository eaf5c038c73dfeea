import { Illustration } from "../../components/illustration";
import { pool } from "../../content/pool";
import { poolHi } from "../../content/pool.hi";
import { FeatureList } from "../sections/feature-list";
import { FacilityHoursSection, FacilityPage } from "../sections/facility-page";
import { facilityPageWords } from "../sections/page-words.server";
import { Paragraphs } from "../sections/paragraphs";
import { Section } from "../sections/section";
import { metaOfWords } from "../sections/words-meta";
import type { Route } from "./+types/swimming-pool";
import { readWords, sendWords } from "~/i18n/words";

/** The page's copy and the Upcoming words in the request's language (product-rules.md: Hindi). */
export function loader({ request }: Route.LoaderArgs) {
  return { words: sendWords(facilityPageWords(request, { pool: { en: pool, hi: poolHi } })) };
}

export const meta = metaOfWords("pool", "/Swimmingpool");

export default function SwimmingPool({ loaderData }: Route.ComponentProps) {
  const { hero, upcomingWhat, intro, features, gallerySection, gallery, servicesSection, services, hoursSection } =
    readWords(loaderData.words).pool;
  return (
    <FacilityPage page="/Swimmingpool" hero={hero} what={upcomingWhat}>
      <Section id="pool-intro" heading={intro} intro={<Paragraphs texts={intro.paragraphs} />}>
        <FeatureList items={features} icons={["pool", "users", "star"]} />
      </Section>

      <Section id="pool-gallery" heading={gallerySection} tone="white">
        <ul className="grid list-none gap-4 p-0 md:grid-cols-3 md:gap-6">
          {gallery.map(({ caption, image }) => (
            <li key={caption} className="overflow-hidden rounded-lg bg-white shadow-card">
              <figure>
                <Illustration image={image} className="aspect-[4/3] h-auto w-full object-cover" />
                <figcaption className="px-5 py-4 font-serif text-lg font-semibold text-ink">{caption}</figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="pool-services" heading={servicesSection}>
        <FeatureList items={services} icons={["check", "users", "dining"]} />
      </Section>

      <FacilityHoursSection id="pool-hours" page="/Swimmingpool" words={hoursSection} />
    </FacilityPage>
  );
}
