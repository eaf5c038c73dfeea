import { data, Form, Link } from "react-router";
import { PageHero } from "~/components/page-hero";
import { hotel } from "~/content/hotel";
import { illustrations } from "~/content/illustrations";
import { bindingsContext, requestInfoContext } from "~/context";
import { confirmSubscription, unsubscribe } from "~/enquiries/newsletter/newsletter-store.server";
import { newsletterWordsEn } from "~/enquiries/newsletter/newsletter-words";
import { newsletterWordsHi } from "~/enquiries/newsletter/newsletter-words.hi";
import { langOfPath, pathInLang } from "~/i18n/lang";
import { fill, readWords, sendWords, useLang, wordsIn } from "~/i18n/words";
import type { Route } from "./+types/newsletter-consent";

/**
 * The newsletter's confirmation and unsubscribe links (product-rules.md: E-mail). Opening a link
 * changes nothing (mail scanners open links too): the page asks, and its button makes the change.
 * The words come in the page's language (product-rules.md: Hindi).
 */
type Choice = "confirm" | "unsubscribe";
const choiceOf = (value: string | undefined): Choice | null => (value === "confirm" || value === "unsubscribe" ? value : null);

export function loader({ params, request }: Route.LoaderArgs) {
  const choice = choiceOf(params.choice);
  if (!choice) throw data("Not found", { status: 404 });
  const url = new URL(request.url);
  const lang = langOfPath(url.pathname);
  return {
    choice,
    token: url.searchParams.get("token") ?? "",
    words: sendWords({ newsletter: wordsIn(lang, { en: newsletterWordsEn, hi: newsletterWordsHi }) }),
  };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const choice = choiceOf(params.choice);
  if (!choice) throw data("Not found", { status: 404 });
  const { DB } = context.get(bindingsContext).env;
  const token = String((await request.formData()).get("token") ?? "").slice(0, 64);
  const { now } = context.get(requestInfoContext);
  const outcome = choice === "confirm" ? await confirmSubscription(DB, token, now) : await unsubscribe(DB, token, now);
  return data({ outcome }, { status: outcome === "done" ? 200 : 400 });
}

export const meta: Route.MetaFunction = ({ loaderData: page }) => [
  { title: page ? `${readWords(page.words).newsletter[page.choice].title} · ${hotel.shortName}` : hotel.shortName },
  { name: "robots", content: "noindex" },
];

export default function NewsletterConsentPage({ loaderData, actionData }: Route.ComponentProps) {
  const page = readWords(loaderData.words).newsletter;
  const words = page[loaderData.choice];
  const lang = useLang();
  const names = { name: hotel.name, brand: hotel.shortName, email: hotel.emails.general };
  const outcome = actionData?.outcome;
  return (
    <main id="main">
      <PageHero title={words.title} subtitle={page.subtitle} image={illustrations.heroRiver} />
      <div className="container py-10">
        <div className="card mx-auto grid max-w-xl gap-4 p-5 md:p-8">
          {outcome === "done" ? (
            <p role="status" className="font-semibold">
              {words.done}
            </p>
          ) : (
            <>
              {outcome === "invalid" ? (
                <p role="alert" className="rounded-md border-l-4 border-red-700 bg-red-50 p-3 font-semibold text-red-800">
                  {fill(words.invalid, names)}
                </p>
              ) : null}
              <p>{fill(words.ask, names)}</p>
              <Form method="post">
                <input type="hidden" name="token" value={loaderData.token} />
                <button type="submit" className="btn-primary">
                  {words.button}
                </button>
              </Form>
            </>
          )}
          <Link to={pathInLang("/", lang)} className="font-semibold text-river-700 underline underline-offset-4">
            {page.home}
          </Link>
        </div>
      </div>
    </main>
  );
}
