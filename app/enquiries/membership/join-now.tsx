import { deferred } from "../../components/deferred";
import { Icon, type IconName } from "../../components/icon";
import { PageHero } from "../../components/page-hero";
import { illustrations } from "../../content/illustrations";
import { membershipBenefits } from "../../content/membership-benefits";
import { membershipBenefitsHi } from "../../content/membership-benefits.hi";
import { membershipAction } from "./membership-action.server";
import { joinNowWordsEn } from "./membership-words";
import { joinNowWordsHi } from "./membership-words.hi";
import { clientAction as answerWhenSent } from "../intake/lazy-client-action";
import { formPageWords } from "../intake/form-page-words.server";
import { langOfPath } from "../../i18n/lang";
import { sendWords, useWords, wordsIn, wordsOf } from "../../i18n/words";
import { metaFromWords } from "../../site/sections/words-meta";
import type { Route } from "./+types/join-now";

/**
 * The page's words, its benefits and the shared form words, in the language of its path
 * (product-rules.md: Hindi).
 */
export function loader({ request }: Route.LoaderArgs) {
  return {
    benefits: wordsIn(langOfPath(new URL(request.url).pathname), { en: membershipBenefits, hi: membershipBenefitsHi }),
    words: sendWords(formPageWords(request, "joinNow", { en: joinNowWordsEn, hi: joinNowWordsHi })),
  };
}

export function meta({ loaderData, location }: Route.MetaArgs) {
  return metaFromWords(wordsOf(loaderData)?.joinNow.meta, "/joinNow", location.pathname);
}

export const action = membershipAction;

export const clientAction = answerWhenSent;

const benefitIcons: IconName[] = ["star", "dining", "check", "arrow-up"];

// The sign-up form (TanStack Form and its schema, the page's heaviest code) sits below the benefits on a
// phone: it loads as it nears the viewport, and posts to the action without JavaScript until then.
const MembershipPanel = deferred(() => import("./membership-panel").then((m) => m.MembershipPanel), {
  nearView: {},
});

export default function JoinNow({ loaderData }: Route.ComponentProps) {
  const w = useWords("joinNow");
  return (
    <main id="main">
      <PageHero title={w.hero.title} subtitle={w.hero.subtitle} image={illustrations.heroFestive} />
      <div className="container grid gap-8 py-12 md:py-16 lg:grid-cols-2 lg:items-start lg:gap-12">
        <section aria-labelledby="member-benefits" className="rounded-lg bg-river-900 p-6 text-white md:p-10">
          <p className="text-sm font-semibold uppercase tracking-widest text-marigold">{w.benefits.eyebrow}</p>
          <h2 id="member-benefits" className="mt-2 font-serif text-3xl font-semibold md:text-4xl">
            {w.benefits.heading}
          </h2>
          <p className="mt-4 text-lg text-river-50">{w.benefits.intro}</p>
          <ul className="mt-8 list-none space-y-6 p-0">
            {loaderData.benefits.map((benefit, index) => (
              <li key={benefit.title} className="flex gap-4">
                <span className="grid h-12 w-12 shrink-0 place-items-center rounded-pill bg-marigold text-ink">
                  <Icon name={benefitIcons[index] ?? "check"} className="h-6 w-6" />
                </span>
                <div>
                  <h3 className="font-serif text-xl font-semibold">{benefit.title}</h3>
                  <p className="mt-1 text-river-50">{benefit.description}</p>
                </div>
              </li>
            ))}
          </ul>
        </section>
        <MembershipPanel />
      </div>
    </main>
  );
}
