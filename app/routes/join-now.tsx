import { deferred } from "../components/deferred";
import { Icon, type IconName } from "../components/icon";
import { PageHero } from "../components/page-hero";
import { staticPageMeta } from "../components/seo";
import { hotel } from "../content/hotel";
import { illustrations } from "../content/illustrations";
import { membershipBenefits } from "../content/membership-benefits";
import { membershipAction } from "../features/membership/membership-action.server";
import { answerInPlace } from "../features/intake/form-client-action";

export const meta = staticPageMeta({
  title: "Join Now — Membership",
  crumb: "Join Now",
  description: `Become a member of ${hotel.shortName}: exclusive member rates, dining and spa offers, and a minimum of 4% back in reward coins to earn and redeem.`,
  keywords: "Narmada Riverside Resort membership, hotel rewards Omkareshwar, member rates Omkareshwar hotel",
  path: "/joinNow",
});

export const action = membershipAction;

export const clientAction = answerInPlace;

const benefitIcons: IconName[] = ["star", "dining", "check", "arrow-up"];

// The sign-up form (TanStack Form and its schema, the page's heaviest code) sits below the benefits on a
// phone: it loads as it nears the viewport, and posts to the action without JavaScript until then.
const MembershipPanel = deferred(() => import("../features/membership/membership-panel").then((m) => m.MembershipPanel), {
  nearView: {},
});

export default function JoinNow() {
  return (
    <main id="main">
      <PageHero
        title="Join Now"
        subtitle="Membership that rewards every visit to Omkareshwar"
        image={illustrations.heroFestive}
      />
      <div className="container grid gap-8 py-12 md:py-16 lg:grid-cols-2 lg:items-start lg:gap-12">
        <section aria-labelledby="member-benefits" className="rounded-lg bg-river-900 p-6 text-white md:p-10">
          <p className="text-sm font-semibold uppercase tracking-widest text-marigold">Members' circle</p>
          <h2 id="member-benefits" className="mt-2 font-serif text-3xl font-semibold md:text-4xl">
            Join now and stay for less
          </h2>
          <p className="mt-4 text-lg text-river-50">
            Membership rewards guests who return to Omkareshwar again and again — for darshan, for festivals and for family occasions.
          </p>
          <ul className="mt-8 list-none space-y-6 p-0">
            {membershipBenefits.map((benefit, index) => (
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
