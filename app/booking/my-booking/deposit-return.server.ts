/**
 * The guest's browser back from the payment page on /MyBooking (product-rules.md: Deposits): the
 * query Razorpay adds to the way back is checked and applied by the payments code; whatever the
 * query says, the page says "paid" only when that check recorded the payment.
 */
import type { RouterContextProvider } from "react-router";
import { bindingsContext, requestInfoContext } from "~/context";
import type { ReturnCheck } from "~/payments/deposit-services";
import { applyPaymentReturn } from "~/payments/payment-return.server";
import { readRazorpayConfig } from "~/payments/razorpay-config.server";
import { bookingLinkSecret } from "./booking-link.server";

/** The query parameters Razorpay adds to a payment link's `callback_url`. */
export const paymentReturnFields = [
  "razorpay_payment_id",
  "razorpay_payment_link_id",
  "razorpay_payment_link_reference_id",
  "razorpay_payment_link_status",
  "razorpay_signature",
] as const;

/** The return's fields when the address carries any of them; null for an ordinary visit. */
export function paymentReturnIn(query: URLSearchParams): URLSearchParams | null {
  if (!paymentReturnFields.some((name) => query.has(name))) return null;
  return new URLSearchParams(paymentReturnFields.map((name) => [name, (query.get(name) ?? "").slice(0, 200)]));
}

/**
 * Checks and applies the return for the booking the signed link opened. With online deposits off
 * nothing can be verified, so nothing is recorded and the page says it is checking.
 */
export async function checkPaymentReturn(context: Readonly<RouterContextProvider>, reference: string, query: URLSearchParams): Promise<ReturnCheck> {
  const { env } = context.get(bindingsContext);
  const config = readRazorpayConfig(env);
  if (!config) return "checking";
  return applyPaymentReturn(env.DB, config, reference, query, {
    queue: env.DELIVERY_QUEUE,
    linkSecret: bookingLinkSecret(env),
    now: context.get(requestInfoContext).now,
  });
}
