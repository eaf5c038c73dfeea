/**
 * The mail sweeper, run by the same Cron Trigger as the delivery sweeper (the `scheduled` handler
 * in workers/app.ts): it finds mail rows that stopped moving and queues them again.
 *
 * - `pending` or `retrying` with no change for a minute: the Queue refused the hand-off
 *   (`mail_not_queued`) or lost the message; a live message retries at least every 35 s.
 * - `sending` past its lease: the Worker died mid-send.
 *
 * Each row is claimed with one conditional UPDATE that refreshes `updated_at`, so an overlapping
 * run cannot queue it twice, and the consumer leases the row before sending, so a duplicate
 * message never sends twice. A `sent` or `dead` row matches nothing.
 */
import { claimStuckRows } from "~/server/outbox-states.server";
import { enqueueMail } from "./mail-outbox.server";

export const mailSweepPolicy = {
  /** Rows re-queued per run (a Queue batch takes at most 100 messages). */
  batchSize: 50,
  /** How long a waiting row may go without a change before it is queued again. */
  idleSeconds: 60,
};

/** Claims the stuck rows (they become `retrying` now) and queues them; the ids queued. */
export async function sweepMail(
  env: { DB: D1Database; DELIVERY_QUEUE: Queue },
  now: Date,
  policy: typeof mailSweepPolicy = mailSweepPolicy,
): Promise<number[]> {
  try {
    const claimed = await claimStuckRows(
      env.DB,
      {
        table: "mail_outbox",
        leaseRanOut: "a send did not finish before its lease ran out",
        firstStatus: "pending",
        neverRan: "the first send never ran",
        where: `(status IN ('pending', 'retrying') AND updated_at < ?5)
            OR (status = 'sending' AND COALESCE(lease_until, '') < ?1)`,
        since: [new Date(now.getTime() - policy.idleSeconds * 1000).toISOString()],
        batchSize: policy.batchSize,
      },
      now,
    );
    const ids = claimed.sort((a, b) => a - b);
    await enqueueMail(env.DELIVERY_QUEUE, ids);
    if (ids.length > 0) console.log(JSON.stringify({ event: "mail_sweep", requeued: ids }));
    return ids;
  } catch (error) {
    // D1 unavailable or similar: the next run starts over. Not rethrown, so the delivery sweep
    // that shares the Cron run still happens.
    console.error(JSON.stringify({ event: "mail_sweep_error", error: String(error) }));
    return [];
  }
}
