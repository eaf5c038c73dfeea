import { PageHero } from "../components/page-hero";
import { staticPageMeta } from "../components/seo";
import { hotel } from "../content/hotel";
import { illustrations } from "../content/illustrations";
import { privacy } from "../content/policies";
import { PolicyDocumentView } from "../features/policies/policy-document";

export const meta = staticPageMeta({
  title: "Privacy Policy",
  crumb: "Privacy Policy",
  description: `How ${hotel.shortName} collects, uses and protects the personal information you share when you book, enquire or subscribe, and the rights you have over it.`,
  keywords: "Narmada Riverside Resort privacy policy, hotel privacy Omkareshwar, personal data hotel India",
  path: "/PrivacyPolicy",
});

export default function Privacy() {
  const document = privacy();
  return (
    <main id="main">
      <PageHero title={document.title} subtitle="Your information, and how we look after it" image={illustrations.heroRiver} />
      <PolicyDocumentView document={document} related={{ to: "/TermsAndConditions", label: "Terms and Conditions" }} />
    </main>
  );
}
