import { Link } from "react-router";
import { PageHero } from "../../components/page-hero";
import { type ImageCard as AboutCard, aboutPageEn } from "../../content/about";
import { aboutPageHi } from "../../content/about.hi";
import { CardGrid } from "../sections/card-grid";
import { ImageCard } from "../sections/image-card";
import { IntroSplit } from "../sections/intro-split";
import { langOfRequest } from "../sections/page-words.server";
import { Section } from "../sections/section";
import { metaOfWords } from "../sections/words-meta";
import { linkInLang } from "../../i18n/hindi-pages";
import { readWords, sendWords, useLang, wordsIn } from "../../i18n/words";
import type { Route } from "./+types/about";

/** The page's words in the request's language; built per request, as the intro names the town staff keep. */
export function loader({ request }: Route.LoaderArgs) {
  return { words: sendWords({ aboutPage: wordsIn(langOfRequest(request), { en: aboutPageEn, hi: aboutPageHi })() }) };
}

export const meta = metaOfWords("aboutPage", "/about");

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

export default function About({ loaderData }: Route.ComponentProps) {
  const w = readWords(loaderData.words).aboutPage;
  const lang = useLang();
  return (
    <main id="main">
      <div className={heroMotion}>
        <PageHero
          title={w.hero.title}
          image={w.hero.image}
          subtitle={
            <span className="inline-block motion-safe:(animate-fade-in-up animate-duration-800 animate-delay-200 animate-ease-out animate-both)">
              {w.hero.subtitle}
            </span>
          }
        />
      </div>

      <IntroSplit
        id="about-intro"
        heading={w.intro}
        image={w.intro.image}
        imageClassName="h-[400px]"
        imageFirst
      >
        {w.intro.paragraphs.map((paragraph) => (
          <p key={paragraph.slice(0, 24)} className="mt-5 text-lg leading-relaxed text-ink-700">
            {paragraph}
          </p>
        ))}
        <div className="mt-8 flex flex-wrap gap-3">
          <Link to={linkInLang("/Room", lang)} className="btn-primary">
            {w.intro.seeRooms}
          </Link>
          <Link to={linkInLang("/omkareshwar-tourism", lang)} className="btn-secondary">
            {w.intro.exploreOmkareshwar}
          </Link>
        </div>
      </IntroSplit>

      <section aria-label={w.missionVisionLabel} className="bg-sand-100 py-14 md:py-20">
        <div className="container">
          <ul className="grid list-none gap-6 p-0 md:grid-cols-2">
            {[w.mission, w.vision].map((card, index) => (
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

      <Section id="about-values" heading={w.values} intro={w.values.intro}>
        <AboutCards cards={w.values.items} />
      </Section>

      <Section id="about-cuisine" heading={w.cuisine} intro={w.cuisine.description} tone="white">
        <AboutCards cards={w.cuisine.sections} />
        <p className="mt-10 text-center">
          <Link to={linkInLang("/Finedinning", lang)} className="btn-secondary">
            {w.cuisine.visitRestaurant}
          </Link>
        </p>
      </Section>
    </main>
  );
}
