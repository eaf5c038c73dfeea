import { Form } from "react-router";
import { PhoneLink } from "~/components/contact-links";
import { useHydrated } from "~/components/use-hydrated";
import { hotel } from "~/content/hotel";
import { policyFacts } from "~/content/policy-facts";
import { BookingReceipt } from "~/features/booking/booking-receipt";
import { stayDate } from "~/features/booking/stay-summary";
import type { GuestBookingView } from "~/services/guest-bookings";
import { guestStatusIntro, guestStatusWords } from "./guest-status";

interface GuestBookingProps {
  booking: GuestBookingView;
  /** The signed link's token, carried by the cancellation form and the calendar link. */
  token: string;
  formKey: string;
  notice: string | null;
  error: string | null;
}

/** What a guest can share or send about their stay: the summary to anyone, the reference to us. */
function whatsappLinks(booking: GuestBookingView) {
  const { confirmation } = booking;
  const stay = `${stayDate(confirmation.check_in_date)} to ${stayDate(confirmation.check_out_date)}`;
  const summary = `My stay at ${hotel.name}, ${hotel.address.locality}: ${stay}, ${confirmation.rooms.length} ${confirmation.rooms.length === 1 ? "room" : "rooms"}, booking ${booking.reference}.`;
  return {
    share: `https://wa.me/?${new URLSearchParams({ text: summary })}`,
    hotel: `${hotel.messaging.url}?${new URLSearchParams({ text: `Hello, this is about my booking ${booking.reference}: ` })}`,
  };
}

function Cancellation({ booking, token, formKey }: Pick<GuestBookingProps, "booking" | "token" | "formKey">) {
  const { cancellation } = booking;
  const groupBooking = booking.confirmation.rooms.length >= hotel.cancellation.groupMinRooms;
  const policy = groupBooking ? policyFacts.groupCancellation : policyFacts.individualCancellation;
  if (!cancellation.allowed && cancellation.reason === "status") return null;
  return (
    <section aria-labelledby="cancel-heading" className="card mt-6 p-5 md:p-8 print:hidden">
      <h2 id="cancel-heading" className="heading-3">
        Cancel this booking
      </h2>
      <p className="mt-2 text-ink-700">{policy}</p>
      {cancellation.allowed ? (
        <Form method="post" className="mt-4 grid gap-3">
          <input type="hidden" name="intent" value="cancel" />
          <input type="hidden" name="t" value={token} />
          <input type="hidden" name="request_key" value={`${formKey}:cancel`} />
          <p className="font-semibold">You can cancel free of charge until {stayDate(cancellation.deadline)}.</p>
          <label className="flex items-start gap-3">
            <input type="checkbox" name="confirm" value="yes" required className="mt-1 h-5 w-5" />
            <span>Yes, cancel booking {booking.reference} and release its rooms.</span>
          </label>
          <button type="submit" className="btn-secondary justify-self-start border-red-700 text-red-800">
            Cancel my booking
          </button>
        </Form>
      ) : (
        <p className="mt-3 font-semibold">
          The free cancellation period ended on {stayDate(cancellation.deadline)}. To change or cancel your stay, please call{" "}
          <PhoneLink className="text-river-700 underline" /> ({hotel.contactHours}).
        </p>
      )}
    </section>
  );
}

/**
 * The guest's booking (product-rules.md: The guest's booking page): its status, the stay and every
 * amount as the receipt showed them, the hotel's contacts, print, share, and the cancellation.
 */
export function GuestBooking({ booking, token, formKey, notice, error }: GuestBookingProps) {
  const hydrated = useHydrated();
  const links = whatsappLinks(booking);
  const calendar = `/MyBooking/calendar.ics?${new URLSearchParams({ ref: booking.reference, t: token })}`;
  const live = !["declined", "cancelled", "no_show", "checked_out"].includes(booking.status);
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
      <BookingReceipt
        confirmation={booking.confirmation}
        status={guestStatusWords[booking.status]}
        heading={`Booking ${booking.reference}: ${guestStatusWords[booking.status]}`}
        intro={<p data-testid="guest-status-intro">{guestStatusIntro(booking)}</p>}
        actions={
          <>
            {live ? (
              <a href={calendar} className="btn-primary" download>
                Add to calendar
              </a>
            ) : null}
            {hydrated ? (
              <button type="button" className="btn-secondary" onClick={() => window.print()}>
                Print
              </button>
            ) : null}
            <a href={links.share} className="btn-secondary" target="_blank" rel="noopener noreferrer">
              Share on WhatsApp
            </a>
            <a href={links.hotel} className="btn-secondary" target="_blank" rel="noopener noreferrer">
              WhatsApp the hotel
            </a>
            <PhoneLink className="btn-secondary">Call {hotel.phones.primary.display}</PhoneLink>
          </>
        }
      />
      <Cancellation booking={booking} token={token} formKey={formKey} />
    </>
  );
}
