import { redirect, type ShouldRevalidateFunctionArgs } from "react-router";
import { PageHero } from "../components/page-hero";
import { staticPageMeta } from "../components/seo";
import { requestInfoContext, servicesContext } from "../context";
import { hotel } from "../content/hotel";
import { illustrations } from "../content/illustrations";
import { todayInHotel } from "../domain/hotel-date";
import { BookingWizard } from "../features/booking/booking-wizard";
import { wizardUrlAfterAct } from "../features/booking/apply-wizard-act.server";
import { checkoutAction } from "../features/booking/checkout-action.server";
import { loadAvailability } from "../features/booking/load-availability.server";
import { stayIssueMessages } from "../features/booking/stay-issue-messages";
import { stayIssues } from "../features/booking/stay-issues";
import { actField } from "../features/booking/wizard-acts";
import { initialWizardState } from "../features/booking/wizard-state";
import { SavedReceiptView } from "../features/booking/saved-receipt-view";
import { receiptReferenceInQuery, stepInQuery, wizardStartFromQuery } from "../features/booking/wizard-url";
import receiptPrintCss from "../features/booking/receipt-print.css?url";
import type { Route } from "./+types/booking-form";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: receiptPrintCss, media: "print" }];

/**
 * /BookingForm: the stay comes from the URL (a room page, the home strip, a shared link or a
 * reload). When it is a bookable stay the server already looks up its availability, so the wizard
 * opens at Select Room with the rooms listed.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const today = todayInHotel(context.get(requestInfoContext).now);
  const query = new URL(request.url).searchParams;
  const receiptReference = receiptReferenceInQuery(query);
  // A wizard button pressed before the page's script ran: apply it, then show its result.
  if (query.has(actField) && !receiptReference) {
    throw redirect(await wizardUrlAfterAct(context.get(servicesContext), query, today), 303);
  }
  const initial = initialWizardState(wizardStartFromQuery(receiptReference ? new URLSearchParams() : query, today));
  const seed = receiptReference ? {} : await loadAvailability(context.get(servicesContext), initial);
  // The hero image travels as data, so the illustration manifest stays out of the browser bundle.
  // Step 1's date messages in the page itself, for a guest whose script has not run to load them.
  const stayMessages = initial.step === 1 ? stayIssueMessages(stayIssues(initial)) : {};
  return { initial, seed, stayMessages, receiptReference, hero: illustrations.heroTemple };
}

/** Checkout sent before (or without) the page's script: see checkout-action.server.ts. */
export const action = checkoutAction;

/**
 * The wizard's own URL changes (its step and stay, written as the guest goes, and its receipt) need
 * nothing from the server; a link into the wizard without a step (header Book Now, a room page)
 * starts afresh, and so does leaving a receipt.
 */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const samePage = currentUrl.pathname.toLowerCase() === nextUrl.pathname.toLowerCase();
  const fromReceipt = receiptReferenceInQuery(currentUrl.searchParams);
  const toReceipt = receiptReferenceInQuery(nextUrl.searchParams);
  const sameView = fromReceipt === toReceipt || (fromReceipt === null && toReceipt !== null);
  if (samePage && sameView && stepInQuery(nextUrl.searchParams) !== undefined) return false;
  return defaultShouldRevalidate;
}

export const meta = staticPageMeta({
  title: "Book Your Stay",
  crumb: "Book Your Stay",
  description: `Book up to ${hotel.limits.maxRooms} rooms at ${hotel.name} in four steps: choose dates and guests, pick your rooms, add services and send your request. Pay at the hotel.`,
  path: "/BookingForm",
});

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <main id="main">
      <PageHero
        image={loaderData.hero}
        title="Book Your Stay"
        subtitle="Choose your dates and rooms, add services, and send your request. Nothing is charged online: you pay at the hotel."
      />
      <div className="container py-10 md:py-14">
        {loaderData.receiptReference ? (
          <SavedReceiptView reference={loaderData.receiptReference} />
        ) : (
          // A new hand-off (fresh loader data) starts a new wizard.
          <BookingWizard
            key={JSON.stringify(loaderData.initial)}
            initial={loaderData.initial}
            seed={loaderData.seed}
            stayMessages={loaderData.stayMessages}
            posted={actionData}
          />
        )}
      </div>
    </main>
  );
}
