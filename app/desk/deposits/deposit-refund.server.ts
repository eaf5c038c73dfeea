/**
 * A deposit refunded by hand on the desk (product-rules.md: Deposits): checked against what was
 * paid online less what was refunded, asked of Razorpay once per form (the gateway's refund is
 * keyed by the form's one-time key, so a form sent twice gives back once), recorded on the folio by
 * the refund itself with who and why, the guest told by e-mail, and audited with the deposit's
 * amounts before and after.
 */
import type { FieldErrors } from "~/domain/field-errors";
import { bookingLinkSecret } from "~/booking/my-booking/booking-link.server";
import { type AuditedRequest, alreadyDone, auditStatement } from "~/desk/bookings/desk-audit.server";
import { readRazorpayConfig } from "~/payments/razorpay-config.server";
import { refundDeposit } from "~/payments/refund-deposit.server";
import { deskDepositOf } from "./desk-deposit.server";
import { depositPanelMessages as m } from "./deposit-panel-messages";
import { parseDepositRefundForm } from "./deposit-refund-form";

export type DepositRefundOutcome =
  | { ok: true; replayed: boolean }
  | { ok: false; status: 400 | 404 | 409 | 422 | 502 | 503; message: string; fields?: FieldErrors };

export async function refundDepositByHand(
  env: Cloudflare.Env,
  request: AuditedRequest & { reference: string; fields: Record<string, string> },
): Promise<DepositRefundOutcome> {
  const db = env.DB;
  if (await alreadyDone(db, request.requestKey)) return { ok: true, replayed: true };
  const deposit = await deskDepositOf(env, request.reference);
  if (!deposit) return { ok: false, status: 404, message: m.noDeposit };
  const config = readRazorpayConfig(env);
  if (!config) return { ok: false, status: 409, message: `${deposit.off ?? ""} ${m.refundOff}`.trim() };
  if (deposit.refundablePaise <= 0) return { ok: false, status: 409, message: m.nothingToRefund };
  const parsed = parseDepositRefundForm(request.fields, deposit.refundablePaise);
  if (!parsed.ok) return { ok: false, status: parsed.status, message: m.checkFields, fields: parsed.fields };
  const { amountPaise, reason } = parsed.value;
  const refund = { reference: deposit.reference, amountPaise, reason, by: request.staff.email, requestKey: request.requestKey };
  // The guest's e-mail about the refund goes through the outbox like every other.
  const outcome = await refundDeposit(db, config, refund, { queue: env.DELIVERY_QUEUE, linkSecret: bookingLinkSecret(env), now: request.now });
  if (!outcome.ok) return outcome.status === 422 ? { ...outcome, fields: { amount: outcome.message } } : outcome;
  const { paidPaise, refundedPaise } = deposit.view;
  try {
    await auditStatement(db, request, {
      subject: "deposit",
      key: deposit.reference,
      action: "refund",
      before: { paidPaise, refundedPaise },
      after: { paidPaise, refundedPaise: refundedPaise + outcome.refundedPaise, reason },
    }).run();
  } catch (error) {
    // The same form sent twice at once: the gateway gave back once, and the other send audited it.
    if (!(await alreadyDone(db, request.requestKey))) throw error;
    return { ok: true, replayed: true };
  }
  return { ok: true, replayed: false };
}
