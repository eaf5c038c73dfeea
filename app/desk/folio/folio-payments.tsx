import { Link } from "react-router";
import { formatRupees } from "~/domain/money";
import { deskLinkClass } from "~/desk/desk-link";
import { hotelDateTime } from "~/desk/desk-time";
import { methodWords } from "./folio-messages";
import type { FolioPaymentView } from "./folio-services";

function paymentTitle(payment: FolioPaymentView): string {
  if (payment.amountPaise < 0) return `Refund ${formatRupees(-payment.amountPaise)} · ${methodWords[payment.method]}`;
  return `${methodWords[payment.method]} ${formatRupees(payment.amountPaise)}`;
}

/** Money received and given back: how, how much, its reference, who recorded it and when. */
export function FolioPayments({ payments }: { payments: readonly FolioPaymentView[] }) {
  if (payments.length === 0) return <p className="mt-2 text-ink-700">No payment yet.</p>;
  return (
    <ul className="mt-3 grid list-none gap-2 p-0" data-testid="folio-payments">
      {payments.map((payment) => (
        <li key={payment.id} className="rounded-md border border-sand-200 bg-white p-3">
          <p className="font-semibold tabular-nums">{paymentTitle(payment)}</p>
          {payment.reference ? <p className="text-sm [overflow-wrap:anywhere]">Reference {payment.reference}</p> : null}
          {payment.method === "bill_to_company" ? (
            <p className="text-sm [overflow-wrap:anywhere]">
              To {payment.company} · {payment.settledPaise >= payment.amountPaise ? "settled" : `${formatRupees(payment.settledPaise)} settled so far`} ·{" "}
              <Link to="/admin/company-bills" className={deskLinkClass}>
                Bills to companies
              </Link>
            </p>
          ) : null}
          {payment.reason ? <p className="text-sm [overflow-wrap:anywhere]">Reason: {payment.reason}</p> : null}
          <p className="text-xs text-ink-700">
            {hotelDateTime(payment.recordedAt)} · {payment.recordedBy}
          </p>
        </li>
      ))}
    </ul>
  );
}
