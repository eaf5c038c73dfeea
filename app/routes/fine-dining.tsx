import { Link } from "react-router";
import { PageHero } from "../components/page-hero";
import { staticPageMeta } from "../components/seo";
import { diningReservationPath, fineDining } from "../content/dining";
import { hotel } from "../content/hotel";
import { CardGrid } from "../features/page-sections/card-grid";
import { FeatureList } from "../features/page-sections/feature-list";
import { ImageCard } from "../features/page-sections/image-card";
import { ReserveBanner } from "../features/page-sections/reserve-banner";
import { Paragraphs } from "../features/page-sections/paragraphs";
import { Section } from "../features/page-sections/section";

export const meta = staticPageMeta({
  title: "Fine Dining — Pure Vegetarian Restaurant",
  crumb: "Fine Dining",
  description: `Pure vegetarian fine dining at ${hotel.shortName}, Omkareshwar: North Indian, Malwa and Nimar, South Indian, Jain and satvik, Indo-Chinese and continental dishes. Reserve your table.`,
  keywords:
    "vegetarian restaurant Omkareshwar, pure veg fine dining Omkareshwar, Jain food Omkareshwar, dal bafla Omkareshwar, thali near Omkareshwar temple",
  path: "/Finedinning",
});

export default function FineDining() {
  const { hero, intro, cuisines, specialities } = fineDining;
  return (
    <main id="main">
      <PageHero title={hero.title} subtitle={hero.subtitle} eyebrow="Pure vegetarian" image={hero.image}>
        <Link to={diningReservationPath} className="btn-primary mt-8">
          Reserve a table
        </Link>
      </PageHero>
      <Section
        id="fine-dining-cuisines"
        eyebrow="Our cuisines"
        title={intro.title}
        intro={<Paragraphs texts={intro.paragraphs} />}
      >
        <FeatureList items={cuisines} icons="dining" />
      </Section>
      <Section id="fine-dining-specialities" eyebrow="Signature plates" title="Our Specialities" tone="white">
        <CardGrid>
          {specialities.map((dish) => (
            <ImageCard key={dish.title} image={dish.image} title={dish.title} tag="Vegetarian">
              <p>{dish.description}</p>
            </ImageCard>
          ))}
        </CardGrid>
      </Section>
      <ReserveBanner
        id="fine-dining-reserve"
        title="Reserve your table"
        text="Tell us the date, time and number of guests, and any fasting or Jain preferences — we will have your table ready."
        label="Reserve a table"
        image={hero.image}
      />
    </main>
  );
}
