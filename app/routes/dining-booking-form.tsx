import { Link } from "react-router";
import { PageHero } from "../components/page-hero";
import { staticPageMeta } from "../components/seo";
import { hotel } from "../content/hotel";
import { illustrations } from "../content/illustrations";
import { diningAction } from "../features/dining/dining-action.server";
import { DiningBookingForm } from "../features/dining/dining-booking-form";
import { PhoneLink } from "../components/contact-links";
import { answerInPlace } from "../features/intake/form-client-action";

export const meta = staticPageMeta({
  title: "Reserve a Table",
  crumb: "Reserve a Table",
  description: `Reserve a table at ${hotel.shortName}'s pure vegetarian restaurants in Omkareshwar: fine dining, casual meals and the rooftop by the Narmada.`,
  keywords: "Omkareshwar restaurant booking, vegetarian restaurant Omkareshwar, table reservation Narmada Riverside Resort",
  path: "/DiningBookingForm",
});

export const action = diningAction;

export const clientAction = answerInPlace;

export default function DiningBookingPage() {
  return (
    <main id="main">
      <PageHero
        title="Reserve a Table"
        subtitle="Vegetarian thalis, Malwa specialities and riverside evenings"
        image={illustrations.diningThali}
      />
      <div className="container grid gap-10 py-12 md:py-16 lg:grid-cols-[2fr_1fr]">
        <DiningBookingForm />
        <aside aria-labelledby="dining-help" className="grid content-start gap-4">
          <h2 id="dining-help" className="heading-3">
            Good to know
          </h2>
          <ul className="grid gap-2 text-ink-700">
            <li>All our kitchens are pure vegetarian; satvik meals without onion or garlic on request.</li>
            <li>Tables for up to {hotel.limits.diningMaxGuests} guests here; for a larger group, tell us about your event.</li>
            <li>Your table is confirmed when the restaurant calls you back.</li>
          </ul>
          <p>
            Prefer to call?{" "}
            <PhoneLink className="font-semibold text-river-700 underline" />
          </p>
          <p>
            <Link to="/Event" className="font-semibold text-river-700 underline">
              Plan a group meal or event
            </Link>
          </p>
        </aside>
      </div>
    </main>
  );
}
