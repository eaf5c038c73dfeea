import { PageHero } from "../components/page-hero";
import { staticPageMeta } from "../components/seo";
import { rooftopDining } from "../content/dining";
import { hotel } from "../content/hotel";
import { CardGrid } from "../features/page-sections/card-grid";
import { FeatureList } from "../features/page-sections/feature-list";
import { HoursCard } from "../features/page-sections/hours-card";
import { ImageCard } from "../features/page-sections/image-card";
import { ReserveBanner } from "../features/page-sections/reserve-banner";
import { Section } from "../features/page-sections/section";
import { UpcomingNotice } from "../features/page-sections/upcoming-notice";

export const meta = staticPageMeta({
  title: "Rooftop Bar (Upcoming) — Sunsets over the Narmada",
  crumb: "Rooftop Bar",
  description: `The upcoming rooftop at ${hotel.shortName}, Omkareshwar: sunset views over the Narmada from 5 to 7 PM, chef's specials from 7 to 10 PM, vegetarian grills, chaat and an alcohol-free mocktail bar.`,
  keywords:
    "rooftop restaurant Omkareshwar, sunset view Narmada, mocktail bar Omkareshwar, vegetarian rooftop dining Madhya Pradesh",
  path: "/Dining",
});

export default function RooftopDining() {
  const { hero, intro, specialities, menu, chefSpecials, timings } = rooftopDining;
  return (
    <main id="main">
      <PageHero title={hero.title} subtitle={hero.subtitle} badge="Upcoming" image={hero.image} />
      <UpcomingNotice what="The rooftop" />
      <Section id="rooftop-specialities" eyebrow="What awaits" title={intro.title} intro={<p>{intro.paragraph}</p>}>
        <FeatureList items={specialities} icons={["star", "dining", "check", "dining", "star"]} />
      </Section>

      <Section id="rooftop-menu" eyebrow="A taste of the menu" title="From the Rooftop Menu" tone="white">
        <ul className="mx-auto grid max-w-5xl list-none gap-6 p-0 md:grid-cols-3">
          {menu.map((item) => (
            <li key={item.title} className="flex flex-col rounded-lg border border-sand-200 bg-cream p-6">
              <h3 className="heading-3">{item.title}</h3>
              <p className="mt-2 flex-1 leading-relaxed text-ink-700">{item.description}</p>
              <ul aria-label="Features" className="mt-4 flex list-none flex-wrap gap-2 p-0">
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

      <Section id="rooftop-chef-specials" eyebrow="Only on the rooftop" title="Chef's Specials">
        <CardGrid columns={2}>
          {chefSpecials.map((dish) => (
            <ImageCard key={dish.title} image={dish.image} title={dish.title} tag="Chef's special">
              <p>{dish.description}</p>
            </ImageCard>
          ))}
        </CardGrid>
        <div className="mt-12">
          <HoursCard
            title="Evenings on the rooftop"
            hours={timings.map((timing) => ({ label: timing.title, hours: timing.hours }))}
            note="Daily, once the rooftop opens."
          />
        </div>
      </Section>

      <ReserveBanner
        id="rooftop-reserve"
        title="Reserve a sunset table"
        text="Send us your preferred date and time; we will confirm your table as soon as the rooftop opens."
        label="Book Now"
        image={hero.image}
      />
    </main>
  );
}
