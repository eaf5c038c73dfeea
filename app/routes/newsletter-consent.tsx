import { data, Form, Link } from "react-router";
import { PageHero } from "~/components/page-hero";
import { hotel } from "~/content/hotel";
import { illustrations } from "~/content/illustrations";
import { newsletterConsentContext, requestInfoContext } from "~/context";
import type { Route } from "./+types/newsletter-consent";

/**
 * The newsletter's confirmation and unsubscribe links (product-rules.md: E-mail). Opening a link
 * changes nothing (mail scanners open links too): the page asks, and its button makes the change.
 */
const choices = {
  confirm: {
    title: "Confirm your subscription",
    ask: `Confirm that you would like offers and festival news from ${hotel.name} at the address you gave.`,
    button: "Confirm my subscription",
    done: "Your subscription is confirmed. Thank you! Every e-mail we send has a link to unsubscribe.",
    invalid: "This confirmation link has been used already, has lapsed (links last a week) or is not valid. Sign up again from any page's footer.",
  },
  unsubscribe: {
    title: "Unsubscribe",
    ask: `Stop receiving news and offers from ${hotel.name}.`,
    button: "Unsubscribe",
    done: "You are unsubscribed. We will not send you news or offers again.",
    get invalid() {
      return `This unsubscribe link is not valid. Write to ${hotel.emails.general} and we will remove your address.`;
    },
  },
} as const;

type Choice = keyof typeof choices;
const choiceOf = (value: string | undefined): Choice | null => (value === "confirm" || value === "unsubscribe" ? value : null);

export function loader({ params, request }: Route.LoaderArgs) {
  const choice = choiceOf(params.choice);
  if (!choice) throw data("Not found", { status: 404 });
  return { choice, token: new URL(request.url).searchParams.get("token") ?? "" };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const choice = choiceOf(params.choice);
  const consent = context.get(newsletterConsentContext);
  if (!choice || !consent) throw data("Not found", { status: 404 });
  const token = String((await request.formData()).get("token") ?? "").slice(0, 64);
  const { now } = context.get(requestInfoContext);
  const outcome = choice === "confirm" ? await consent.confirm(token, now) : await consent.unsubscribe(token, now);
  return data({ outcome }, { status: outcome === "done" ? 200 : 400 });
}

export const meta: Route.MetaFunction = ({ loaderData: page }) => [
  { title: `${page ? choices[page.choice].title : "Newsletter"} · ${hotel.shortName}` },
  { name: "robots", content: "noindex" },
];

export default function NewsletterConsentPage({ loaderData, actionData }: Route.ComponentProps) {
  const words = choices[loaderData.choice];
  const outcome = actionData?.outcome;
  return (
    <main id="main">
      <PageHero title={words.title} subtitle="Our newsletter: offers and festival news from Omkareshwar" image={illustrations.heroRiver} />
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
                  {words.invalid}
                </p>
              ) : null}
              <p>{words.ask}</p>
              <Form method="post">
                <input type="hidden" name="token" value={loaderData.token} />
                <button type="submit" className="btn-primary">
                  {words.button}
                </button>
              </Form>
            </>
          )}
          <Link to="/" className="font-semibold text-river-700 underline underline-offset-4">
            Back to the home page
          </Link>
        </div>
      </div>
    </main>
  );
}
