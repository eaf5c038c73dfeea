import { redirect, type ShouldRevalidateFunctionArgs } from "react-router";
import { PageHero } from "../../components/page-hero";
import { pageMeta } from "../../components/seo";
import { requestInfoContext, servicesContext } from "../../context";
import { hotel } from "../../content/hotel";
import { illustrations } from "../../content/illustrations";
import { todayInHotel } from "../../domain/hotel-date";
import { BookingWizard } from "./booking-wizard";
import { wizardUrlAfterAct } from "./apply-wizard-act.server";
import { bookingWordsEn } from "./booking-words";
import { bookingWordsHi } from "./booking-words.hi";
import { checkoutAction } from "./checkout-action.server";
import { depositTimingOf } from "./deposit-timing.server";
import { guestPrefillFromCookieHeader } from "./guest-prefill";
import { startBookingIfAsked } from "./start-booking.server";
import { hindiLinesOfRooms, loadAvailability } from "./load-availability.server";
import { receiptWordsEn } from "./receipt-words";
import { receiptWordsHi } from "./receipt-words.hi";
import { actField } from "./wizard-acts";
import { initialWizardState } from "./wizard-state";
import { SavedReceiptView } from "./saved-receipt-view";
import { receiptReferenceInQuery, stepInQuery, wizardStartFromQuery } from "./wizard-url";
import receiptPrintCss from "./receipt-print.css?url";
import { roomCardWords } from "../../site/rooms/rooms-words.server";
import { langOfPath } from "../../i18n/lang";
import { fill, readWords, sendWords, wordsIn } from "../../i18n/words";
import type { Route } from "./+types/booking-form";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: receiptPrintCss, media: "print" }];

/**
 * /BookingForm and /hi/BookingForm: the stay comes from the URL (a room page, the home strip, a
 * shared link or a reload). When it is a bookable stay the server already looks up its
 * availability, so the wizard opens at Select Room with the rooms listed. The page's words travel
 * in its language only (product-rules.md: Hindi).
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const today = todayInHotel(context.get(requestInfoContext).now);
  const url = new URL(request.url);
  const lang = langOfPath(url.pathname);
  const query = url.searchParams;
  const receiptReference = receiptReferenceInQuery(query);
  // A wizard button pressed before the page's script ran: apply it, then show its result.
  if (query.has(actField) && !receiptReference) {
    throw redirect(await wizardUrlAfterAct(services, query, today, lang), 303);
  }
  const initial = initialWizardState(wizardStartFromQuery(receiptReference ? new URLSearchParams() : query, today));
  const seed = receiptReference ? {} : await loadAvailability(services, initial);
  return {
    initial,
    seed,
    receiptReference,
    // The hero image travels as data, so the illustration manifest stays out of the browser bundle.
    hero: illustrations.heroTemple,
    // Staff's Hindi line of each room type, for the room choices a Hindi page lists.
    hindiLines: lang === "hi" && !receiptReference ? await hindiLinesOfRooms(services) : undefined,
    // The guest's details from the home page's request (start-booking.server.ts), for the checkout.
    guest: receiptReference ? {} : guestPrefillFromCookieHeader(request.headers.get("Cookie")),
    // How long a deposit gives to pay, said before the guest sends the request; null while deposits are off.
    depositTiming: receiptReference ? null : await depositTimingOf(context),
    words: sendWords({
      booking: wordsIn(lang, { en: bookingWordsEn, hi: bookingWordsHi }),
      receipt: wordsIn(lang, { en: receiptWordsEn, hi: receiptWordsHi }),
      ...roomCardWords(lang),
    }),
  };
}

/**
 * Two forms post here: the home page's "Request a Booking", which starts a booking with its stay
 * (start-booking.server.ts), and the checkout sent before (or without) the page's script
 * (checkout-action.server.ts).
 */
export async function action(args: Route.ActionArgs) {
  const started = await startBookingIfAsked(args.request, langOfPath(new URL(args.request.url).pathname));
  if (started) throw started;
  return checkoutAction(args);
}

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

export function meta({ loaderData, location }: Route.MetaArgs) {
  const lang = langOfPath(location.pathname);
  if (!loaderData) return pageMeta({ path: "/BookingForm", lang });
  const words = readWords(loaderData.words).booking.meta;
  return pageMeta({
    title: words.title,
    description: fill(words.description, { maxRooms: hotel.limits.maxRooms, hotel: hotel.name }),
    path: "/BookingForm",
    lang,
    breadcrumbs: [{ name: words.crumb, path: "/BookingForm" }],
  });
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  const hero = readWords(loaderData.words).booking.hero;
  return (
    <main id="main">
      {/* A slim band: every step, and the receipt, start near the top of the screen. */}
      <PageHero image={loaderData.hero} title={hero.title} subtitle={hero.subtitle} compact />
      <div className="container py-6 md:py-8">
        {loaderData.receiptReference ? (
          <SavedReceiptView reference={loaderData.receiptReference} />
        ) : (
          // A new hand-off (fresh loader data) starts a new wizard.
          <BookingWizard
            key={JSON.stringify(loaderData.initial)}
            initial={loaderData.initial}
            seed={loaderData.seed}
            hindiLines={loaderData.hindiLines}
            guest={loaderData.guest}
            depositTiming={loaderData.depositTiming}
            posted={actionData}
          />
        )}
      </div>
    </main>
  );
}
