import { PageHero } from "../../components/page-hero";
import { pageMeta } from "../../components/seo";
import { privacyPageEn, termsPageEn } from "../../content/policies";
import { privacyPageHi, termsPageHi } from "../../content/policies.hi";
import { PolicyDocumentView } from "./policy-document";
import { langOfPath, pathWithoutLang } from "../../i18n/lang";
import { readWords, sendWords, wordsIn, wordsOf } from "../../i18n/words";
import type { Route } from "./+types/policy-page";

/** The two policy documents' canonical paths; one route module serves both (app/routes.ts). */
const policyPaths = { terms: "/TermsAndConditions", privacy: "/PrivacyPolicy" } as const;

/** Which policy `pathname` shows (either language, any case); the route table sends only these two here. */
function policyAt(pathname: string): keyof typeof policyPaths {
  return pathWithoutLang(pathname).replace(/\/+$/, "").toLowerCase() === "/privacypolicy" ? "privacy" : "terms";
}

/** The page's words in the request's language, built per request: they quote the times and contacts staff keep. */
export function loader({ request }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  // Only the loader names the words, so neither language's copy reaches the browser's JavaScript.
  const both = policyAt(pathname) === "privacy" ? { en: privacyPageEn, hi: privacyPageHi } : { en: termsPageEn, hi: termsPageHi };
  return { words: sendWords({ policyPage: wordsIn(langOfPath(pathname), both)() }) };
}

export function meta({ loaderData, location }: Route.MetaArgs) {
  const lang = langOfPath(location.pathname);
  const path = policyPaths[policyAt(location.pathname)];
  const words = wordsOf(loaderData)?.policyPage.meta;
  if (!words) return pageMeta({ lang, path });
  const { crumb, ...rest } = words;
  return pageMeta({ ...rest, lang, path, breadcrumbs: [{ name: crumb, path }] });
}

export default function PolicyPage({ loaderData }: Route.ComponentProps) {
  const w = readWords(loaderData.words).policyPage;
  return (
    <main id="main">
      <PageHero title={w.document.title} subtitle={w.hero.subtitle} image={w.hero.image} />
      <PolicyDocumentView />
    </main>
  );
}
