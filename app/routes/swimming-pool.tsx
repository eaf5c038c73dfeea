import { Illustration } from "../components/illustration";
import { PageHero } from "../components/page-hero";
import { staticPageMeta } from "../components/seo";
import { hotel } from "../content/hotel";
import { pool } from "../content/pool";
import { FeatureList } from "../features/page-sections/feature-list";
import { HoursCard } from "../features/page-sections/hours-card";
import { Paragraphs } from "../features/page-sections/paragraphs";
import { Section } from "../features/page-sections/section";
import { UpcomingNotice } from "../features/page-sections/upcoming-notice";

export const meta = staticPageMeta({
  title: "Swimming Pool (Upcoming)",
  crumb: "Swimming Pool",
  description: `The upcoming pools at ${hotel.shortName}, Omkareshwar: a star-category pool, a kids' pool, a fun pool and a party area. Open weekdays 6:00 AM - 10:00 PM and weekends 6:00 AM - 11:00 PM.`,
  keywords:
    "hotel with swimming pool Omkareshwar, kids pool Omkareshwar resort, pool party Omkareshwar, Narmada riverside resort pool",
  path: "/Swimmingpool",
});

export default function SwimmingPool() {
  const { hero, intro, features, gallery, services, hours } = pool;
  return (
    <main id="main">
      <PageHero title={hero.title} subtitle={hero.subtitle} badge="Upcoming" image={hero.image} />
      <UpcomingNotice what="The pool complex" />
      <Section
        id="pool-intro"
        eyebrow="Pools for every swimmer"
        title={intro.title}
        intro={<Paragraphs texts={intro.paragraphs} />}
      >
        <FeatureList items={features} icons={["pool", "users", "star"]} />
      </Section>

      <Section id="pool-gallery" eyebrow="A first look" title="Pool Gallery" tone="white">
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

      <Section id="pool-services" eyebrow="Looked after" title="Pool Services">
        <FeatureList items={services} icons={["check", "users", "dining"]} />
      </Section>

      <Section id="pool-hours" eyebrow="Plan your swim" title="Operating Hours" tone="sand">
        <HoursCard
          title="Pool hours"
          hours={hours}
          note="The pools close daily for cleaning and water testing during maintenance."
        />
      </Section>
    </main>
  );
}
