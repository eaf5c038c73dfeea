/**
 * The two calls the website makes to Razorpay (product-rules.md: Deposits): make a Payment Link and
 * refund a payment. Plain fetch with a timeout and Basic auth (key id and secret): Razorpay's own
 * SDK needs Node's http. A call that fails, times out or answers in an unexpected shape is
 * `{ ok: false }`, its cause logged without anything about the guest.
 */
import { z } from "zod";
import type { RazorpayConfig } from "./razorpay-config.server";

export const razorpayTimeoutMs = 8_000;

export type GatewayAnswer<T> = { ok: true; value: T } | { ok: false; reason: "unreachable" | "refused"; status?: number };

export interface PaymentLinkRequest {
  amountPaise: number;
  reference: string;
  description: string;
  /** The deadline: Razorpay's expire_by, in unix seconds. */
  expireBy: Date;
  customer: { name: string; email: string; contact: string };
  /** Where the guest's browser comes back to: their signed booking page, on the site's own address. */
  callbackUrl: string;
}

const paymentLinkAnswer = z.object({ id: z.string().min(1).max(60), short_url: z.url() });
const refundAnswer = z.object({ id: z.string().min(1).max(60), amount: z.number().int() });

function authorization(config: RazorpayConfig): string {
  return `Basic ${btoa(`${config.keyId}:${config.keySecret}`)}`;
}

async function call<T>(
  config: RazorpayConfig,
  what: string,
  path: string,
  body: unknown,
  schema: z.ZodType<T>,
): Promise<GatewayAnswer<T>> {
  let response: Response;
  try {
    response = await fetch(`${config.apiUrl}${path}`, {
      method: body === undefined ? "GET" : "POST",
      headers: { Authorization: authorization(config), ...(body === undefined ? {} : { "Content-Type": "application/json" }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(razorpayTimeoutMs),
    });
  } catch (error) {
    console.error(JSON.stringify({ event: "razorpay_unreachable", what, error: error instanceof Error ? error.name : "error" }));
    return { ok: false, reason: "unreachable" };
  }
  const text = await response.text();
  if (!response.ok) {
    // Razorpay's error code only: its description may repeat what the guest typed.
    const code = /"code"\s*:\s*"([A-Z_]{1,40})"/.exec(text)?.[1] ?? "";
    console.error(JSON.stringify({ event: "razorpay_refused", what, status: response.status, code }));
    return { ok: false, reason: response.status >= 500 ? "unreachable" : "refused", status: response.status };
  }
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    if (parsed.success) return { ok: true, value: parsed.data };
  } catch {
    // Not JSON: reported below as an answer in an unexpected shape.
  }
  console.error(JSON.stringify({ event: "razorpay_unexpected_answer", what, status: response.status }));
  return { ok: false, reason: "unreachable", status: response.status };
}

/** POST /v1/payment_links: the link's id and its short address for the guest. */
export function createPaymentLink(config: RazorpayConfig, request: PaymentLinkRequest): Promise<GatewayAnswer<{ id: string; short_url: string }>> {
  return call(
    config,
    "payment_link",
    "/v1/payment_links",
    {
      amount: request.amountPaise,
      currency: "INR",
      accept_partial: false,
      reference_id: request.reference,
      description: request.description,
      expire_by: Math.floor(request.expireBy.getTime() / 1000),
      customer: request.customer,
      // The hotel sends its own e-mails, in the guest's language.
      notify: { sms: false, email: false },
      reminder_enable: false,
      callback_url: request.callbackUrl,
      callback_method: "get",
    },
    paymentLinkAnswer,
  );
}

/** POST /v1/payments/:id/refund: the refund's rfnd_ id. */
export function refundPayment(
  config: RazorpayConfig,
  paymentId: string,
  amountPaise: number,
  notes: Record<string, string>,
): Promise<GatewayAnswer<{ id: string; amount: number }>> {
  return call(config, "refund", `/v1/payments/${encodeURIComponent(paymentId)}/refund`, { amount: amountPaise, notes }, refundAnswer);
}

const linkList = z.object({
  payment_links: z.array(z.object({ id: z.string().min(1).max(60), short_url: z.url(), amount: z.number().int(), status: z.string() })),
});

/**
 * GET /v1/payment_links?reference_id=: the links already made for a booking. A link made by a call
 * whose answer never arrived (a timeout) holds the reference, so asking again is refused; this finds it.
 */
export function paymentLinksFor(config: RazorpayConfig, reference: string): Promise<GatewayAnswer<z.infer<typeof linkList>>> {
  return call(config, "payment_link_list", `/v1/payment_links?reference_id=${encodeURIComponent(reference)}`, undefined, linkList);
}

/** POST /v1/payment_links/:id/cancel: the link of a booking that no longer needs it stops taking payments. */
export function cancelPaymentLink(config: RazorpayConfig, linkId: string): Promise<GatewayAnswer<{ id: string }>> {
  return call(config, "payment_link_cancel", `/v1/payment_links/${encodeURIComponent(linkId)}/cancel`, {}, z.object({ id: z.string() }));
}
