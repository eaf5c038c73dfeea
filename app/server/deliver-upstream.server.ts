/**
 * Delivery of one outbox row to the admin API (product-rules.md: Nothing submitted is lost): lease
 * the row, POST its stored payload with `X-API-KEY` and the submission's `Idempotency-Key`, record
 * the outcome. A row already delivered, dead or being sent by someone else is never sent again
 * (exactly once from our side; the forwarded key lets the admin API drop a repeat if our
 * "delivered" write itself were lost).
 */
import type { AppConfig } from "./env.server";
import { leaseForDelivery, markDelivered, type SubmissionRow } from "./outbox.server";
import { markAttemptFailed, whyNotLeased } from "./outbox-states.server";

export const deliveryPolicy = {
  /** A slow admin API counts as down after this long (about 4 s). */
  forwardTimeoutMs: 4000,
  /** How long one attempt holds a row; well above the timeout so a lease never ends mid-send. */
  leaseSeconds: 30,
  /** First Queue retry after the immediate forward failed: well within 10 s of the submission. */
  firstRetryDelaySeconds: 2,
  /** Queue retries after that (message.attempts 1, 2, 3, …), then the last value until max_retries. */
  retryDelaysSeconds: [5, 10, 20, 30],
};

/** The wait before the next try after `attempts` failed Queue deliveries; capped at 30 s. */
export function retryDelayFor(attempts: number): number {
  const delays = deliveryPolicy.retryDelaysSeconds;
  return delays[Math.min(Math.max(attempts, 1), delays.length) - 1];
}

export interface DeliveryMessage {
  submissionId: number;
}

export type DeliveryOutcome =
  /** The admin API accepted it now. */
  | { kind: "delivered" }
  /** It failed now; try again later. */
  | { kind: "failed"; error: string }
  /** Another worker holds the row right now; look again later. */
  | { kind: "busy" }
  /** Nothing to send: delivered before, dead, embedded, or no such row. */
  | { kind: "settled" };

async function forward(config: AppConfig, row: SubmissionRow): Promise<string | null> {
  if (config.origin.mode !== "upstream") return "ADMIN_API_URL is not configured";
  if (!row.upstream_path || row.payload === null) return "the row has nothing to deliver";
  try {
    const response = await fetch(`${config.origin.baseUrl}${row.upstream_path}`, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Accept: "application/json",
        "X-API-KEY": config.origin.apiKey,
        "Idempotency-Key": row.idempotency_key,
      },
      body: row.payload,
      signal: AbortSignal.timeout(deliveryPolicy.forwardTimeoutMs),
    });
    // The admin API's contract names 200 (bookings) and 201 (enquiries); any 2xx means the admin
    // API took it.
    await response.body?.cancel();
    return response.ok ? null : `admin API answered HTTP ${response.status}`;
  } catch (error) {
    const name = error instanceof Error ? error.name : "";
    return name === "TimeoutError" || name === "AbortError"
      ? `admin API did not answer within ${deliveryPolicy.forwardTimeoutMs} ms`
      : `admin API unreachable: ${error instanceof Error ? error.message : String(error)}`;
  }
}

/** One attempt to deliver the row `id`; records the outcome in D1 before returning it. */
export async function attemptDelivery(db: D1Database, config: AppConfig, id: number): Promise<DeliveryOutcome> {
  const row = await leaseForDelivery(db, id, new Date(), deliveryPolicy.leaseSeconds);
  if (!row) return whyNotLeased(db, "submissions", id);
  const error = await forward(config, row);
  if (error === null) {
    const recorded = await markDelivered(db, id, new Date());
    if (recorded?.alertedAt) {
      // Staff were told this submission was lost; tell them it arrived after all.
      console.warn(JSON.stringify({ event: "delivery_dead_resolved", submissionId: id, reference: row.reference }));
    }
    return { kind: "delivered" };
  }
  await markAttemptFailed(db, "submissions", id, error, new Date());
  console.warn(JSON.stringify({ event: "delivery_failed", submissionId: id, attempt: row.attempts, error }));
  return { kind: "failed", error };
}

/**
 * The forward made right after the guest was answered (inside waitUntil). A failure goes to the
 * Queue; if even the Queue refuses, the row stays 'retrying' in D1 for the operator (never lost).
 */
export async function deliverNow(db: D1Database, config: AppConfig, queue: Queue, id: number): Promise<void> {
  let outcome: DeliveryOutcome;
  try {
    outcome = await attemptDelivery(db, config, id);
  } catch (error) {
    // D1 itself failed mid-attempt: let the Queue try the whole attempt again.
    console.error(JSON.stringify({ event: "delivery_attempt_error", submissionId: id, error: String(error) }));
    outcome = { kind: "failed", error: String(error) };
  }
  if (outcome.kind !== "failed") return;
  try {
    const message: DeliveryMessage = { submissionId: id };
    await queue.send(message, { delaySeconds: deliveryPolicy.firstRetryDelaySeconds });
  } catch (error) {
    console.error(JSON.stringify({ event: "delivery_not_queued", submissionId: id, error: String(error) }));
  }
}
