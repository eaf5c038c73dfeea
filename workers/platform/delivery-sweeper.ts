/**
 * The delivery sweeper, run by the Cron Trigger (wrangler.toml `[triggers]`): it finds outbox rows
 * that stopped moving and moves them again (docs/delivery.md "Stuck and dead deliveries").
 *
 * - A row is re-queued when its delivery was lost on the way: `sending` past its lease (the Worker
 *   died mid-attempt), `stored` past a grace period (the first forward never ran), `retrying` with
 *   no attempt for longer than any planned wait (the Queue refused or lost its message).
 * - A row still undelivered after the whole retry window is marked `dead`: the dead-letter queue
 *   never sees a message that was lost.
 * - Every dead row without its alert gets it (delivery-alert.ts raises each one exactly once).
 *
 * Safe to run twice at once or again and again: each step is one conditional UPDATE that only one
 * run can win, a re-queued row is leased before it is sent (leaseForDelivery), and a delivered or
 * embedded (`local`) row matches none of the conditions. Each step touches a bounded batch, so a
 * large backlog drains over several runs instead of overrunning one.
 */
import type { DeliveryMessage } from "../../app/server/deliver-upstream.server";
import { claimStuckRows } from "../../app/server/outbox-states.server";
import { alertDeadDelivery } from "./delivery-alert";

export const sweepPolicy = {
  /** Rows each step handles per run (a Queue batch send takes at most 100 messages). */
  batchSize: 50,
  /** The first forward starts right after the guest's answer and gives up after 4 s. */
  storedGraceSeconds: 60,
  /** The longest planned wait between attempts is 30 s plus a 4 s forward; 3 minutes of silence
   *  means the row's Queue message is gone. */
  retryOverdueSeconds: 180,
  /**
   * How long a row may stay undelivered before it is dead without the dead-letter queue: well over
   * twice one full Queue cycle (about 9 minutes) plus the time to notice a lost message, so the
   * sweeper never cuts short a retry cycle the Queue or the sweeper itself started.
   */
  retryWindowSeconds: 30 * 60,
};

export type SweepPolicy = typeof sweepPolicy;

export interface SweepResult {
  requeued: number[];
  dead: number[];
  alerted: number[];
}

const secondsBefore = (now: Date, seconds: number) => new Date(now.getTime() - seconds * 1000).toISOString();

/** An undelivered row no attempt is working on right now. */
const idleUndelivered = `(status IN ('stored', 'retrying') OR (status = 'sending' AND COALESCE(lease_until, '') < ?1))`;

/** The retry window runs from the guest's send, or from the desk's "Send again" (send-again.ts). */
async function markPastWindowDead(db: D1Database, now: Date, policy: SweepPolicy): Promise<number[]> {
  const { results } = await db
    .prepare(
      `UPDATE submissions
       SET status = 'dead', lease_until = NULL, updated_at = ?1,
           last_error = COALESCE(last_error, 'not delivered within the retry window')
       WHERE id IN (
         SELECT id FROM submissions WHERE ${idleUndelivered} AND COALESCE(resent_at, created_at) < ?2 ORDER BY id LIMIT ?3
       )
       RETURNING id`,
    )
    .bind(now.toISOString(), secondsBefore(now, policy.retryWindowSeconds), policy.batchSize)
    .run<{ id: number }>();
  return results.map((row) => row.id);
}

/** The stuck rows, claimed for one re-queue (a lease ran out, a first forward never ran, a retry overdue). */
function claimStuck(db: D1Database, now: Date, policy: SweepPolicy): Promise<number[]> {
  return claimStuckRows(
    db,
    {
      table: "submissions",
      leaseRanOut: "a delivery attempt did not finish before its lease ran out",
      firstStatus: "stored",
      neverRan: "the first forward never ran",
      where: `(status = 'sending' AND COALESCE(lease_until, '') < ?1)
            OR (status = 'stored' AND updated_at < ?5)
            OR (status = 'retrying' AND updated_at < ?6)`,
      since: [secondsBefore(now, policy.storedGraceSeconds), secondsBefore(now, policy.retryOverdueSeconds)],
      batchSize: policy.batchSize,
    },
    now,
  );
}

async function requeue(queue: Queue, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  try {
    await queue.sendBatch(ids.map((submissionId) => ({ body: { submissionId } satisfies DeliveryMessage })));
  } catch (error) {
    // The rows stay `retrying` with this run's time: the next run after they are overdue tries again.
    console.error(JSON.stringify({ event: "delivery_not_queued", submissionIds: ids, error: String(error) }));
  }
}

async function alertUnalerted(db: D1Database, queue: Queue, now: Date, policy: SweepPolicy): Promise<number[]> {
  const { results } = await db
    .prepare("SELECT id FROM submissions WHERE status = 'dead' AND alerted_at IS NULL ORDER BY id LIMIT ?")
    .bind(policy.batchSize)
    .run<{ id: number }>();
  const alerted: number[] = [];
  for (const { id } of results) {
    if (await alertDeadDelivery(db, id, "sweeper", now, queue)) alerted.push(id);
  }
  return alerted;
}

/** One sweep: dead rows first (so nothing past its window is re-queued), then re-queues, then alerts. */
export async function sweepDeliveries(
  db: D1Database,
  queue: Queue,
  now: Date,
  policy: SweepPolicy = sweepPolicy,
): Promise<SweepResult> {
  const dead = await markPastWindowDead(db, now, policy);
  const requeued = await claimStuck(db, now, policy);
  await requeue(queue, requeued);
  const alerted = await alertUnalerted(db, queue, now, policy);
  if (dead.length + requeued.length + alerted.length > 0) {
    console.log(JSON.stringify({ event: "delivery_sweep", requeued, dead, alerted }));
  }
  return { requeued, dead, alerted };
}

/** The Worker's `scheduled` handler: one sweep at the time the trigger actually runs. */
export async function runDeliverySweep(env: Cloudflare.Env): Promise<void> {
  try {
    await sweepDeliveries(env.DB, env.DELIVERY_QUEUE, new Date());
  } catch (error) {
    // D1 unavailable or similar: the next run starts over; rethrown so the Cron run shows as failed.
    console.error(JSON.stringify({ event: "delivery_sweep_error", error: String(error) }));
    throw error;
  }
}
