import { Icon, type IconName } from "../components/icon";
import { PageHero } from "../components/page-hero";
import { staticPageMeta } from "../components/seo";
import { facilities } from "../content/facilities";
import { hotel } from "../content/hotel";
import { illustrations } from "../content/illustrations";
import { eventAction } from "../features/events/event-action.server";
import { EventCategories } from "../features/events/event-categories";
import { EventEnquiryForm } from "../features/events/event-enquiry-form";
import { Section } from "../features/page-sections/section";
import { ContactBlock } from "../components/contact-links";
import { clientAction as answerWhenSent } from "../features/intake/lazy-client-action";
import { servicesContext } from "../context";
import type { Route } from "./+types/events";

export const meta = staticPageMeta({
  title: "Events & Meetings — Weddings, Banquets and Conferences",
  crumb: "Events & Meetings",
  description: `Weddings, receptions, religious ceremonies and corporate meetings at ${hotel.shortName}, Omkareshwar: a 10,000 sq ft banquet hall, a 27,000 sq ft marriage garden, ample parking and rooms on site.`,
  keywords:
    "wedding venue Omkareshwar, banquet hall Omkareshwar, marriage garden Omkareshwar, conference venue Khandwa, destination wedding Narmada",
  path: "/Event",
});

/** Guests' own reviews for the event previews: the three staff put first (none until they add one). */
export async function loader({ context }: Route.LoaderArgs) {
  return { reviews: (await context.get(servicesContext).guestWords.list()).reviews.slice(0, 3) };
}

export const action = eventAction;

export const clientAction = answerWhenSent;

const highlights: { icon: IconName; title: string; text: string }[] = [
  { icon: "parking", title: "Ample parking", text: "Parking on the premises for your guests' cars." },
  { icon: "bed", title: "On-site stay", text: "Rooms and suites for the family and out-of-town guests, steps from the venue." },
];

/** With the town and the Google rating staff keep on the desk (no rating shown when they give none). */
const highlightsNow = (): { icon: IconName; title: string; text: string }[] => [
  {
    icon: "map-pin",
    title: "Prime location",
    text: `On the main road into ${hotel.address.locality}, ${hotel.temple.km} km from the ${hotel.temple.name} temple.`,
  },
  ...highlights,
  ...(hotel.googleRating
    ? [{ icon: "star" as const, title: `${hotel.googleRating} star Google rating`, text: "Rated by guests who have stayed and celebrated with us." }]
    : []),
];

const venueIds = [3, 4, 7];
const venues = facilities.filter((facility) => venueIds.includes(facility.id));

export default function Events({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main">
      <PageHero
        title="Events & Meetings"
        subtitle="Weddings, ceremonies and meetings by the holy Narmada, with vegetarian catering from our own kitchen"
        image={illustrations.heroTemple}
      >
        <a href="#book-your-event" className="btn-primary mt-8">
          Plan your event
        </a>
      </PageHero>

      <Section
        id="events-we-host"
        eyebrow="Celebrate in Omkareshwar"
        title="Events We Host"
        intro={
          <p>
            From an intimate puja to a wedding with hundreds of guests, we plan the venue, the food, the décor and the rooms
            together, so your family can enjoy the day.
          </p>
        }
      >
        <ul className="grid list-none gap-5 p-0 sm:grid-cols-2 lg:grid-cols-4">
          {highlightsNow().map((highlight) => (
            <li key={highlight.title} className="card flex flex-col items-center p-6 text-center">
              <span className="grid h-14 w-14 place-items-center rounded-pill bg-river-50 text-river-700">
                <Icon name={highlight.icon} className="h-7 w-7" />
              </span>
              <h3 className="mt-4 font-serif text-xl font-semibold">{highlight.title}</h3>
              <p className="mt-2 text-ink-700">{highlight.text}</p>
            </li>
          ))}
        </ul>
        <ul className="mt-10 grid list-none gap-4 p-0 md:grid-cols-3">
          {venues.map((venue) => (
            <li key={venue.id} className="rounded-lg border border-sand-200 bg-white p-5">
              <p className="font-serif text-lg font-semibold">{venue.title}</p>
              {venue.highlight ? (
                <p className="mt-1 text-2xl font-semibold text-saffron-800">{venue.highlight}</p>
              ) : null}
              <p className="mt-2 text-sm leading-relaxed text-ink-700">{venue.description}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id="event-categories"
        eyebrow="Occasions"
        title="Choose Your Occasion"
        intro={<p>Open an occasion to see ideas, guest reviews and capacities, then plan yours with us.</p>}
        tone="white"
      >
        <EventCategories reviews={loaderData.reviews} />
      </Section>

      <div className="bg-sand-100 py-14 md:py-20">
        <div className="container grid gap-8 lg:grid-cols-[1fr_2fr] lg:items-start">
          <div className="rounded-lg bg-river-900 p-6 text-white md:p-8">
            <h2 id="events-talk" className="font-serif text-2xl font-semibold">
              Prefer to talk?
            </h2>
            <p className="mt-3 text-river-50">
              Our events team will walk you through dates, menus and rooms, and can show you the venues.
            </p>
            <ContactBlock address={hotel.emails.general} />
          </div>
          <EventEnquiryForm />
        </div>
      </div>
    </main>
  );
}
