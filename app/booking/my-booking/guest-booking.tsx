import { Form } from "react-router";
import { PhoneLink } from "~/components/contact-links";
import { useHydrated } from "~/components/use-hydrated";
import { hotel } from "~/content/hotel";
import { addressIn } from "~/content/hotel-in-lang";
import { BookingReceipt } from "~/booking/wizard/booking-receipt";
import { stayDate } from "~/booking/wizard/stay-summary";
import { type Lang, pathInLang } from "~/i18n/lang";
import { countWords, fill, useLang, useWords } from "~/i18n/words";
import type { GuestBookingView } from "~/booking/my-booking/guest-bookings";
import type { DepositStatus } from "./deposit-status";
import { GuestDeposit } from "./guest-deposit";
import { guestStatusIntro } from "./guest-status";
import type { MyBookingWords } from "./my-booking-words";

interface GuestBookingProps {
  booking: GuestBookingView;
  /** The cancellation policy that applies to this booking, in the page's language. */
  policy: string;
  /** The signed link's token, carried by the cancellation form and the calendar link. */
  token: string;
  formKey: string;
  notice: string | null;
  error: string | null;
  /** The deposit asked to hold the rooms, as it stands; null when there is nothing to say. */
  deposit?: DepositStatus | null;
}

/** What a guest can share or send about their stay, in the page's language: the summary to anyone, the reference to us. */
export function whatsappLinks(booking: Pick<GuestBookingView, "confirmation" | "reference">, words: MyBookingWords["whatsapp"], lang: Lang) {
  const { confirmation } = booking;
  const summary = fill(words.share, {
    // The short name: the full one already ends in the town, which `{place}` names.
    hotel: hotel.shortName,
    place: addressIn(lang).locality,
    from: stayDate(confirmation.check_in_date, lang),
    to: stayDate(confirmation.check_out_date, lang),
    rooms: countWords(words.rooms, confirmation.rooms.length),
    reference: booking.reference,
  });
  return {
    share: `https://wa.me/?${new URLSearchParams({ text: summary })}`,
    hotel: `${hotel.messaging.url}?${new URLSearchParams({ text: fill(words.hotel, { reference: booking.reference }) })}`,
  };
}

function Cancellation({ booking, policy, token, formKey }: Pick<GuestBookingProps, "booking" | "policy" | "token" | "formKey">) {
  const w = useWords("myBooking").cancel;
  const lang = useLang();
  const { cancellation } = booking;
  if (!cancellation.allowed && cancellation.reason === "status") return null;
  return (
    <section aria-labelledby="cancel-heading" className="card mt-6 p-5 md:p-8 print:hidden">
      <h2 id="cancel-heading" className="heading-3">
        {w.heading}
      </h2>
      <p className="mt-2 text-ink-700">{policy}</p>
      {cancellation.allowed ? (
        <Form method="post" className="mt-4 grid gap-3">
          <input type="hidden" name="intent" value="cancel" />
          <input type="hidden" name="t" value={token} />
          <input type="hidden" name="request_key" value={`${formKey}:cancel`} />
          <p className="font-semibold">{fill(w.freeUntil, { date: stayDate(cancellation.deadline, lang) })}</p>
          <label className="flex items-start gap-3">
            <input type="checkbox" name="confirm" value="yes" required className="mt-1 h-5 w-5" />
            <span>{fill(w.confirm, { reference: booking.reference })}</span>
          </label>
          <button type="submit" className="btn-secondary justify-self-start border-red-700 text-red-800">
            {w.button}
          </button>
        </Form>
      ) : (
        <p className="mt-3 font-semibold">
          {fill(w.ended.before, { date: stayDate(cancellation.deadline, lang) })} <PhoneLink className="text-river-700 underline" />{" "}
          {fill(w.ended.after, { hours: hotel.contactHours })}
        </p>
      )}
    </section>
  );
}

/**
 * The guest's booking (product-rules.md: The guest's booking page): its status, the stay and every
 * amount as the receipt showed them, the hotel's contacts, print, share, and the cancellation.
 */
export function GuestBooking({ booking, policy, token, formKey, notice, error, deposit = null }: GuestBookingProps) {
  const hydrated = useHydrated();
  const words = useWords("myBooking");
  const w = words.booking;
  const lang = useLang();
  const links = whatsappLinks(booking, words.whatsapp, lang);
  // The calendar file in the page's language, behind the same signed link.
  const calendar = `${pathInLang("/MyBooking/calendar.ics", lang)}?${new URLSearchParams({ ref: booking.reference, t: token })}`;
  const live = !["declined", "cancelled", "no_show", "checked_out"].includes(booking.status);
  const status = words.status[booking.status];
  return (
    <>
      {notice ? (
        <p role="status" className="mb-6 rounded-md border-l-4 border-river-700 bg-white p-4 font-semibold">
          {notice}
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="mb-6 rounded-md border-l-4 border-red-700 bg-red-50 p-4 font-semibold text-red-800">
          {error}
        </p>
      ) : null}
      {deposit ? <GuestDeposit status={deposit} /> : null}
      <BookingReceipt
        confirmation={booking.confirmation}
        status={status}
        heading={fill(w.heading, { reference: booking.reference, status })}
        intro={<p data-testid="guest-status-intro">{guestStatusIntro(booking, words.intro)}</p>}
        actions={
          <>
            {live ? (
              <a href={calendar} className="btn-primary" download>
                {w.addToCalendar}
              </a>
            ) : null}
            {hydrated ? (
              <button type="button" className="btn-secondary" onClick={() => window.print()}>
                {w.print}
              </button>
            ) : null}
            <a href={links.share} className="btn-secondary" target="_blank" rel="noopener noreferrer">
              {w.share}
            </a>
            <a href={links.hotel} className="btn-secondary" target="_blank" rel="noopener noreferrer">
              {w.whatsappHotel}
            </a>
            <PhoneLink className="btn-secondary">{fill(w.call, { phone: hotel.phones.primary.display })}</PhoneLink>
          </>
        }
      />
      <Cancellation booking={booking} policy={policy} token={token} formKey={formKey} />
    </>
  );
}
