import { Link } from "react-router";
import { ContactBlock } from "../../components/contact-links";
import { PageHero } from "../../components/page-hero";
import { pageMeta } from "../../components/seo";
import { faqPageEn } from "../../content/faq";
import { faqPageHi } from "../../content/faq.hi";
import { hotel } from "../../content/hotel";
import { illustrations } from "../../content/illustrations";
import { illustrationsHi } from "../../content/illustrations.hi";
import { FaqAccordion } from "./faq-accordion";
import { faqJsonLd } from "./faq-json-ld";
import { linkInLang } from "../../i18n/hindi-pages";
import { langOfPath } from "../../i18n/lang";
import { readWords, sendWords, useLang, wordsIn, wordsOf } from "../../i18n/words";
import type { Route } from "./+types/faq";

/**
 * The page's words in the request's language, built per request: the answers quote the times,
 * offers and contacts staff keep on the desk. The hero picture travels as data too.
 */
export function loader({ request }: Route.LoaderArgs) {
  const lang = langOfPath(new URL(request.url).pathname);
  return {
    hero: wordsIn(lang, { en: illustrations, hi: illustrationsHi }).heroRiver,
    words: sendWords({ faqPage: wordsIn(lang, { en: faqPageEn, hi: faqPageHi })() }),
  };
}

export function meta({ loaderData, location }: Route.MetaArgs) {
  const lang = langOfPath(location.pathname);
  const words = wordsOf(loaderData)?.faqPage;
  if (!words) return pageMeta({ lang, path: "/FAQ" });
  const { crumb, ...rest } = words.meta;
  return pageMeta({
    ...rest,
    lang,
    path: "/FAQ",
    breadcrumbs: [{ name: crumb, path: "/FAQ" }],
    jsonLd: [faqJsonLd(words.items)],
  });
}

export default function Faq({ loaderData }: Route.ComponentProps) {
  const w = readWords(loaderData.words).faqPage;
  const lang = useLang();
  return (
    <main id="main">
      <PageHero title={w.hero.title} subtitle={w.hero.subtitle} image={loaderData.hero} />
      <div className="container grid gap-8 py-12 md:py-16 lg:grid-cols-[2fr_1fr] lg:items-start">
        <FaqAccordion items={w.items} />
        <aside aria-labelledby="faq-more" className="rounded-lg bg-river-900 p-6 text-white md:p-8 lg:sticky lg:top-28">
          <h2 id="faq-more" className="font-serif text-2xl font-semibold">
            {w.more.heading}
          </h2>
          <p className="mt-3 text-river-50">{w.more.answers}</p>
          <ContactBlock address={hotel.emails.reservations} />
          <p className="mt-6 text-sm text-river-50">
            {w.more.readBefore}
            <Link to={linkInLang("/TermsAndConditions", lang)} className="font-semibold text-white underline">
              {w.more.terms}
            </Link>
            {w.more.and}
            <Link to={linkInLang("/PrivacyPolicy", lang)} className="font-semibold text-white underline">
              {w.more.privacy}
            </Link>
            {w.more.readAfter}
          </p>
        </aside>
      </div>
    </main>
  );
}
