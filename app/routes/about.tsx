import { Link } from "react-router";
import { PageHero } from "../components/page-hero";
import { staticPageMeta } from "../components/seo";
import { type ImageCard as AboutCard, aboutHero, aboutIntro, cuisine, missionVision, values } from "../content/about";
import { hotel } from "../content/hotel";
import { CardGrid } from "../features/page-sections/card-grid";
import { ImageCard } from "../features/page-sections/image-card";
import { IntroSplit } from "../features/page-sections/intro-split";
import { Section } from "../features/page-sections/section";

export const meta = staticPageMeta({
  title: "About Us",
  crumb: "About",
  description: `${hotel.shortName} stands on the bank of the Narmada on the main road into Omkareshwar, near the Jyotirlinga temple: our story, mission, values and vegetarian regional cuisine.`,
  keywords:
    "about Narmada Riverside Resort, Omkareshwar hotel on the Narmada, hotel near Omkareshwar Jyotirlinga, pilgrim stay Madhya Pradesh",
  path: "/about",
});

// As on the original site, the About hero animates in 0.8 s and the subtitle follows 0.2 s later,
// only for guests who have not asked for reduced motion.
const heroMotion = "[&_h1]:motion-safe:(animate-fade-in-up animate-duration-800 animate-ease-out animate-both)";

/** The values and the kitchen: a card each, with its picture and a few lines. */
function AboutCards({ cards }: { cards: readonly AboutCard[] }) {
  return (
    <CardGrid>
      {cards.map((card) => (
        <ImageCard key={card.title} image={card.image} title={card.title}>
          <p>{card.content}</p>
        </ImageCard>
      ))}
    </CardGrid>
  );
}

export default function About() {
  return (
    <main id="main">
      <div className={heroMotion}>
        <PageHero
          title={aboutHero.title}
          image={aboutHero.image}
          subtitle={
            <span className="inline-block motion-safe:(animate-fade-in-up animate-duration-800 animate-delay-200 animate-ease-out animate-both)">
              {aboutHero.subtitle}
            </span>
          }
        />
      </div>

      <IntroSplit
        id="about-intro"
        eyebrow={aboutIntro.eyebrow}
        title={aboutIntro.title}
        image={aboutIntro.image}
        imageClassName="h-[400px]"
        imageFirst
      >
        {aboutIntro.paragraphs.map((paragraph) => (
          <p key={paragraph.slice(0, 24)} className="mt-5 text-lg leading-relaxed text-ink-700">
            {paragraph}
          </p>
        ))}
        <div className="mt-8 flex flex-wrap gap-3">
          <Link to="/Room" className="btn-primary">
            See our rooms
          </Link>
          <Link to="/omkareshwar-tourism" className="btn-secondary">
            Explore Omkareshwar
          </Link>
        </div>
      </IntroSplit>

      <section aria-label="Mission and vision" className="bg-sand-100 py-14 md:py-20">
        <div className="container">
          <ul className="grid list-none gap-6 p-0 md:grid-cols-2">
            {[missionVision.mission, missionVision.vision].map((card, index) => (
              <li
                key={card.title}
                className={`rounded-lg p-8 shadow-card md:p-10 ${index === 0 ? "bg-river-900 text-white" : "bg-white"}`}
              >
                <h2 className={`font-serif text-3xl font-semibold ${index === 0 ? "text-white" : "text-ink"}`}>
                  {card.title}
                </h2>
                <span aria-hidden="true" className="mt-4 block h-1 w-12 rounded-pill bg-saffron-500" />
                <p className={`mt-5 text-lg leading-relaxed ${index === 0 ? "text-river-50" : "text-ink-700"}`}>
                  {card.content}
                </p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <Section id="about-values" eyebrow="What guides us" title={values.title} intro={values.intro}>
        <AboutCards cards={values.items} />
      </Section>

      <Section id="about-cuisine" eyebrow="From our kitchen" title={cuisine.title} intro={cuisine.description} tone="white">
        <AboutCards cards={cuisine.sections} />
        <p className="mt-10 text-center">
          <Link to="/Finedinning" className="btn-secondary">
            Visit our restaurant
          </Link>
        </p>
      </Section>
    </main>
  );
}
