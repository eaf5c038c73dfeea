import { hotel } from "~/content/hotel";
import type { BookingConfirmation } from "~/domain/api-types";
import { cancellationDeadline } from "~/domain/guest-cancellation";
import { compareDates, isValidIsoDate } from "~/domain/hotel-date";
import { linkInLang } from "~/i18n/hindi-pages";
import type { Lang } from "~/i18n/lang";
import { formatRupees } from "~/domain/money";
import { fill, useLang, useWords } from "~/i18n/words";
import { dueText } from "./deposit-text";
import { stayDate } from "./stay-summary";
import { useHotelToday } from "./use-hotel-today";

/**
 * The guest page's links from the one the answer carries (`/MyBooking?ref=…&t=…`): the page and its
 * calendar file behind the same signed token, in the receipt's language. Without one (no secret
 * where the booking was made, or a receipt saved before links existed) the guest finds the booking
 * by its reference on the lookup form.
 */
export function guestPageLinks(guestPage: string | undefined, lang: Lang): { page: string; calendar: string | null } {
  const query = guestPage?.startsWith("/MyBooking?") ? guestPage.slice("/MyBooking".length) : null;
  if (!query) return { page: linkInLang("/MyBooking", lang), calendar: null };
  return { page: linkInLang(`/MyBooking${query}`, lang), calendar: linkInLang(`/MyBooking/calendar.ics${query}`, lang) };
}

/**
 * The deposit the server asked (product-rules.md: Deposits): how much by when, what happens if it
 * is not paid, and the Pay button, a plain link to the payment page that works without script; while
 * the link is being made, that it is coming.
 */
function ReceiptDeposit({ deposit }: { deposit: NonNullable<BookingConfirmation["deposit"]> }) {
  const words = useWords("receipt");
  const w = words.deposit;
  const lang = useLang();
  const amount = formatRupees(deposit.amount_paise);
  const due = dueText(deposit.due_at, lang, words.clock);
  return (
    <div className="mt-4 rounded-md border-l-4 border-saffron-700 bg-white p-4" data-testid="receipt-deposit">
      <p className="font-semibold">{w.heading}</p>
      <p className="mt-1">
        {deposit.rest_paise > 0 ? fill(w.due, { amount, due, rest: formatRupees(deposit.rest_paise) }) : fill(w.dueAll, { amount, due })}{" "}
        {w.lapseBy}
      </p>
      {deposit.pay_url ? (
        <a href={deposit.pay_url} className="btn-primary mt-3 print:hidden" rel="noopener">
          {fill(w.pay, { amount })}
        </a>
      ) : (
        <p className="mt-2 text-ink-700">{w.preparing}</p>
      )}
    </div>
  );
}

/**
 * The wizard's receipt as the start of the stay (product-rules.md: The receipt is the start of the
 * stay): when the hotel confirms, until when cancelling is free (the guest page's own rule), and
 * the guest's page, the calendar file and the way to the hotel, as links that work without script.
 */
export function ReceiptNextSteps({ confirmation }: { confirmation: BookingConfirmation }) {
  const words = useWords("receipt");
  const w = words.next;
  const { deposit } = confirmation;
  const lang = useLang();
  const today = useHotelToday();
  const links = guestPageLinks(confirmation.guest_page, lang);
  const checkIn = confirmation.check_in_date;
  const deadline = isValidIsoDate(checkIn) ? cancellationDeadline(checkIn, confirmation.rooms.length) : null;
  const linkClass = "btn-secondary";
  return (
    <section aria-labelledby="receipt-next" className="mt-8 rounded-md border-l-4 border-river-700 bg-river-50 p-5" data-testid="receipt-next-steps">
      <h4 id="receipt-next" className="heading-3">
        {w.title}
      </h4>
      {deposit ? <ReceiptDeposit deposit={deposit} /> : null}
      <ul className="mt-3 grid list-disc gap-2 pl-5">
        {/* "Nothing is charged now" is untrue once a deposit is asked: the box above says what is. */}
        <li>{deposit ? words.deposit.confirm : w.confirm}</li>
        {deadline ? (
          <li data-testid="free-cancellation">
            {fill(compareDates(today, deadline) > 0 ? w.freeEnded : w.freeUntil, { date: stayDate(deadline, lang) })}
          </li>
        ) : null}
        <li>{fill(w.emailed, { email: confirmation.guest.email })}</li>
      </ul>
      <div className="mt-5 flex flex-wrap gap-3 print:hidden">
        <a href={links.page} className="btn-primary">
          {confirmation.guest_page ? w.guestPage : w.findBooking}
        </a>
        {links.calendar ? (
          <a href={links.calendar} className={linkClass} download>
            {w.calendar}
          </a>
        ) : null}
        <a href={hotel.address.mapsUrl} className={linkClass} target="_blank" rel="noopener noreferrer">
          {w.directions}
        </a>
      </div>
    </section>
  );
}
