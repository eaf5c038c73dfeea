import { ContactBlock } from "../../components/contact-links";
import { deferred } from "../../components/deferred";
import { Icon, type IconName } from "../../components/icon";
import { eventsPage } from "../../content/events";
import { eventsPageHi } from "../../content/events.hi";
import { hotel } from "../../content/hotel";
import { addressIn } from "../../content/hotel-in-lang";
import { placeInHindi } from "../../content/hindi-names";
import { servicesContext } from "../../context";
import { eventAction } from "./event-action.server";
import { eventFormWordsEn } from "../../enquiries/dialogs/event-form-words";
import { eventFormWordsHi } from "../../enquiries/dialogs/event-form-words.hi";
import { intakeWordsIn } from "../../enquiries/intake/intake-words.server";
import { eventWordsEn } from "./event-words";
import { eventWordsHi } from "./event-words.hi";
import { clientAction as answerWhenSent } from "../../enquiries/intake/lazy-client-action";
import { InnerPage } from "../sections/inner-page";
import { langOfRequest, wordsInLang } from "../sections/page-words.server";
import { Section } from "../sections/section";
import { metaOfWords } from "../sections/words-meta";
import type { Lang } from "../../i18n/lang";
import { fill, readWords, sendWords, wordsIn } from "../../i18n/words";
import type { Route } from "./+types/events";

// Below the page's first screen: each loads and hydrates as it nears the viewport (deferred.tsx),
// its server HTML on screen meanwhile: the cards are links to the form with their category preset,
// and the form posts to the page's action.
const EventCategories = deferred(() => import("./event-categories").then((m) => m.EventCategories), { nearView: {} });
const EventEnquiryForm = deferred(() => import("./event-enquiry-form").then((m) => m.EventEnquiryForm), { nearView: {} });

/**
 * The page's copy in the request's language (product-rules.md: Hindi), its highlights with what
 * staff keep on the desk, and guests' own reviews for the event previews: the three staff put first
 * (none until they add one).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = langOfRequest(request);
  const copy = wordsIn(lang, { en: eventsPage, hi: eventsPageHi });
  return {
    highlights: highlightsNow(copy.highlights, lang),
    reviews: (await context.get(servicesContext).guestWords.list()).reviews.slice(0, 3),
    words: sendWords({
      events: copy,
      ...wordsInLang(lang, {
        eventCards: { en: eventWordsEn, hi: eventWordsHi },
        // Book Your Event's own words (its feature's).
        eventForm: { en: eventFormWordsEn, hi: eventFormWordsHi },
      }),
      intake: intakeWordsIn(lang),
    }),
  };
}

export const meta = metaOfWords("events", "/Event");

export const action = eventAction;

export const clientAction = answerWhenSent;

type Highlights = typeof eventsPage.highlights;

/**
 * The highlights with the town and the Google rating staff keep on the desk (no rating shown when
 * they give none), read for each request; a Hindi page names the town and the temple in Hindi.
 */
function highlightsNow(words: Highlights, lang: Lang): { icon: IconName; title: string; text: string }[] {
  const place = (name: string) => (lang === "hi" ? placeInHindi(name) : name);
  return [
    {
      icon: "map-pin",
      title: words.location.title,
      text: fill(words.location.text, {
        locality: place(addressIn(lang).locality),
        km: hotel.temple.km,
        temple: place(hotel.temple.name),
      }),
    },
    { icon: "parking", ...words.parking },
    { icon: "bed", ...words.stay },
    ...(hotel.googleRating
      ? [{ icon: "star" as const, title: fill(words.rating.title, { rating: hotel.googleRating }), text: words.rating.text }]
      : []),
  ];
}

export default function Events({ loaderData }: Route.ComponentProps) {
  const { events: copy, eventCards } = readWords(loaderData.words);
  const planYourEvent = (
    <a href="#book-your-event" className="btn-primary mt-8">
      {copy.hero.cta}
    </a>
  );
  return (
    <InnerPage hero={copy.hero} heroExtra={planYourEvent}>
      <Section id="events-we-host" heading={copy.weHost} intro={<p>{copy.weHost.intro}</p>}>
        <ul className="grid list-none gap-5 p-0 sm:grid-cols-2 lg:grid-cols-4">
          {loaderData.highlights.map((highlight) => (
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
          {copy.venues.map((venue) => (
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
        heading={copy.categoriesSection}
        intro={<p>{copy.categoriesSection.intro}</p>}
        tone="white"
      >
        <EventCategories categories={copy.categories} reviews={loaderData.reviews} words={eventCards} />
      </Section>

      <div className="bg-sand-100 py-14 md:py-20">
        <div className="container grid gap-8 lg:grid-cols-[1fr_2fr] lg:items-start">
          <div className="rounded-lg bg-river-900 p-6 text-white md:p-8">
            <h2 id="events-talk" className="font-serif text-2xl font-semibold">
              {copy.talk.title}
            </h2>
            <p className="mt-3 text-river-50">{copy.talk.text}</p>
            <ContactBlock address={hotel.emails.general} />
          </div>
          <EventEnquiryForm />
        </div>
      </div>
    </InnerPage>
  );
}
