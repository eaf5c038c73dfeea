import { Link } from "react-router";
import { spanWords } from "~/channels/channel-messages";
import type { ChannelHoldView } from "~/channels/channel-services";
import { deskLinkClass } from "../desk-link";
import { holdLabel } from "./channel-messages";
import { makeBookingHref } from "./hold-links";

/**
 * Holds from the channels' calendars, each with its channel, room and nights, and "Make booking"
 * for when its guest arrives (a hold already made a booking names it instead).
 */
export function ChannelHoldsList({ holds, empty }: { holds: readonly ChannelHoldView[]; empty: string }) {
  if (holds.length === 0) return <p className="mt-2 text-ink-700">{empty}</p>;
  return (
    <ul className="mt-2 grid list-none gap-2 p-0">
      {holds.map((hold) => (
        <li key={hold.id} className="rounded-md border-2 border-dashed border-saffron-700 bg-white p-3 text-sm" data-testid="channel-hold">
          <p>
            <strong>{holdLabel(hold)}</strong> · {hold.unitNumber ? `${hold.roomTypeName} · Room ${hold.unitNumber}` : `${hold.roomTypeName} (any room)`} ·{" "}
            {spanWords(hold.firstNight, hold.untilDate)}
            {hold.summary ? <span className="text-ink-700"> · {hold.summary}</span> : null}
          </p>
          {hold.conflictNote ? <p className="mt-1 font-semibold text-red-800">Conflict: {hold.conflictNote}</p> : null}
          <p className="mt-1">
            {hold.bookingReference ? (
              <Link to={`/admin/bookings/${hold.bookingReference}`} className={deskLinkClass}>
                Booking {hold.bookingReference}
              </Link>
            ) : (
              <Link to={makeBookingHref(hold.id)} className={deskLinkClass}>
                Make booking<span className="sr-only"> from the {holdLabel(hold)} of {spanWords(hold.firstNight, hold.untilDate)}</span>
              </Link>
            )}
          </p>
        </li>
      ))}
    </ul>
  );
}
