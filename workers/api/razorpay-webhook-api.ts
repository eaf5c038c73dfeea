import { Hono } from "hono";
import { bookingLinkSecret } from "~/booking/my-booking/booking-link.server";
import { handleRazorpayWebhook } from "~/payments/razorpay-webhook.server";
import { readRazorpayConfig } from "~/payments/razorpay-config.server";
import type { HonoEnv } from "../hono-env";
import { readLimitedBody } from "../platform/read-limited-body";
import { errorBody } from "./read-json-body";

/** Razorpay's events are a few kilobytes; anything far larger is not one. */
const maxWebhookBytes = 64 * 1024;

/**
 * POST /api/payments/razorpay/webhook: Razorpay's server tells of payment links paid, part paid,
 * expired or cancelled. The body is read raw and its signature checked before anything parses it
 * (app/payments/razorpay-webhook.server.ts). With online deposits off there is nothing to verify
 * with: 503, so Razorpay retries once the keys are set.
 */
export const razorpayWebhookApi = new Hono<HonoEnv>().post("/", async (c) => {
  const config = readRazorpayConfig(c.env);
  if (!config) return c.json(errorBody("payments_off", "Online payments are not set up."), 503);
  const body = await readLimitedBody(c.req.raw, maxWebhookBytes);
  if (!body.ok) return c.json(errorBody("payload_too_large", "The event is too large."), 413);
  const answer = await handleRazorpayWebhook(
    { db: c.env.DB, config, queue: c.env.DELIVERY_QUEUE, linkSecret: bookingLinkSecret(c.env), now: c.get("now") },
    new TextDecoder().decode(body.bytes),
    { signature: c.req.header("X-Razorpay-Signature") ?? null, eventId: c.req.header("X-Razorpay-Event-Id") ?? null },
  );
  return c.json(answer.body, answer.status);
});
