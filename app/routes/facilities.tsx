import { Link } from "react-router";
import { PageHero } from "../components/page-hero";
import { staticPageMeta } from "../components/seo";
import { facilities } from "../content/facilities";
import { hotel } from "../content/hotel";
import { illustrations } from "../content/illustrations";
import { CardGrid } from "../features/page-sections/card-grid";
import { ImageCard } from "../features/page-sections/image-card";
import { Section } from "../features/page-sections/section";

export const meta = staticPageMeta({
  title: "Our Facilities",
  crumb: "Facilities",
  description: `Facilities at ${hotel.shortName}, Omkareshwar: quality rooms, vegetarian dining, a 10,000 sq ft banquet hall, a 27,000 sq ft marriage garden, pools, 24/7 Wi-Fi, a conference hall, parking and 24-hour room service.`,
  keywords:
    "Omkareshwar hotel facilities, banquet hall Omkareshwar, marriage garden Omkareshwar, hotel with swimming pool Omkareshwar, conference hall Khandwa",
  path: "/Facilities",
});

export default function Facilities() {
  return (
    <main id="main">
      <PageHero
        title="Our Facilities"
        subtitle={`Discover the epitome of luxury at ${hotel.shortName}`}
        image={illustrations.heroRiver}
      />
      <Section
        id="facilities-list"
        eyebrow="Everything under one roof"
        title="Comfort for pilgrims, families and celebrations"
        intro={
          <p>
            From a quiet room after an early darshan to a wedding for hundreds in our marriage garden, the resort is built
            around what guests in Omkareshwar need: rest, good vegetarian food, space to gather and help whenever you ask.
            Facilities marked <strong className="font-semibold text-saffron-800">Upcoming</strong> are being completed now.
          </p>
        }
      >
        <CardGrid>
          {facilities.map((facility) => (
            <ImageCard
              key={facility.id}
              image={facility.image}
              title={facility.title}
              tag={facility.upcoming ? "Upcoming" : undefined}
              footer={
                facility.link ? (
                  <Link
                    to={facility.link.to}
                    className="inline-flex items-center gap-1 font-semibold text-river-700 underline-offset-4 hover:underline"
                  >
                    {facility.link.label}
                    <span className="sr-only">: {facility.title}</span>
                    <span aria-hidden="true">→</span>
                  </Link>
                ) : null
              }
            >
              {facility.highlight ? (
                <p className="mb-2 text-sm font-semibold uppercase tracking-wide text-saffron-800">{facility.highlight}</p>
              ) : null}
              <p>{facility.description}</p>
            </ImageCard>
          ))}
        </CardGrid>
      </Section>
    </main>
  );
}
