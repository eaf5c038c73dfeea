import { Icon } from "../../components/icon";
import { gym } from "../../content/gym";
import { gymHi } from "../../content/gym.hi";
import { enquiryDialogAction } from "../../enquiries/dialogs/enquiry-dialog-action.server";
import { EnquiryDialogButton } from "../../enquiries/dialogs/enquiry-dialog-button";
import { clientAction as answerWhenSent } from "../../enquiries/intake/lazy-client-action";
import { FeatureList } from "../sections/feature-list";
import { FacilityHoursSection, FacilityPage } from "../sections/facility-page";
import { IntroSplit } from "../sections/intro-split";
import { enquiringFacilityWords } from "../sections/page-words.server";
import { Section } from "../sections/section";
import { metaOfWords } from "../sections/words-meta";
import { fill, readWords, sendWords } from "../../i18n/words";
import type { Route } from "./+types/gym";

/**
 * The page's copy, the Upcoming words and the enquiry dialog's words in the request's language
 * (product-rules.md: Hindi).
 */
export function loader({ request }: Route.LoaderArgs) {
  return { words: sendWords(enquiringFacilityWords(request, { gym: { en: gym, hi: gymHi } })) };
}

export const meta = metaOfWords("gym", "/Gym");

export const action = enquiryDialogAction;

export const clientAction = answerWhenSent;

export default function Gym({ loaderData }: Route.ComponentProps) {
  const { hero, upcomingWhat, intro, featuresSection, features, programmesSection, duration, programmes, hoursSection } =
    readWords(loaderData.words).gym;
  return (
    <FacilityPage page="/Gym" hero={hero} what={upcomingWhat}>
      <IntroSplit id="gym-intro" heading={intro} image={intro.image}>
        <p className="mt-5 text-lg leading-relaxed text-ink-700">{intro.paragraph}</p>
      </IntroSplit>

      <Section id="gym-features" heading={featuresSection} tone="white">
        <FeatureList items={features} icons={["gym", "gym", "spa", "users"]} columns={4} />
      </Section>

      <Section id="gym-programmes" heading={programmesSection}>
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

      <FacilityHoursSection id="gym-hours" page="/Gym" words={hoursSection} />
    </FacilityPage>
  );
}
