import { hotel } from "~/content/hotel";
import type { BookingConfirmation } from "~/domain/api-types";
import { cancellationDeadline } from "~/domain/guest-cancellation";
import { compareDates, isValidIsoDate } from "~/domain/hotel-date";
import { linkInLang } from "~/i18n/hindi-pages";
import type { Lang } from "~/i18n/lang";
import { fill, useLang, useWords } from "~/i18n/words";
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
 * The wizard's receipt as the start of the stay (product-rules.md: The receipt is the start of the
 * stay): when the hotel confirms, until when cancelling is free (the guest page's own rule), and
 * the guest's page, the calendar file and the way to the hotel, as links that work without script.
 */
export function ReceiptNextSteps({ confirmation }: { confirmation: BookingConfirmation }) {
  const w = useWords("receipt").next;
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
      <ul className="mt-3 grid list-disc gap-2 pl-5">
        <li>{w.confirm}</li>
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
