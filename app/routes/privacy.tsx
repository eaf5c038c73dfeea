import { PageHero } from "../components/page-hero";
import { pageMeta } from "../components/seo";
import { privacyPageEn } from "../content/policies";
import { privacyPageHi } from "../content/policies.hi";
import { PolicyDocumentView } from "../features/policies/policy-document";
import { langOfPath } from "../i18n/lang";
import { wordsIn } from "../i18n/words";
import type { Route } from "./+types/privacy";

/** The page's words in the request's language, built per request: they quote the times and contacts staff keep. */
export function loader({ request }: Route.LoaderArgs) {
  const lang = langOfPath(new URL(request.url).pathname);
  return { words: { policyPage: wordsIn(lang, { en: privacyPageEn, hi: privacyPageHi })() } };
}

export function meta({ loaderData, location }: Route.MetaArgs) {
  const lang = langOfPath(location.pathname);
  const words = loaderData?.words.policyPage.meta;
  if (!words) return pageMeta({ lang, path: "/PrivacyPolicy" });
  const { crumb, ...rest } = words;
  return pageMeta({ ...rest, lang, path: "/PrivacyPolicy", breadcrumbs: [{ name: crumb, path: "/PrivacyPolicy" }] });
}

export default function Privacy({ loaderData }: Route.ComponentProps) {
  const w = loaderData.words.policyPage;
  return (
    <main id="main">
      <PageHero title={w.document.title} subtitle={w.hero.subtitle} image={w.hero.image} />
      <PolicyDocumentView />
    </main>
  );
}
