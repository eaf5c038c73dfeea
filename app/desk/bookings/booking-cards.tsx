import { Link } from "react-router";
import { sourceLabel } from "~/domain/booking-source";
import { formatRupees } from "~/domain/money";
import { displayPhone } from "~/domain/phone-numbers";
import type { DeskBookingRow } from "~/desk/bookings/desk-services";
import { deskDate } from "../desk-time";
import { StatusBadge } from "../status-badge";
import { partyText } from "../desk-fact-row";

/** Bookings as cards that read on a phone: who, when, what, status; the reference opens the booking. */
export function BookingCards({
  rows,
  empty,
  extra,
}: {
  rows: DeskBookingRow[];
  empty: string;
  /** A line of its own per booking (how long a request has waited). */
  extra?: (row: DeskBookingRow) => React.ReactNode;
}) {
  if (rows.length === 0) return <p className="text-ink-700">{empty}</p>;
  return (
    <ul className="grid gap-3">
      {rows.map((row) => (
        <li key={row.reference} className="rounded-md border border-sand-200 bg-white p-3">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <Link
              to={`/admin/bookings/${row.reference}`}
              className="font-mono text-lg font-semibold text-river-800 underline underline-offset-4"
            >
              {row.reference}
            </Link>
            <StatusBadge status={row.status} />
          </div>
          <p className="mt-1 font-semibold">{row.guestName}</p>
          <p className="text-sm text-ink-700" data-testid="booking-source">
            {sourceLabel(row.source)}
            {row.channelReference ? ` · ${row.channelReference}` : ""}
          </p>
          <p className="text-sm text-ink-700">
            {deskDate(row.checkIn)} → {deskDate(row.checkOut)} · {row.nights} {row.nights === 1 ? "night" : "nights"} ·{" "}
            {row.rooms.join(", ")} · {partyText(row)}
          </p>
          <p className="text-sm text-ink-700">
            {displayPhone(row.guestPhone)} · {row.guestEmail} · {formatRupees(row.totalPaise)}
          </p>
          {extra ? <p className="mt-1 text-sm font-semibold text-saffron-900">{extra(row)}</p> : null}
        </li>
      ))}
    </ul>
  );
}
