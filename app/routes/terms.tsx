import { PageHero } from "../components/page-hero";
import { staticPageMeta } from "../components/seo";
import { hotel } from "../content/hotel";
import { illustrations } from "../content/illustrations";
import { terms } from "../content/policies";
import { PolicyDocumentView } from "../features/policies/policy-document";

export const meta = staticPageMeta(() => ({
  title: "Terms and Conditions",
  crumb: "Terms and Conditions",
  description: `Booking terms at ${hotel.shortName}: check-in ${hotel.checkInTime}, check-out ${hotel.checkOutTime}, cancellation ${hotel.cancellation.individualDaysBefore} days before arrival, group and no-show terms, refunds, children and lost property.`,
  keywords: "Narmada Riverside Resort terms, Omkareshwar hotel cancellation policy, hotel booking terms Omkareshwar",
  path: "/TermsAndConditions",
}));

export default function Terms() {
  const document = terms();
  return (
    <main id="main">
      <PageHero title={document.title} subtitle="The terms of booking and staying with us" image={illustrations.heroRiver} />
      <PolicyDocumentView document={document} related={{ to: "/PrivacyPolicy", label: "Privacy Policy" }} />
    </main>
  );
}
