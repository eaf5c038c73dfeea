/**
 * The guest's browser back from the payment page (product-rules.md: Deposits). Razorpay adds the
 * link's id, reference and status and the payment's id, signed with the key secret; only a return
 * whose signature holds, for this booking's own link, counts. A verified paid return records the
 * payment as the webhook would (once between them, by the payment's id); anything else only shows
 * "we are checking your payment" until the webhook says.
 */
import type { ReturnCheck } from "./deposit-services";
import { depositRowByReference } from "./deposit-store.server";
import type { PaymentDeps } from "./payment-deps.server";
import { recordGatewayPayment } from "./record-payment.server";
import type { RazorpayConfig } from "./razorpay-config.server";
import { signatureMatches } from "./razorpay-signature.server";

const paymentIdPattern = /^pay_[A-Za-z0-9]{1,40}$/;

export async function applyPaymentReturn(
  db: D1Database,
  config: RazorpayConfig,
  reference: string,
  params: URLSearchParams,
  more: Omit<PaymentDeps, "db" | "config" | "now"> & { now?: Date } = {},
): Promise<ReturnCheck> {
  const linkId = params.get("razorpay_payment_link_id") ?? "";
  const linkReference = params.get("razorpay_payment_link_reference_id") ?? "";
  const status = params.get("razorpay_payment_link_status") ?? "";
  const paymentId = params.get("razorpay_payment_id") ?? "";
  const signed = `${linkId}|${linkReference}|${status}|${paymentId}`;
  if (!(await signatureMatches(config.keySecret, signed, params.get("razorpay_signature")))) {
    console.warn(JSON.stringify({ event: "payment_return_refused", reason: "signature" }));
    return "refused";
  }
  const deposit = await depositRowByReference(db, reference);
  if (!deposit || deposit.link_id !== linkId || linkReference !== reference || !paymentIdPattern.test(paymentId)) {
    console.warn(JSON.stringify({ event: "payment_return_refused", reason: "not_this_booking" }));
    return "refused";
  }
  // Paid in part, or not yet: the webhook tells what was paid.
  if (status !== "paid") return "checking";
  // A link that does not take part payments is paid with one payment of what was still owed.
  const amountPaise = deposit.amount_paise - deposit.paid_paise;
  if (amountPaise > 0) {
    await recordGatewayPayment(
      { db, config, ...more, now: more.now ?? new Date() },
      { eventId: `return:${paymentId}`, event: "return.paid", bookingId: deposit.booking_id, reference, paymentId, amountPaise },
    );
  }
  return "paid";
}
