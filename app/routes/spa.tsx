import { Icon } from "../components/icon";
import { PageHero } from "../components/page-hero";
import { staticPageMeta } from "../components/seo";
import { hotel } from "../content/hotel";
import { formatDuration, spa } from "../content/spa";
import { formatRupees } from "../domain/money";
import { enquiryDialogAction } from "../features/enquiries/enquiry-dialog-action.server";
import { EnquiryDialogButton } from "../features/enquiries/enquiry-dialog-button";
import { CardGrid } from "../features/page-sections/card-grid";
import { FeatureList } from "../features/page-sections/feature-list";
import { ImageCard } from "../features/page-sections/image-card";
import { IntroSplit } from "../features/page-sections/intro-split";
import { Section } from "../features/page-sections/section";
import { UpcomingNotice } from "../features/page-sections/upcoming-notice";
import { answerInPlace } from "../features/intake/form-client-action";

export const meta = staticPageMeta({
  title: "Spa & Wellness (Upcoming)",
  crumb: "Spa & Wellness",
  description: `The upcoming spa at ${hotel.shortName}, Omkareshwar, open daily 9 AM to 9 PM: Aromatherapy Massage (60 mins, ₹4,500), Deep Tissue Massage (90 mins, ₹6,000) and Couple's Retreat (75 mins, ₹8,500).`,
  keywords:
    "spa Omkareshwar, massage Omkareshwar, ayurvedic massage Omkareshwar, couple spa Madhya Pradesh, wellness retreat Narmada",
  path: "/Spa",
});

export const action = enquiryDialogAction;

export const clientAction = answerInPlace;

export default function Spa() {
  const { hero, hours, intro, features, treatments, wellness } = spa;
  return (
    <main id="main">
      <PageHero title={hero.title} subtitle={hero.subtitle} badge="Upcoming" image={hero.image}>
        <p className="mt-6 inline-flex items-center gap-2 rounded-pill bg-white/10 px-4 py-2 font-semibold ring-1 ring-white/25">
          <Icon name="clock" className="h-5 w-5 text-marigold" />
          {hours}
        </p>
      </PageHero>
      <UpcomingNotice what="The spa" />

      <IntroSplit id="spa-intro" eyebrow="Welcome to calm" title={intro.title} image={intro.image} imageFirst>
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

      <Section id="spa-features" eyebrow="The spa" title="Spa Features" tone="white">
        <FeatureList items={features} icons={["spa", "heater", "users", "concierge"]} columns={4} />
      </Section>

      <Section
        id="spa-treatments"
        eyebrow="Signature treatments"
        title="Choose Your Treatment"
        intro={<p>Book ahead and tell us your preferred time; we will confirm it as soon as the spa opens.</p>}
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
                      {formatDuration(treatment.durationMinutes)}
                    </span>
                  </p>
                  <EnquiryDialogButton kind="spa" topic={treatment.name} label="Book Now" />
                </div>
              }
            >
              <p>{treatment.description}</p>
            </ImageCard>
          ))}
        </CardGrid>
      </Section>

      <Section id="spa-wellness" eyebrow="Beyond the spa" title={wellness.title} intro={<p>{wellness.intro}</p>} tone="river">
        <FeatureList items={wellness.features} icons={["spa", "star", "heater", "dining"]} columns={4} tone="dark" />
      </Section>
    </main>
  );
}
