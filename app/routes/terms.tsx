import { PageHero } from "../components/page-hero";
import { pageMeta } from "../components/seo";
import { termsPageEn } from "../content/policies";
import { termsPageHi } from "../content/policies.hi";
import { PolicyDocumentView } from "../features/policies/policy-document";
import { langOfPath } from "../i18n/lang";
import { wordsIn } from "../i18n/words";
import type { Route } from "./+types/terms";

/** The page's words in the request's language, built per request: they quote the times and contacts staff keep. */
export function loader({ request }: Route.LoaderArgs) {
  const lang = langOfPath(new URL(request.url).pathname);
  return { words: { policyPage: wordsIn(lang, { en: termsPageEn, hi: termsPageHi })() } };
}

export function meta({ loaderData, location }: Route.MetaArgs) {
  const lang = langOfPath(location.pathname);
  const words = loaderData?.words.policyPage.meta;
  if (!words) return pageMeta({ lang, path: "/TermsAndConditions" });
  const { crumb, ...rest } = words;
  return pageMeta({ ...rest, lang, path: "/TermsAndConditions", breadcrumbs: [{ name: crumb, path: "/TermsAndConditions" }] });
}

export default function Terms({ loaderData }: Route.ComponentProps) {
  const w = loaderData.words.policyPage;
  return (
    <main id="main">
      <PageHero title={w.document.title} subtitle={w.hero.subtitle} image={w.hero.image} />
      <PolicyDocumentView />
    </main>
  );
}
