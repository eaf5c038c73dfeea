import { data, Link, useLocation } from "react-router";
import { Icon } from "../../components/icon";
import { pageMeta } from "../../components/seo";
import { bookingRequestAction } from "../../enquiries/booking-request/booking-request-action.server";
import { HomeContent } from "./home-content";
import { loadHomeData } from "./home-loader.server";
import type { Route } from "./+types/not-found";
import { langOfPath, pathInLang } from "../../i18n/lang";
import { useLang, useWords, wordsOf } from "../../i18n/words";
import { clientAction as answerWhenSent } from "../../enquiries/intake/lazy-client-action";

export function meta({ location, matches }: Route.MetaArgs) {
  const words = wordsOf(matches[0].loaderData)?.shell.notFound;
  return pageMeta({
    title: words?.title,
    description: words?.metaDescription,
    noindex: true,
    lang: langOfPath(location.pathname),
  });
}

/**
 * Routes and not-found (product-rules.md): an unknown path answers HTTP 404 and shows the home page
 * under a short notice.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  return data(await loadHomeData(context, langOfPath(new URL(request.url).pathname)), { status: 404 });
}

/** The home content's booking request form posts to the page it is on. */
export const action = bookingRequestAction;

export const clientAction = answerWhenSent;

export default function NotFound({ loaderData }: Route.ComponentProps) {
  const { pathname } = useLocation();
  const words = useWords("shell").notFound;
  const lang = useLang();
  const notice = (
      <section aria-labelledby="not-found-title" className="border-b border-saffron-300 bg-saffron-50">
        <div className="container flex flex-col gap-3 py-6 md:flex-row md:items-center md:justify-between">
          <div>
            <h1 id="not-found-title" className="font-serif text-2xl font-semibold text-ink">
              {words.title}
            </h1>
            <p className="mt-1 text-ink-700">
              {words.before} <span className="break-all font-mono text-sm">{pathname}</span>
              {words.after}
            </p>
          </div>
          <Link to={pathInLang("/", lang)} className="btn-secondary shrink-0 self-start md:self-auto">
            <Icon name="chevron-left" className="h-4 w-4" />
            {words.home}
          </Link>
        </div>
      </section>
  );
  return <HomeContent today={loaderData.today} rooms={loaderData.rooms} guestWords={loaderData.guestWords} heroTitleAs="p" notice={notice} />;
}
