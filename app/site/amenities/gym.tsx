import { Icon } from "../../components/icon";
import { PageHero } from "../../components/page-hero";
import { gym } from "../../content/gym";
import { gymHi } from "../../content/gym.hi";
import { enquiryDialogAction } from "../../enquiries/dialogs/enquiry-dialog-action.server";
import { EnquiryDialogButton } from "../../enquiries/dialogs/enquiry-dialog-button";
import { enquiryDialogWordsEn } from "../../enquiries/dialogs/enquiry-dialog-words";
import { enquiryDialogWordsHi } from "../../enquiries/dialogs/enquiry-dialog-words.hi";
import { intakeWordsIn } from "../../enquiries/intake/intake-words.server";
import { clientAction as answerWhenSent } from "../../enquiries/intake/lazy-client-action";
import { FeatureList } from "../sections/feature-list";
import { HoursCard } from "../sections/hours-card";
import { IntroSplit } from "../sections/intro-split";
import { Section } from "../sections/section";
import { UpcomingNotice } from "../sections/upcoming-notice";
import { upcomingWordsEn } from "../sections/upcoming-words";
import { upcomingWordsHi } from "../sections/upcoming-words.hi";
import { metaFromWords } from "../sections/words-meta";
import { langOfPath } from "../../i18n/lang";
import { fill, wordsIn } from "../../i18n/words";
import type { Route } from "./+types/gym";

/**
 * The page's copy, the Upcoming words and the enquiry dialog's words in the request's language
 * (product-rules.md: Hindi).
 */
export function loader({ request }: Route.LoaderArgs) {
  const lang = langOfPath(new URL(request.url).pathname);
  return {
    words: {
      gym: wordsIn(lang, { en: gym, hi: gymHi }),
      upcoming: wordsIn(lang, { en: upcomingWordsEn, hi: upcomingWordsHi }),
      // The enquiry dialog's own words (its feature's).
      enquiryDialog: wordsIn(lang, { en: enquiryDialogWordsEn, hi: enquiryDialogWordsHi }),
      intake: intakeWordsIn(lang),
    },
  };
}

export function meta({ loaderData, location }: Route.MetaArgs) {
  return metaFromWords(loaderData?.words.gym.meta, "/Gym", location.pathname);
}

export const action = enquiryDialogAction;

export const clientAction = answerWhenSent;

export default function Gym({ loaderData }: Route.ComponentProps) {
  const { upcoming } = loaderData.words;
  const { hero, upcomingWhat, intro, featuresSection, features, programmesSection, duration, programmes, hoursSection, hours } =
    loaderData.words.gym;
  return (
    <main id="main">
      <PageHero title={hero.title} subtitle={hero.subtitle} badge={upcoming.badge} image={hero.image} />
      <UpcomingNotice what={upcomingWhat} words={upcoming} />

      <IntroSplit id="gym-intro" eyebrow={intro.eyebrow} title={intro.title} image={intro.image}>
        <p className="mt-5 text-lg leading-relaxed text-ink-700">{intro.paragraph}</p>
      </IntroSplit>

      <Section id="gym-features" eyebrow={featuresSection.eyebrow} title={featuresSection.title} tone="white">
        <FeatureList items={features} icons={["gym", "gym", "spa", "users"]} columns={4} />
      </Section>

      <Section id="gym-programmes" eyebrow={programmesSection.eyebrow} title={programmesSection.title}>
        <ul className="grid list-none gap-6 p-0 md:grid-cols-3">
          {programmes.map((programme) => (
            <li key={programme.name} className="card flex flex-col p-6">
              <p className="inline-flex w-fit items-center gap-1.5 rounded-pill bg-river-50 px-3 py-1 text-sm font-semibold text-river-800">
                <Icon name="clock" className="h-4 w-4" />
                {fill(duration, { n: programme.durationMinutes })}
              </p>
              <h3 className="heading-3 mt-4">{programme.name}</h3>
              <p className="mt-2 flex-1 leading-relaxed text-ink-700">{programme.description}</p>
              <div className="mt-6">
                <EnquiryDialogButton kind="gym" topic={programme.name} label={programmesSection.joinLabel} />
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="gym-hours" eyebrow={hoursSection.eyebrow} title={hoursSection.title} tone="sand">
        <HoursCard title={hoursSection.cardTitle} hours={hours} />
      </Section>
    </main>
  );
}
