import { Illustration } from "../components/illustration";
import { PageHero } from "../components/page-hero";
import { staticPageMeta } from "../components/seo";
import { casualDining } from "../content/dining";
import { hotel } from "../content/hotel";
import { FeatureList } from "../features/page-sections/feature-list";
import { ReserveBanner } from "../features/page-sections/reserve-banner";
import { Section } from "../features/page-sections/section";

export const meta = staticPageMeta({
  title: "Casual Dining — All-Day Vegetarian Restaurant",
  crumb: "Casual Dining",
  description: `Casual, all-day vegetarian dining at ${hotel.shortName}, Omkareshwar: poha and jalebi breakfasts, family thalis, snacks and chaat, chai and fresh juices.`,
  keywords:
    "casual dining Omkareshwar, family restaurant Omkareshwar, poha jalebi Omkareshwar, vegetarian thali Omkareshwar",
  path: "/Casual",
});

export default function CasualDining() {
  const { hero, intro, specialities, spaces } = casualDining;
  return (
    <main id="main">
      <PageHero title={hero.title} subtitle={hero.subtitle} eyebrow="Pure vegetarian" image={hero.image} />
      <Section id="casual-specialities" eyebrow="Our specialities" title={intro.title} intro={<p>{intro.paragraph}</p>}>
        <FeatureList items={specialities} icons={["dining", "users", "star", "clock"]} columns={4} />
      </Section>
      <Section id="casual-spaces" eyebrow="Take a look" title="Our Dining Spaces" tone="white">
        <ul className="grid list-none grid-cols-2 gap-3 p-0 md:gap-5 lg:grid-cols-3">
          {spaces.map((image) => (
            <li key={image.alt} className="overflow-hidden rounded-lg bg-sand-100 shadow-card">
              <Illustration image={image} className="aspect-[4/3] h-auto w-full object-cover" />
            </li>
          ))}
        </ul>
      </Section>
      <ReserveBanner
        id="casual-reserve"
        title="Coming as a family or a group?"
        text="Reserve a table for the family or your group, and we will have it ready when you arrive."
        label="Reserve a table"
        image={hero.image}
      />
    </main>
  );
}
