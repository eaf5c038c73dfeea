import { data, redirect } from "react-router";
import { PageHero } from "~/components/page-hero";
import { turnstileFieldName } from "~/components/turnstile-widget";
import { hotel } from "~/content/hotel";
import { illustrations } from "~/content/illustrations";
import { illustrationsHi } from "~/content/illustrations.hi";
import { policyFacts } from "~/content/policy-facts";
import { policyFactsHi } from "~/content/policy-facts.hi";
import { requestInfoContext } from "~/context";
import { guestBookingsOf } from "~/booking/my-booking/guest-bookings-of.server";
import { receiptWordsEn } from "~/booking/wizard/receipt-words";
import { receiptWordsHi } from "~/booking/wizard/receipt-words.hi";
import { type GuestBookingMessages, guestBookingMessagesIn } from "~/booking/my-booking/guest-booking-messages";
import { GuestBooking } from "~/booking/my-booking/guest-booking";
import { LookupForm } from "~/booking/my-booking/lookup-form";
import { myBookingWordsEn } from "~/booking/my-booking/my-booking-words";
import { myBookingWordsHi } from "~/booking/my-booking/my-booking-words.hi";
import { linkInLang } from "~/i18n/hindi-pages";
import { type Lang, langOfPath, pathInLang } from "~/i18n/lang";
import { fill, readWords, sendWords, wordsIn, wordsOf } from "~/i18n/words";
import type { GuestBookingView } from "~/booking/my-booking/guest-bookings";
import { depositStatus } from "~/booking/my-booking/deposit-status";
import { checkPaymentReturn, paymentReturnIn } from "~/booking/my-booking/deposit-return.server";
import type { Route } from "./+types/my-booking";

/** The cancellation policy that applies to the booking, in the page's language. */
function cancellationPolicy(booking: GuestBookingView, lang: Lang): string {
  const facts = wordsIn(lang, { en: policyFacts, hi: policyFactsHi });
  return booking.confirmation.rooms.length >= hotel.cancellation.groupMinRooms ? facts.groupCancellation : facts.individualCancellation;
}

/**
 * The line after the guest's own cancellation, said only if it is true of the booking now: the
 * address's `done` flag is anyone's to add, so it alone never says a booking is cancelled.
 */
function doneNotice(booking: GuestBookingView, messages: GuestBookingMessages): string | null {
  if (booking.status === "cancelled") return messages.cancelledNotice;
  return booking.cancellationRequested ? messages.cancellationSentNotice : null;
}

/** What the stay leaves to pay at the hotel once the deposit is paid, from the server's own answer. */
function restAtHotel(booking: GuestBookingView): number {
  const asked = booking.confirmation.deposit;
  if (asked) return asked.rest_paise;
  return Math.max(booking.confirmation.totals.total - (booking.deposit?.amountPaise ?? 0), 0);
}

/**
 * /MyBooking and /hi/MyBooking: the lookup form, or the booking behind a signed link. The link's
 * signature covers the reference and its last day, never the path, so the same link opens either
 * language. The page's words, and every answer, come in its language (product-rules.md: Hindi).
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const lang = langOfPath(url.pathname);
  const bookings = guestBookingsOf(context);
  const messages = guestBookingMessagesIn(lang);
  const query = url.searchParams;
  const reference = query.get("ref") ?? "";
  const token = query.get("t") ?? "";
  const formKey = crypto.randomUUID();
  const myBooking = wordsIn(lang, { en: myBookingWordsEn, hi: myBookingWordsHi });
  const page = {
    // The hero image travels as data, so the illustration manifest stays out of the browser bundle.
    hero: wordsIn(lang, { en: illustrations, hi: illustrationsHi }).heroRiver,
    words: sendWords({ myBooking }),
  };
  if (reference === "" && token === "") return { ...page, view: "lookup" as const, problem: null, formKey };
  const now = context.get(requestInfoContext).now;
  let opened = await bookings.open({ reference, token, now });
  if (!opened.ok) return { ...page, view: "lookup" as const, problem: messages.linkProblems[opened.reason], formKey };
  // Back from the payment page: the return is checked for the booking the signed link opened, then
  // the booking is read again, so a payment it recorded shows.
  const paymentReturn = paymentReturnIn(query);
  const returned = paymentReturn ? await checkPaymentReturn(context, opened.booking.reference, paymentReturn) : null;
  if (returned) {
    const again = await bookings.open({ reference, token, now });
    if (again.ok) opened = again;
  }
  const { booking } = opened;
  const notice = query.get("done") === "cancelled" ? doneNotice(booking, messages) : null;
  return {
    ...page,
    view: "booking" as const,
    booking,
    policy: cancellationPolicy(booking, lang),
    deposit: depositStatus({
      deposit: booking.deposit,
      restPaise: restAtHotel(booking),
      live: booking.status === "pending" || booking.status === "confirmed",
      returned,
    }),
    token,
    notice,
    formKey,
    // The receipt's words too: the page shows the booking's receipt.
    words: sendWords({ myBooking, receipt: wordsIn(lang, { en: receiptWordsEn, hi: receiptWordsHi }) }),
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const lang = langOfPath(new URL(request.url).pathname);
  const messages = guestBookingMessagesIn(lang);
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
      return data({ error: messages.confirmCancel, values: null }, { status: 400 });
    }
    const outcome = await bookings.cancel({ reference, token, requestKey: field("request_key") || crypto.randomUUID(), clientIp, now, lang });
    if (!outcome.ok) return data({ error: outcome.message, values: null }, { status: outcome.status });
    return redirect(`${pathInLang("/MyBooking", lang)}?${new URLSearchParams({ ref: reference, t: token, done: "cancelled" })}`, 303);
  }
  const values = { reference: field("reference").slice(0, 20), contact: field("contact").slice(0, 254) };
  const found = await bookings.lookUp({ ...values, turnstileToken: field(turnstileFieldName) || null, clientIp, now, lang });
  if (!found.ok) return data({ error: found.message, values }, { status: found.status });
  // The signed address is the English page's; a Hindi page leads to its own.
  return redirect(linkInLang(found.path, lang), 303);
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const words = wordsOf(loaderData)?.myBooking.meta;
  return [
    { title: words ? `${words.title} · ${hotel.shortName}` : hotel.shortName },
    { name: "robots", content: "noindex" },
    ...(words ? [{ name: "description", content: fill(words.description, { hotel: hotel.name }) }] : []),
  ];
};

/** The guest's own booking page (product-rules.md: The guest's booking page). */
export default function MyBooking({ loaderData, actionData }: Route.ComponentProps) {
  const error = actionData?.error ?? null;
  const { hero } = readWords(loaderData.words).myBooking;
  return (
    <main id="main">
      <PageHero title={hero.title} subtitle={hero.subtitle} image={loaderData.hero} />
      <div className="container py-10">
        {loaderData.view === "booking" ? (
          <GuestBooking
            booking={loaderData.booking}
            policy={loaderData.policy}
            token={loaderData.token}
            formKey={loaderData.formKey}
            notice={loaderData.notice}
            error={error}
            deposit={loaderData.deposit}
          />
        ) : (
          <LookupForm error={error ?? loaderData.problem} values={actionData?.values ?? { reference: "", contact: "" }} />
        )}
      </div>
    </main>
  );
}
