import type { ReactNode } from "react";
import { Icon, type IconName } from "../components/icon";
import { MapFacade } from "../components/map-facade";
import { PageHero } from "../components/page-hero";
import { staticPageMeta } from "../components/seo";
import { hotel } from "../content/hotel";
import { illustrations } from "../content/illustrations";
import { contactAction } from "../features/enquiries/contact-action.server";
import { ContactForm } from "../features/enquiries/contact-form";
import { EmailLink, PhoneLink } from "../components/contact-links";
import { clientAction as answerWhenSent } from "../features/intake/lazy-client-action";

export const meta = staticPageMeta(() => ({
  title: "Contact Us",
  crumb: "Contact Us",
  description: `Contact ${hotel.shortName}, Omkareshwar, ${hotel.contactHours}: call ${hotel.phones.primary.display}, write to ${hotel.emails.reservations}, or send us a message. Directions to the resort on the Narmada.`,
  keywords:
    "contact Narmada Riverside Resort, Omkareshwar hotel phone number, Omkareshwar hotel booking enquiry, hotel near Omkareshwar temple contact",
  path: "/Contact",
}));

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
  const { office, address, phones, emails, temple } = hotel;
  return (
    <main id="main">
      <PageHero
        title="Contact Us"
        subtitle="We are here around the clock — for bookings, darshan advice or directions"
        image={illustrations.heroRiver}
      />
      <section aria-label="How to reach us" className="relative z-1 -mt-10 pb-4">
        <div className="container">
          <ul className="grid list-none gap-5 p-0 sm:grid-cols-2 xl:grid-cols-4">
            <ContactCard icon="map-pin" title="The Resort">
              <address className="not-italic">
                {hotel.shortName}
                <br />
                {address.street}, {address.locality}
                <br />
                {address.district} district, {address.region} {address.postalCode}
              </address>
              <p>
                <a href={address.mapsUrl} target="_blank" rel="noopener noreferrer" className={linkClass}>
                  Directions on the map
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </p>
            </ContactCard>
            <ContactCard icon="clock" title="Working Hours">
              <p>
                <strong className="text-2xl font-semibold text-ink">{hotel.contactHours}</strong>
              </p>
              <p>Front desk and reservations, every day of the year.</p>
            </ContactCard>
            <ContactCard icon="mail" title="Email Us">
              <p>
                <EmailLink address={emails.general} wrapAtSign className={linkClass} />
              </p>
              <p>
                <EmailLink wrapAtSign className={linkClass} />
              </p>
            </ContactCard>
            <ContactCard icon="phone" title="Call Us">
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
            <p className="eyebrow">Find us</p>
            <h2 id="find-us" className="heading-2 mt-2">
              Getting to {address.locality}
            </h2>
            <p className="mt-3 text-lg text-ink-700">
              We are {temple.km} km from the {temple.name} temple, about {temple.minutesByCar} minutes by car.
            </p>
            <address className="mt-2 not-italic text-ink-700">
              {office.label}: {office.street}, {office.locality}, {office.region} {office.postalCode}
            </address>
          </div>
          <MapFacade />
        </section>
      </div>
    </main>
  );
}
