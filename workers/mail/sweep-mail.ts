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
import { enqueueMail } from "./mail-outbox";

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
    const { results } = await env.DB.prepare(
      `UPDATE mail_outbox
       SET status = 'retrying', lease_until = NULL, updated_at = ?1,
           last_error = CASE status
             WHEN 'sending' THEN 'a send did not finish before its lease ran out'
             WHEN 'pending' THEN 'the first send never ran'
             ELSE last_error END
       WHERE id IN (
         SELECT id FROM mail_outbox
         WHERE (status IN ('pending', 'retrying') AND updated_at < ?2)
            OR (status = 'sending' AND COALESCE(lease_until, '') < ?1)
         ORDER BY id LIMIT ?3
       )
       RETURNING id`,
    )
      .bind(now.toISOString(), new Date(now.getTime() - policy.idleSeconds * 1000).toISOString(), policy.batchSize)
      .run<{ id: number }>();
    const ids = results.map((row) => row.id).sort((a, b) => a - b);
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
