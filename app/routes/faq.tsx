import { Link } from "react-router";
import { PageHero } from "../components/page-hero";
import { staticPageMeta } from "../components/seo";
import { faqItems } from "../content/faq";
import { hotel } from "../content/hotel";
import { illustrations } from "../content/illustrations";
import { FaqAccordion } from "../features/faq/faq-accordion";
import { faqJsonLd } from "../features/faq/faq-json-ld";
import { ContactBlock } from "../components/contact-links";

export const meta = staticPageMeta(() => ({
  title: "Frequently Asked Questions",
  crumb: "FAQ",
  description: `Answers about staying at ${hotel.shortName}: check-in ${hotel.checkInTime} and check-out ${hotel.checkOutTime}, parking, cancellation, early booking offers, pets and payment methods.`,
  keywords:
    "Omkareshwar hotel check-in time, Narmada Riverside Resort cancellation policy, Omkareshwar hotel parking, pay at hotel Omkareshwar",
  path: "/FAQ",
  jsonLd: [faqJsonLd(faqItems())],
}));

export default function Faq() {
  return (
    <main id="main">
      <PageHero
        title="Frequently Asked Questions"
        subtitle="Timings, parking, cancellation, offers, pets and payments — answered"
        image={illustrations.heroRiver}
      />
      <div className="container grid gap-8 py-12 md:py-16 lg:grid-cols-[2fr_1fr] lg:items-start">
        <FaqAccordion items={faqItems()} />
        <aside aria-labelledby="faq-more" className="rounded-lg bg-river-900 p-6 text-white md:p-8 lg:sticky lg:top-28">
          <h2 id="faq-more" className="font-serif text-2xl font-semibold">
            Still have a question?
          </h2>
          <p className="mt-3 text-river-50">Our front desk answers {hotel.contactHours}.</p>
          <ContactBlock address={hotel.emails.reservations} />
          <p className="mt-6 text-sm text-river-50">
            Read the full{" "}
            <Link to="/TermsAndConditions" className="font-semibold text-white underline">
              Terms and Conditions
            </Link>{" "}
            and{" "}
            <Link to="/PrivacyPolicy" className="font-semibold text-white underline">
              Privacy Policy
            </Link>
            .
          </p>
        </aside>
      </div>
    </main>
  );
}
