/**
 * Shared by the queue and sweep tests: the Worker's queue consumer run on one message, as
 * Cloudflare runs it, and outbox rows set by hand into the states a lost message leaves.
 */
import { createExecutionContext, createMessageBatch, env, getQueueResult } from "cloudflare:test";
import { vi } from "vitest";
import { handleDeliveryBatch } from "../../workers/platform/delivery-consumer";

let messageCounter = 0;

/**
 * Hands one message on `queue` to the consumer, the way Cloudflare would on delivery `attempts`;
 * says whether the consumer acknowledged it or asked for a retry, and after how long.
 */
export async function consumeOne(queue: string, body: unknown, attempts: number, testEnv: Cloudflare.Env) {
  messageCounter += 1;
  const batch = createMessageBatch(queue, [{ id: `m${messageCounter}`, timestamp: new Date(), attempts, body }]);
  const retry = vi.spyOn(batch.messages[0], "retry");
  const ctx = createExecutionContext();
  await handleDeliveryBatch(batch, testEnv);
  const result = await getQueueResult(batch, ctx);
  return {
    acked: result.explicitAcks.length === 1,
    retried: result.retryMessages.length === 1,
    retryDelay: retry.mock.calls[0]?.[0]?.delaySeconds,
  };
}

/** Sets an outbox row's columns as they would be after what a test stands in for (a lease, a lost message). */
export async function setOutboxRow(table: "submissions" | "mail_outbox", id: number, columns: object): Promise<void> {
  const names = Object.keys(columns);
  await env.DB.prepare(`UPDATE ${table} SET ${names.map((name, i) => `${name} = ?${i + 2}`).join(", ")} WHERE id = ?1`)
    .bind(id, ...Object.values(columns))
    .run();
}

export const secondsFromNow = (seconds: number) => new Date(Date.now() + seconds * 1000);
