/**
 * Razorpay's webhook (product-rules.md: Deposits): the raw body's signature is checked before
 * anything reads it (hex HMAC-SHA256 with the webhook secret, in constant time); then the event
 * must be about one of our links, for its booking's reference and the deposit's own amount. Each
 * event id is applied once: a replay answers 200 and changes nothing. Refusals are 400, logged with
 * the reason only, never the guest.
 */
import { z } from "zod";
import { depositRowByLink } from "./deposit-store.server";
import { lapseDeposit } from "./lapse-deposits.server";
import type { PaymentDeps } from "./payment-deps.server";
import { eventSeen, recordGatewayPayment } from "./record-payment.server";
import { signatureMatches } from "./razorpay-signature.server";

export type WebhookAnswer = { status: 200 | 400; body: { ok: true; applied: boolean } | { error: { code: string; message: string } } };

const linkEntity = z.object({
  id: z.string().min(1).max(60),
  amount: z.number().int().positive(),
  reference_id: z.string().max(60).nullish(),
  status: z.string().max(30).optional(),
});
const paymentEntity = z.object({
  id: z.string().regex(/^pay_[A-Za-z0-9]{1,40}$/),
  amount: z.number().int().positive(),
});
const webhookBody = z.object({
  event: z.string().max(60),
  payload: z.object({
    payment_link: z.object({ entity: linkEntity }).optional(),
    payment: z.object({ entity: paymentEntity }).optional(),
  }),
});

const handledEvents = new Set(["payment_link.paid", "payment_link.partially_paid", "payment_link.expired", "payment_link.cancelled"]);

function refused(reason: string): WebhookAnswer {
  console.warn(JSON.stringify({ event: "razorpay_webhook_refused", reason }));
  return { status: 400, body: { error: { code: "webhook_refused", message: "This event was refused." } } };
}

const applied = (done: boolean): WebhookAnswer => ({ status: 200, body: { ok: true, applied: done } });

export async function handleRazorpayWebhook(
  deps: PaymentDeps,
  rawBody: string,
  headers: { signature: string | null; eventId: string | null },
): Promise<WebhookAnswer> {
  if (!(await signatureMatches(deps.config.webhookSecret, rawBody, headers.signature))) return refused("signature");
  const eventId = headers.eventId?.trim() ?? "";
  if (eventId === "" || eventId.length > 100) return refused("event_id");
  let parsed: z.infer<typeof webhookBody>;
  try {
    const result = webhookBody.safeParse(JSON.parse(rawBody));
    if (!result.success) return refused("shape");
    parsed = result.data;
  } catch {
    return refused("not_json");
  }
  // Events we did not subscribe to are acknowledged, so Razorpay does not retry them.
  if (!handledEvents.has(parsed.event)) return applied(false);
  if (await eventSeen(deps.db, eventId)) return applied(false);
  const link = parsed.payload.payment_link?.entity;
  if (!link) return refused("no_link");
  const deposit = await depositRowByLink(deps.db, link.id);
  if (!deposit) return refused("unknown_link");
  if (link.reference_id !== deposit.reference) return refused("reference");
  if (link.amount !== deposit.amount_paise) return refused("amount");

  if (parsed.event === "payment_link.expired" || parsed.event === "payment_link.cancelled") {
    await lapseDeposit(deps, deposit.booking_id, { id: eventId, name: parsed.event });
    return applied(true);
  }
  const payment = parsed.payload.payment?.entity;
  if (!payment) return refused("no_payment");
  if (payment.amount > deposit.amount_paise) return refused("amount");
  const outcome = await recordGatewayPayment(deps, {
    eventId,
    event: parsed.event,
    bookingId: deposit.booking_id,
    reference: deposit.reference,
    paymentId: payment.id,
    amountPaise: payment.amount,
  });
  return applied(outcome === "recorded");
}
