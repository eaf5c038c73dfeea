/**
 * Queue consumer for deliveries to the admin API (product-rules.md: Nothing submitted is lost). The
 * main queue retries a failed forward with growing delays (deliver-upstream.ts `retryDelayFor`);
 * after `max_retries` (wrangler.toml) Cloudflare moves the message to the dead-letter queue, whose
 * consumer is this same handler: it marks the row `dead`, keeps it for the operator and raises its
 * one `delivery_dead` alert (delivery-alert.ts, docs/delivery.md).
 *
 * The same queue carries the site's e-mails as `{ mailId }` messages beside the `{ submissionId }`
 * ones; each message is dispatched by its shape, and mail is handled in app/mail/.
 */
import { z } from "zod";
import { handleMailMessage, isMailMessage } from "../../app/mail/mail-consumer.server";
import { attemptDelivery, retryDelayFor } from "../../app/server/deliver-upstream.server";
import { alertDeadDelivery } from "./delivery-alert";
import { readConfig } from "../../app/server/env.server";
import { markDead } from "../../app/server/outbox.server";

const deliveryMessageSchema = z.object({ submissionId: z.number().int().positive() });

/** Dead-letter queues are named `<queue>-dlq` (hotel-deliveries-dlq, hotel-deliveries-preview-dlq). */
export function isDeadLetterQueue(queueName: string): boolean {
  return queueName.endsWith("-dlq");
}

async function handleMessage(message: Message<unknown>, queueName: string, env: Cloudflare.Env): Promise<void> {
  if (isMailMessage(message.body)) {
    await handleMailMessage(message, queueName, isDeadLetterQueue(queueName), env);
    return;
  }
  const parsed = deliveryMessageSchema.safeParse(message.body);
  if (!parsed.success) {
    console.error(JSON.stringify({ event: "delivery_message_invalid", queue: queueName, id: message.id }));
    message.ack();
    return;
  }
  const { submissionId } = parsed.data;

  if (isDeadLetterQueue(queueName)) {
    // The alert is claimed separately from the state change: if this consumer dies between the
    // two, the sweeper raises it on its next run (and never twice).
    await markDead(env.DB, submissionId, new Date());
    await alertDeadDelivery(env.DB, submissionId, "dead_letter_queue", new Date(), env.DELIVERY_QUEUE);
    message.ack();
    return;
  }

  const outcome = await attemptDelivery(env.DB, readConfig(env), submissionId);
  if (outcome.kind === "delivered" || outcome.kind === "settled") message.ack();
  else message.retry({ delaySeconds: retryDelayFor(message.attempts) });
}

/** Messages are handled side by side, so a batch of slow forwards takes one timeout, not ten. */
export async function handleDeliveryBatch(batch: MessageBatch<unknown>, env: Cloudflare.Env): Promise<void> {
  await Promise.all(
    batch.messages.map(async (message) => {
      try {
        await handleMessage(message, batch.queue, env);
      } catch (error) {
        // D1 unavailable or similar: the message comes back later; the row is untouched or retrying.
        console.error(JSON.stringify({ event: "delivery_consumer_error", queue: batch.queue, error: String(error) }));
        message.retry({ delaySeconds: retryDelayFor(message.attempts) });
      }
    }),
  );
}
