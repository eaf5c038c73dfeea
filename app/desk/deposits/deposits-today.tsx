import { Link } from "react-router";
import { formatRupees } from "~/domain/money";
import { deskLinkClass } from "~/desk/desk-link";
import { hotelDateTime } from "~/desk/desk-time";
import { depositStateWords } from "./deposit-panel-messages";
import type { DepositsToday } from "./deposits-today.server";

/**
 * Today's line for deposits: paid online today, and awaiting ones that lapse before midnight. Shows
 * nothing on a day with neither, so a hotel without deposits sees Today as before.
 */
export function DepositsTodayLine({ deposits }: { deposits: DepositsToday }) {
  const { paid, lapsing } = deposits;
  if (paid.length === 0 && lapsing.length === 0) return null;
  return (
    <section aria-labelledby="deposits-today-heading" className="mt-4 rounded-md border-l-4 border-river-700 bg-white p-3" data-testid="deposits-today">
      <h2 id="deposits-today-heading" className="font-semibold">
        Deposits today
      </h2>
      {paid.length > 0 ? (
        <ul className="mt-1 grid list-none gap-1 p-0 text-sm">
          {paid.map((row) => (
            <li key={row.reference}>
              Paid {formatRupees(row.paidPaise)} ·{" "}
              <Link to={`/admin/bookings/${row.reference}`} className={deskLinkClass}>
                {row.reference}
              </Link>{" "}
              · {row.guestName} · {depositStateWords[row.state]}
            </li>
          ))}
        </ul>
      ) : null}
      {lapsing.length > 0 ? (
        <ul className="mt-1 grid list-none gap-1 p-0 text-sm">
          {lapsing.map((row) => (
            <li key={row.reference}>
              <strong>Lapses {hotelDateTime(row.dueAt)}</strong> unless paid: {formatRupees(row.amountPaise - row.paidPaise)} ·{" "}
              <Link to={`/admin/bookings/${row.reference}`} className={deskLinkClass}>
                {row.reference}
              </Link>{" "}
              · {row.guestName}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
