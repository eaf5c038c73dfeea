import { data, redirect } from "react-router";
import { PageHero } from "~/components/page-hero";
import { turnstileFieldName } from "~/components/turnstile-widget";
import { hotel } from "~/content/hotel";
import { illustrations } from "~/content/illustrations";
import { guestBookingsContext, requestInfoContext } from "~/context";
import { GuestBooking } from "~/features/my-booking/guest-booking";
import { LookupForm } from "~/features/my-booking/lookup-form";
import { receiptWordsEn } from "~/features/booking/receipt-words";
import type { Route } from "./+types/my-booking";

const linkProblems = {
  expired: "This link has expired. Enter your booking reference and the e-mail or phone you booked with to see your booking.",
  invalid: "This link is not valid. Enter your booking reference and the e-mail or phone you booked with to see your booking.",
  unavailable: "Booking pages are not available right now. Please call us about your booking.",
} as const;

function guestBookingsOf(context: Route.LoaderArgs["context"]) {
  const bookings = context.get(guestBookingsContext);
  if (!bookings) throw data("Booking pages are not available right now.", { status: 503 });
  return bookings;
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const bookings = guestBookingsOf(context);
  const query = new URL(request.url).searchParams;
  const reference = query.get("ref") ?? "";
  const token = query.get("t") ?? "";
  const formKey = crypto.randomUUID();
  if (reference === "" && token === "") return { view: "lookup" as const, problem: null, formKey };
  const opened = await bookings.open({ reference, token, now: context.get(requestInfoContext).now });
  if (!opened.ok) return { view: "lookup" as const, problem: linkProblems[opened.reason], formKey };
  const notice = query.get("done") === "cancelled" ? "Your booking is cancelled and its rooms are released. Nothing is due." : null;
  // The receipt's words (an English page).
  return { view: "booking" as const, booking: opened.booking, token, notice, formKey, words: { receipt: receiptWordsEn } };
}

export async function action({ context, request }: Route.ActionArgs) {
  const bookings = guestBookingsOf(context);
  const { now, clientIp } = context.get(requestInfoContext);
  const form = await request.formData();
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  if (field("intent") === "cancel") {
    const reference = new URL(request.url).searchParams.get("ref") ?? "";
    const token = field("t");
    if (field("confirm") !== "yes") {
      return data({ error: "Tick the box to confirm that you want to cancel.", values: null }, { status: 400 });
    }
    const outcome = await bookings.cancel({ reference, token, requestKey: field("request_key") || crypto.randomUUID(), clientIp, now });
    if (!outcome.ok) return data({ error: outcome.message, values: null }, { status: outcome.status });
    return redirect(`/MyBooking?${new URLSearchParams({ ref: reference, t: token, done: "cancelled" })}`, 303);
  }
  const values = { reference: field("reference").slice(0, 20), contact: field("contact").slice(0, 254) };
  const found = await bookings.lookUp({ ...values, turnstileToken: field(turnstileFieldName) || null, clientIp, now });
  if (!found.ok) return data({ error: found.message, values }, { status: found.status });
  return redirect(found.path, 303);
}

export const meta: Route.MetaFunction = () => [
  { title: `My booking · ${hotel.shortName}` },
  { name: "robots", content: "noindex" },
  { name: "description", content: `See, print or cancel your booking at ${hotel.name}.` },
];

/** The guest's own booking page (product-rules.md: The guest's booking page). */
export default function MyBooking({ loaderData, actionData }: Route.ComponentProps) {
  const error = actionData?.error ?? null;
  return (
    <main id="main">
      <PageHero title="My booking" subtitle="See your stay, add it to your calendar, or cancel it" image={illustrations.heroRiver} />
      <div className="container py-10">
        {loaderData.view === "booking" ? (
          <GuestBooking booking={loaderData.booking} token={loaderData.token} formKey={loaderData.formKey} notice={loaderData.notice} error={error} />
        ) : (
          <LookupForm
            error={error ?? loaderData.problem}
            values={actionData?.values ?? { reference: "", contact: "" }}
          />
        )}
      </div>
    </main>
  );
}
