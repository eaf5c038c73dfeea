import { data, Link, useLocation } from "react-router";
import { Icon } from "../components/icon";
import { pageMeta } from "../components/seo";
import { bookingRequestAction } from "../features/booking-request/booking-request-action.server";
import { HomeContent } from "../features/home/home-content";
import { loadHomeData } from "../features/home/home-loader.server";
import type { Route } from "./+types/not-found";
import { clientAction as answerWhenSent } from "../features/intake/lazy-client-action";

export function meta() {
  return pageMeta({
    title: "Page not found",
    description: "This page does not exist. Here is our home page instead.",
    noindex: true,
  });
}

/**
 * Routes and not-found (product-rules.md): an unknown path answers HTTP 404 and shows the home page
 * under a short notice.
 */
export async function loader({ context }: Route.LoaderArgs) {
  return data(await loadHomeData(context), { status: 404 });
}

/** The home content's booking request form posts to the page it is on. */
export const action = bookingRequestAction;

export const clientAction = answerWhenSent;

export default function NotFound({ loaderData }: Route.ComponentProps) {
  const { pathname } = useLocation();
  const notice = (
      <section aria-labelledby="not-found-title" className="border-b border-saffron-300 bg-saffron-50">
        <div className="container flex flex-col gap-3 py-6 md:flex-row md:items-center md:justify-between">
          <div>
            <h1 id="not-found-title" className="font-serif text-2xl font-semibold text-ink">
              Page not found
            </h1>
            <p className="mt-1 text-ink-700">
              We could not find <span className="break-all font-mono text-sm">{pathname}</span>. Here is our home
              page instead.
            </p>
          </div>
          <Link to="/" className="btn-secondary shrink-0 self-start md:self-auto">
            <Icon name="chevron-left" className="h-4 w-4" />
            Go to the home page
          </Link>
        </div>
      </section>
  );
  return <HomeContent today={loaderData.today} rooms={loaderData.rooms} guestWords={loaderData.guestWords} heroTitleAs="p" notice={notice} />;
}
