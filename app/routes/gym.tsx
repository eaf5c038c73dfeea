import { Icon } from "../components/icon";
import { PageHero } from "../components/page-hero";
import { staticPageMeta } from "../components/seo";
import { gym } from "../content/gym";
import { hotel } from "../content/hotel";
import { formatDuration } from "../content/spa";
import { enquiryDialogAction } from "../features/enquiries/enquiry-dialog-action.server";
import { EnquiryDialogButton } from "../features/enquiries/enquiry-dialog-button";
import { FeatureList } from "../features/page-sections/feature-list";
import { HoursCard } from "../features/page-sections/hours-card";
import { IntroSplit } from "../features/page-sections/intro-split";
import { Section } from "../features/page-sections/section";
import { UpcomingNotice } from "../features/page-sections/upcoming-notice";
import { answerInPlace } from "../features/intake/form-client-action";

export const meta = staticPageMeta({
  title: "Fitness Center (Upcoming)",
  crumb: "Fitness Center",
  description: `The upcoming fitness center at ${hotel.shortName}, Omkareshwar: cardio, strength and yoga with trainers. Open weekdays 5:00 AM - 11:00 PM, weekends 6:00 AM - 10:00 PM, holidays 7:00 AM - 9:00 PM.`,
  keywords: "gym Omkareshwar hotel, fitness center Omkareshwar, yoga Omkareshwar, hotel with gym Madhya Pradesh",
  path: "/Gym",
});

export const action = enquiryDialogAction;

export const clientAction = answerInPlace;

export default function Gym() {
  const { hero, intro, features, programmes, hours } = gym;
  return (
    <main id="main">
      <PageHero title={hero.title} subtitle={hero.subtitle} badge="Upcoming" image={hero.image} />
      <UpcomingNotice what="The fitness center" />

      <IntroSplit id="gym-intro" eyebrow="Train with us" title={intro.title} image={intro.image}>
        <p className="mt-5 text-lg leading-relaxed text-ink-700">{intro.paragraph}</p>
      </IntroSplit>

      <Section id="gym-features" eyebrow="Equipment and space" title="Gym Features" tone="white">
        <FeatureList items={features} icons={["gym", "gym", "spa", "users"]} columns={4} />
      </Section>

      <Section id="gym-programmes" eyebrow="Guided sessions" title="Training Programmes">
        <ul className="grid list-none gap-6 p-0 md:grid-cols-3">
          {programmes.map((programme) => (
            <li key={programme.name} className="card flex flex-col p-6">
              <p className="inline-flex w-fit items-center gap-1.5 rounded-pill bg-river-50 px-3 py-1 text-sm font-semibold text-river-800">
                <Icon name="clock" className="h-4 w-4" />
                {formatDuration(programme.durationMinutes)}
              </p>
              <h3 className="heading-3 mt-4">{programme.name}</h3>
              <p className="mt-2 flex-1 leading-relaxed text-ink-700">{programme.description}</p>
              <div className="mt-6">
                <EnquiryDialogButton kind="gym" topic={programme.name} label="Join Now" />
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="gym-hours" eyebrow="Plan your workout" title="Training Hours" tone="sand">
        <HoursCard title="Gym hours" hours={hours} />
      </Section>
    </main>
  );
}
