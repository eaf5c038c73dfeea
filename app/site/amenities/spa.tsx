import { Icon } from "../../components/icon";
import { spa } from "../../content/spa";
import { spaHi } from "../../content/spa.hi";
import { formatRupees } from "../../domain/money";
import { enquiryDialogAction } from "../../enquiries/dialogs/enquiry-dialog-action.server";
import { EnquiryDialogButton } from "../../enquiries/dialogs/enquiry-dialog-button";
import { clientAction as answerWhenSent } from "../../enquiries/intake/lazy-client-action";
import { CardGrid } from "../sections/card-grid";
import { FeatureList } from "../sections/feature-list";
import { ImageCard } from "../sections/image-card";
import { FacilityPage } from "../sections/facility-page";
import { IntroSplit } from "../sections/intro-split";
import { enquiringFacilityWords } from "../sections/page-words.server";
import { Section } from "../sections/section";
import { metaOfWords } from "../sections/words-meta";
import { fill, readWords, sendWords } from "../../i18n/words";
import type { Route } from "./+types/spa";

/**
 * The page's copy, the Upcoming words and the enquiry dialog's words in the request's language
 * (product-rules.md: Hindi).
 */
export function loader({ request }: Route.LoaderArgs) {
  return { words: sendWords(enquiringFacilityWords(request, { spa: { en: spa, hi: spaHi } })) };
}

export const meta = metaOfWords("spa", "/Spa");

export const action = enquiryDialogAction;

export const clientAction = answerWhenSent;

export default function Spa({ loaderData }: Route.ComponentProps) {
  const { hero, upcomingWhat, intro, featuresSection, features, treatmentsSection, duration, treatments, wellness } = readWords(loaderData.words).spa;
  return (
    <FacilityPage page="/Spa" hero={hero} what={upcomingWhat}>
      <IntroSplit id="spa-intro" heading={intro} image={intro.image} imageFirst>
        <p className="mt-5 text-lg leading-relaxed text-ink-700">{intro.paragraph}</p>
        <ul className="mt-6 list-none space-y-3 p-0">
          {intro.highlights.map((highlight) => (
            <li key={highlight} className="flex items-start gap-3 font-medium">
              <span className="mt-0.5 grid h-6 w-6 shrink-0 place-items-center rounded-pill bg-leaf text-white">
                <Icon name="check" className="h-4 w-4" />
              </span>
              {highlight}
            </li>
          ))}
        </ul>
      </IntroSplit>

      <Section id="spa-features" heading={featuresSection} tone="white">
        <FeatureList items={features} icons={["spa", "heater", "users", "concierge"]} columns={4} />
      </Section>

      <Section
        id="spa-treatments"
        heading={treatmentsSection}
        intro={<p>{treatmentsSection.intro}</p>}
      >
        <CardGrid>
          {treatments.map((treatment) => (
            <ImageCard
              key={treatment.name}
              image={treatment.image}
              title={treatment.name}
              footer={
                <div className="flex flex-wrap items-center justify-between gap-4 border-t border-sand-200 pt-4">
                  <p className="flex flex-col">
                    <span className="text-2xl font-semibold text-saffron-800">{formatRupees(treatment.pricePaise)}</span>
                    <span className="flex items-center gap-1.5 text-sm text-ink-500">
                      <Icon name="clock" className="h-4 w-4" />
                      {fill(duration, { n: treatment.durationMinutes })}
                    </span>
                  </p>
                  <EnquiryDialogButton kind="spa" topic={treatment.name} label={treatmentsSection.bookLabel} />
                </div>
              }
            >
              <p>{treatment.description}</p>
            </ImageCard>
          ))}
        </CardGrid>
      </Section>

      <Section id="spa-wellness" heading={wellness} intro={<p>{wellness.intro}</p>} tone="river">
        <FeatureList items={wellness.features} icons={["spa", "star", "heater", "dining"]} columns={4} tone="dark" />
      </Section>
    </FacilityPage>
  );
}
