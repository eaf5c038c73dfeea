import { Illustration } from "../../components/illustration";
import { PageHero } from "../../components/page-hero";
import { pool } from "../../content/pool";
import { poolHi } from "../../content/pool.hi";
import { FeatureList } from "../sections/feature-list";
import { HoursCard } from "../sections/hours-card";
import { Paragraphs } from "../sections/paragraphs";
import { Section } from "../sections/section";
import { UpcomingNotice } from "../sections/upcoming-notice";
import { upcomingWordsEn } from "../sections/upcoming-words";
import { upcomingWordsHi } from "../sections/upcoming-words.hi";
import { metaFromWords } from "../sections/words-meta";
import { langOfPath } from "../../i18n/lang";
import { wordsIn } from "../../i18n/words";
import type { Route } from "./+types/swimming-pool";

/** The page's copy and the Upcoming words in the request's language (product-rules.md: Hindi). */
export function loader({ request }: Route.LoaderArgs) {
  const lang = langOfPath(new URL(request.url).pathname);
  return {
    words: {
      pool: wordsIn(lang, { en: pool, hi: poolHi }),
      upcoming: wordsIn(lang, { en: upcomingWordsEn, hi: upcomingWordsHi }),
    },
  };
}

export function meta({ loaderData, location }: Route.MetaArgs) {
  return metaFromWords(loaderData?.words.pool.meta, "/Swimmingpool", location.pathname);
}

export default function SwimmingPool({ loaderData }: Route.ComponentProps) {
  const { upcoming } = loaderData.words;
  const { hero, upcomingWhat, intro, features, gallerySection, gallery, servicesSection, services, hoursSection, hours } =
    loaderData.words.pool;
  return (
    <main id="main">
      <PageHero title={hero.title} subtitle={hero.subtitle} badge={upcoming.badge} image={hero.image} />
      <UpcomingNotice what={upcomingWhat} words={upcoming} />
      <Section id="pool-intro" eyebrow={intro.eyebrow} title={intro.title} intro={<Paragraphs texts={intro.paragraphs} />}>
        <FeatureList items={features} icons={["pool", "users", "star"]} />
      </Section>

      <Section id="pool-gallery" eyebrow={gallerySection.eyebrow} title={gallerySection.title} tone="white">
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

      <Section id="pool-services" eyebrow={servicesSection.eyebrow} title={servicesSection.title}>
        <FeatureList items={services} icons={["check", "users", "dining"]} />
      </Section>

      <Section id="pool-hours" eyebrow={hoursSection.eyebrow} title={hoursSection.title} tone="sand">
        <HoursCard title={hoursSection.cardTitle} hours={hours} note={hoursSection.note} />
      </Section>
    </main>
  );
}
