/**
 * What the rest of the site uses of online deposits (product-rules.md: Deposits). Types only, so
 * desk and guest pages can name them without pulling gateway code into any page's JavaScript.
 *
 * Where the functions live (all server-only, in app/payments/):
 * - razorpay-config.server.ts   readRazorpayConfig(env): RazorpayConfig | null
 *                                 (null = online deposits off: a key or secret missing, upstream mode,
 *                                 or production pointed at an address other than Razorpay's)
 *                               depositsOffReason(env): string | null  (the desk's sentence when off)
 * - deposit-policy.server.ts    readDepositPolicy(db): Promise<DepositPolicy>
 *                               saveDepositPolicy(db, policy, by, now): Promise<void>
 *                               readPeriodDepositRules(db, checkIn, checkOut): Promise<PeriodDepositRule[]>
 *                               depositRuleInForce(db, checkIn, checkOut): Promise<DepositRule>
 * - deposit-store.server.ts     readDepositOf(db, bookingId): Promise<DepositView | null>
 *                               readDepositsOf(db, bookingIds): Promise<Map<number, DepositView>>  (Today's list)
 *                               depositRowByReference(db, reference), openDepositStates
 * - ask-deposit.server.ts       planDeposit(db, config, stay)  (booking-service: the row in the booking's batch,
 *                                 the link once it is stored)
 * - refund-deposit.server.ts    refundDeposit(db, config, req: RefundRequest, { queue, linkSecret, now }?): Promise<RefundOutcome>
 *                                 (desk, by hand; refundMessages are its refusals)
 *                               refundOnCancel(deps, { reference, requestKey, by, today }): the policy's refund
 *                               refundableOf(db, bookingId): what can still be given back online
 * - cancel-deposit.server.ts    settleDepositOnCancel(deps, { reference, requestKey, by })  (any cancellation:
 *                                 stops asking, refunds by the policy; the guest's /MyBooking calls it)
 * - payment-return.server.ts    applyPaymentReturn(db, config, reference, params, { queue, linkSecret, now }?): Promise<ReturnCheck>
 *                                 (the browser's return to callback_url on /MyBooking)
 * - razorpay-webhook.server.ts  handleRazorpayWebhook(deps, rawBody, { signature, eventId })
 *                                 (POST /api/payments/razorpay/webhook, workers/api/razorpay-webhook-api.ts)
 * - lapse-deposits.server.ts    lapseOverdueDeposits(env, now)  (the Cron), lapseDeposit(deps, bookingId)
 * The rule itself (DepositRule, DepositPolicy, depositTerms, depositDueAt) is app/domain/deposit-rule.ts.
 */

export type DepositState = "awaiting" | "partially_paid" | "paid" | "lapsed" | "cancelled";

export interface DepositView {
  state: DepositState;
  /** What was asked, with GST. */
  amountPaise: number;
  /** What the gateway took for it, in all. */
  paidPaise: number;
  /** What was given back (a positive number), by the guest's cancellation or by hand. */
  refundedPaise: number;
  /** The deadline to pay, an ISO instant. */
  dueAt: string;
  /** The payment link; null while it is being made (the Cron asks again) and once it is no use. */
  payUrl: string | null;
  /** When the deposit was paid in full; null until then. */
  paidAt: string | null;
  /** The rule it was asked under: 'first_night', 'percent:30', 'full_stay'. */
  ruleText: string;
}

export interface RefundRequest {
  /** The booking's reference. */
  reference: string;
  /** Paise to give back, more than zero and no more than is left to give back. */
  amountPaise: number;
  reason: string;
  /** Who gives it back: the member of staff's e-mail, or 'guest' / 'system'. */
  by: string;
  /** The desk form's (or the cancellation's) one-time key: the same key twice asks the gateway once. */
  requestKey: string;
}

export type RefundOutcome =
  | { ok: true; refundedPaise: number }
  | { ok: false; status: 400 | 404 | 409 | 422 | 502 | 503; message: string };

/**
 * The browser's return from the payment page: paid (verified and the link paid), checking (not
 * verified yet, or paid only in part: "we are checking your payment"), refused (a forged return).
 */
export type ReturnCheck = "paid" | "checking" | "refused";
