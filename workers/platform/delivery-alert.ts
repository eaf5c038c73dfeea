/**
 * The one alert for a delivery that died: a submission the admin API never accepted, which staff
 * must now enter by hand (docs/delivery.md). Both the dead-letter consumer and the delivery sweeper
 * call `alertDeadDelivery`; the alert is claimed with a conditional UPDATE of `alerted_at`, so a
 * dead row raises it exactly once however many of them try, and a crash before the claim leaves the
 * row unclaimed for the sweeper's next run.
 *
 * Today the alert is one structured log line; a desk view and an e-mail are meant to hang off
 * `raiseDeadDeliveryAlert`, which receives everything staff need to find the guest's submission.
 */

export type DeadAlertSource = "dead_letter_queue" | "sweeper";

export interface DeadDeliveryAlert {
  event: "delivery_dead";
  submissionId: number;
  kind: string;
  reference: string | null;
  attempts: number;
  lastError: string | null;
  /** Which path raised the alert: the Queue's dead-letter consumer, or the sweeper (a row past the
   *  retry window, or a dead row whose consumer stopped before alerting). */
  source: DeadAlertSource;
  createdAt: string;
}

interface ClaimedRow {
  id: number;
  kind: string;
  reference: string | null;
  attempts: number;
  last_error: string | null;
  created_at: string;
}

/** Where the alert goes. A JSON line on stderr: `wrangler tail` and Workers Logs pick it up. */
export function raiseDeadDeliveryAlert(alert: DeadDeliveryAlert): void {
  console.error(JSON.stringify(alert));
}

/**
 * Raises the alert for dead row `id` unless it was raised before (or the row is not dead, e.g. a
 * late success turned it `delivered`). True when this call raised it.
 */
export async function alertDeadDelivery(
  db: D1Database,
  id: number,
  source: DeadAlertSource,
  now: Date,
): Promise<boolean> {
  const row = await db
    .prepare(
      `UPDATE submissions SET alerted_at = ?2
       WHERE id = ?1 AND status = 'dead' AND alerted_at IS NULL
       RETURNING id, kind, reference, attempts, last_error, created_at`,
    )
    .bind(id, now.toISOString())
    .first<ClaimedRow>();
  if (!row) return false;
  raiseDeadDeliveryAlert({
    event: "delivery_dead",
    submissionId: row.id,
    kind: row.kind,
    reference: row.reference,
    attempts: row.attempts,
    lastError: row.last_error,
    source,
    createdAt: row.created_at,
  });
  return true;
}
