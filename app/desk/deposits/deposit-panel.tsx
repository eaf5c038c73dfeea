import { Form } from "react-router";
import { formatRupees } from "~/domain/money";
import type { DeskFormFailure } from "~/desk/desk-form-post";
import { DeskFactRow } from "~/desk/desk-fact-row";
import { DeskSection } from "~/desk/desk-section";
import { DeskTextField } from "~/desk/desk-text-field";
import { hotelDateTime } from "~/desk/desk-time";
import { rupeesFieldValue } from "../folio/folio-forms";
import type { DeskDeposit } from "./desk-deposit.server";
import { depositPanelMessages as m, depositStateWords, refundLimits } from "./deposit-panel-messages";

/** The deposit's own page, where its refund form posts: its refusals show there with what was typed. */
export const depositPath = (reference: string) => `/admin/bookings/${reference}/deposit`;

/** The refund-by-hand form: an amount (what is left to give back, prefilled) and why. A plain POST. */
function RefundByHandForm({ deposit, formKey, failure }: { deposit: DeskDeposit; formKey: string; failure: DeskFormFailure | undefined }) {
  const mine = failure?.form === "deposit_refund" ? failure : undefined;
  const values = mine ? mine.values : { amount: rupeesFieldValue(deposit.refundablePaise) };
  const field = { idPrefix: "deposit-refund", values, errors: mine?.fields ?? {} };
  return (
    <Form method="post" action={depositPath(deposit.reference)} className="mt-4 grid gap-3 border-t border-sand-200 pt-3" aria-label="Refund the deposit">
      <input type="hidden" name="intent" value="deposit_refund" />
      <input type="hidden" name="request_key" value={`${formKey}:deposit_refund`} />
      <h3 className="font-semibold">Refund through Razorpay</h3>
      <p className="text-sm text-ink-700">{`Up to ${formatRupees(deposit.refundablePaise)}: what was paid online less what was refunded. It goes back the way the guest paid.`}</p>
      <DeskTextField name="amount" label="Amount (₹)" inputMode="decimal" required maxLength={20} {...field} />
      <DeskTextField name="reason" label="Reason" required maxLength={refundLimits.reasonLength} {...field} />
      <div>
        <button type="submit" className="btn-primary">
          Refund deposit
        </button>
      </div>
    </Form>
  );
}

/**
 * A booking's online deposit on its page and its folio: its state, what was asked, paid and
 * refunded, the deadline, the guest's pay link to copy (for a guest who lost the e-mail), and the
 * refund-by-hand form while anything paid is left to give back.
 */
export function DepositPanel({ deposit, formKey, failure }: { deposit: DeskDeposit; formKey: string; failure?: DeskFormFailure }) {
  const { view } = deposit;
  const open = view.state === "awaiting" || view.state === "partially_paid";
  return (
    <DeskSection id="deposit-heading" heading="Deposit">
      <dl className="mt-2" data-testid="deposit-panel">
        <DeskFactRow label="State">{depositStateWords[view.state]}</DeskFactRow>
        <DeskFactRow label="Asked">
          {formatRupees(view.amountPaise)} · {deposit.ruleWords}
        </DeskFactRow>
        <DeskFactRow label="Paid">{formatRupees(view.paidPaise)}</DeskFactRow>
        <DeskFactRow label="Refunded">{formatRupees(view.refundedPaise)}</DeskFactRow>
        {open ? <DeskFactRow label="Due by">{hotelDateTime(view.dueAt)}</DeskFactRow> : null}
        {view.paidAt ? <DeskFactRow label="Paid in full">{hotelDateTime(view.paidAt)}</DeskFactRow> : null}
      </dl>
      {open && view.payUrl ? (
        <div className="mt-3">
          <label htmlFor={`pay-link-${deposit.reference}`} className="field-label">
            The guest's pay link (to copy into a message)
          </label>
          <input id={`pay-link-${deposit.reference}`} readOnly value={view.payUrl} className="field-input font-mono text-sm" />
        </div>
      ) : null}
      {open && !view.payUrl ? <p className="mt-3 text-sm text-ink-700">{m.linkPending}</p> : null}
      {deposit.refundablePaise > 0 ? (
        deposit.off ? (
          <p className="mt-3 text-sm">
            {deposit.off} {m.refundOff}
          </p>
        ) : (
          <RefundByHandForm deposit={deposit} formKey={formKey} failure={failure} />
        )
      ) : null}
    </DeskSection>
  );
}
