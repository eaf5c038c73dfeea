/**
 * The one alert for a delivery that died: a submission the admin API never accepted, which staff
 * must now enter by hand (docs/delivery.md). Both the dead-letter consumer and the delivery sweeper
 * call `alertDeadDelivery`; the alert is claimed with a conditional UPDATE of `alerted_at`, so a
 * dead row raises it exactly once however many of them try, and a crash before the claim leaves the
 * row unclaimed for the sweeper's next run.
 *
 * The alert is a structured log line and one e-mail to the reservations inbox, written in the same
 * transaction as the claim (so neither happens without the other); the desk lists the row as not
 * delivered.
 */

import { hotel } from "~/content/hotel";
import { enqueueMail, mailIdsOf, mailStatementIf } from "../../app/mail/mail-outbox.server";
import { type DeadAlertSource, type DeadDeliveryAlert, deliveryDeadForHotel } from "../../app/mail/messages/delivery-dead.server";
import { mailKeys } from "../../app/mail/messages/mail-keys.server";


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
  queue?: Queue,
): Promise<boolean> {
  const row = await db
    .prepare("SELECT id, kind, reference, attempts, last_error, created_at FROM submissions WHERE id = ? AND status = 'dead' AND alerted_at IS NULL")
    .bind(id)
    .first<ClaimedRow>();
  if (!row) return false;
  const alertedAt = now.toISOString();
  const alert: DeadDeliveryAlert = {
    event: "delivery_dead",
    submissionId: row.id,
    kind: row.kind,
    reference: row.reference,
    attempts: row.attempts,
    lastError: row.last_error,
    source,
    createdAt: row.created_at,
  };
  const deskPath = row.kind === "booking" && row.reference ? `/admin/bookings/${row.reference}` : "/admin/enquiries";
  const mail = { ...mailKeys.deliveryDeadForHotel(row.id, row.reference, alertedAt), ...deliveryDeadForHotel(alert, { deskUrl: `${hotel.siteUrl}${deskPath}` }) };
  const unclaimed = "EXISTS (SELECT 1 FROM submissions WHERE id = ?10 AND status = 'dead' AND alerted_at IS NULL)";
  // The mail first, on the same condition as the claim after it: both or neither.
  const [written, claimed] = await db.batch([
    mailStatementIf(db, mail, unclaimed, [row.id], now),
    db
      .prepare("UPDATE submissions SET alerted_at = ?2 WHERE id = ?1 AND status = 'dead' AND alerted_at IS NULL RETURNING id")
      .bind(row.id, alertedAt),
  ]);
  if ((claimed.results ?? []).length === 0) return false;
  raiseDeadDeliveryAlert(alert);
  if (queue) await enqueueMail(queue, mailIdsOf([written]));
  return true;
}
