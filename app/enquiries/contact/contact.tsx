import type { ReactNode } from "react";
import { Icon, type IconName } from "../../components/icon";
import { MapFacade } from "../../components/map-facade";
import { PageHero } from "../../components/page-hero";
import { hotel } from "../../content/hotel";
import { addressIn } from "../../content/hotel-in-lang";
import { illustrations } from "../../content/illustrations";
import { contactAction } from "./contact-action.server";
import { ContactForm } from "./contact-form";
import { contactPageWordsEn } from "./contact-words";
import { contactPageWordsHi } from "./contact-words.hi";
import { EmailLink, PhoneLink } from "../../components/contact-links";
import { clientAction as answerWhenSent } from "../intake/lazy-client-action";
import { formPageWords } from "../intake/form-page-words.server";
import { fill, sendWords, useLang, useWords, wordsOf } from "../../i18n/words";
import { metaFromWords } from "../../site/sections/words-meta";
import type { Route } from "./+types/contact";

/** The page's words and the shared form words, in the language of its path (product-rules.md: Hindi). */
export function loader({ request }: Route.LoaderArgs) {
  return { words: sendWords(formPageWords(request, "contactPage", { en: contactPageWordsEn, hi: contactPageWordsHi })) };
}

// Its words quote what staff keep on the desk (the phone, the e-mail), so they are read for each page.
export function meta({ loaderData, location }: Route.MetaArgs) {
  const words = wordsOf(loaderData)?.contactPage.meta;
  // metaFromWords fills in the hotel's name; the details staff keep are filled in here first.
  const desk = { hours: hotel.contactHours, phone: hotel.phones.primary.display, email: hotel.emails.reservations };
  return metaFromWords(words && { ...words, description: fill(words.description, desk) }, "/Contact", location.pathname);
}

export const action = contactAction;

export const clientAction = answerWhenSent;

function ContactCard({ icon, title, children }: { icon: IconName; title: string; children: ReactNode }) {
  return (
    <li className="card flex items-start gap-4 p-5 sm:flex-col sm:gap-0 sm:p-6">
      <span className="grid h-12 w-12 shrink-0 place-items-center rounded-pill bg-saffron-50 text-saffron-800">
        <Icon name={icon} className="h-6 w-6" />
      </span>
      <div className="min-w-0">
        <h2 className="font-serif text-xl font-semibold sm:mt-4">{title}</h2>
        <div className="mt-1 space-y-1 text-ink-700 sm:mt-2">{children}</div>
      </div>
    </li>
  );
}

const linkClass = "font-semibold text-river-700 underline-offset-4 hover:underline [overflow-wrap:anywhere]";

export default function Contact() {
  const w = useWords("contactPage");
  const { office, phones, emails, temple } = hotel;
  const address = addressIn(useLang());
  return (
    <main id="main">
      <PageHero title={w.hero.title} subtitle={w.hero.subtitle} image={illustrations.heroRiver} />
      <section aria-label={w.reachUs} className="relative z-1 -mt-10 pb-4">
        <div className="container">
          <ul className="grid list-none gap-5 p-0 sm:grid-cols-2 xl:grid-cols-4">
            <ContactCard icon="map-pin" title={w.resort.title}>
              <address className="not-italic">
                {hotel.shortName}
                <br />
                {address.street}, {address.locality}
                <br />
                {fill(w.resort.districtLine, {
                  district: address.district,
                  region: address.region,
                  postalCode: address.postalCode,
                })}
              </address>
              <p>
                <a href={address.mapsUrl} target="_blank" rel="noopener noreferrer" className={linkClass}>
                  {w.resort.directions}
                  <span className="sr-only">{w.resort.newTab}</span>
                </a>
              </p>
            </ContactCard>
            <ContactCard icon="clock" title={w.hours.title}>
              <p>
                <strong className="text-2xl font-semibold text-ink">{hotel.contactHours}</strong>
              </p>
              <p>{w.hours.text}</p>
            </ContactCard>
            <ContactCard icon="mail" title={w.emailUs}>
              <p>
                <EmailLink address={emails.general} wrapAtSign className={linkClass} />
              </p>
              <p>
                <EmailLink wrapAtSign className={linkClass} />
              </p>
            </ContactCard>
            <ContactCard icon="phone" title={w.callUs}>
              <p>
                <PhoneLink className={linkClass} />
              </p>
              {phones.secondary ? (
                <p>
                  <PhoneLink phone={phones.secondary} className={linkClass} />
                </p>
              ) : null}
            </ContactCard>
          </ul>
        </div>
      </section>

      <div className="container grid gap-8 py-12 md:py-16 lg:grid-cols-2 lg:items-start">
        <ContactForm />
        <section aria-labelledby="find-us" className="space-y-5">
          <div>
            <p className="eyebrow">{w.findUs.eyebrow}</p>
            <h2 id="find-us" className="heading-2 mt-2">
              {fill(w.findUs.heading, { locality: address.locality })}
            </h2>
            <p className="mt-3 text-lg text-ink-700">
              {fill(w.findUs.distance, { km: temple.km, temple: temple.name, minutes: temple.minutesByCar })}
            </p>
            <address className="mt-2 not-italic text-ink-700">
              {fill(w.findUs.office, {
                label: office.label,
                street: office.street,
                locality: office.locality,
                region: office.region,
                postalCode: office.postalCode,
              })}
            </address>
          </div>
          <MapFacade />
        </section>
      </div>
    </main>
  );
}
