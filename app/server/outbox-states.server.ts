/**
 * The lease states the two outboxes share (docs/delivery.md): guests' `submissions` forwarded to the
 * hotel's system, and `mail_outbox` rows sent as e-mail. A row is leased for one attempt
 * (`sending`), waits for another after a failure (`retrying`), and is found again by its sweeper when
 * it stopped moving. Each change is one conditional UPDATE, so two workers racing on a row cannot
 * both win, and the same statements serve both tables.
 */

/** The two outbox tables. */
export type OutboxTable = "submissions" | "mail_outbox";

/** Why a row could not be leased: another attempt holds it, or there is nothing left to do. */
export type NotLeased = { kind: "busy" } | { kind: "settled" };

export async function whyNotLeased(db: D1Database, table: OutboxTable, id: number): Promise<NotLeased> {
  const current = await db.prepare(`SELECT status FROM ${table} WHERE id = ?`).bind(id).first<{ status: string }>();
  return current?.status === "sending" ? { kind: "busy" } : { kind: "settled" };
}

/** A failed attempt: the row waits for its next one, the error (cut to 500 characters) kept for the operator. */
export async function markAttemptFailed(db: D1Database, table: OutboxTable, id: number, error: string, now: Date): Promise<void> {
  await db
    .prepare(
      `UPDATE ${table} SET status = 'retrying', lease_until = NULL, last_error = ?2, updated_at = ?3
       WHERE id = ?1 AND status = 'sending'`,
    )
    .bind(id, error.slice(0, 500), now.toISOString())
    .run();
}

/** Which rows of an outbox a sweep re-queues, and what their last error says about why. */
export interface StuckRows {
  table: OutboxTable;
  /** The last error of a row whose attempt did not finish before its lease ran out. */
  leaseRanOut: string;
  /** The status a row has before its first attempt, and the last error when that attempt never ran. */
  firstStatus: "stored" | "pending";
  neverRan: string;
  /** The condition that finds the stuck rows: ?1 is now, ?5 onwards the `since` times in order. */
  where: string;
  since: readonly string[];
  batchSize: number;
}

/**
 * Claims the stuck rows for one re-queue: each becomes `retrying` with a fresh `updated_at`, so an
 * overlapping sweep does not queue it again, and a row whose send fails is found again once overdue.
 * The ids claimed, in the order D1 returned them.
 */
export async function claimStuckRows(db: D1Database, rows: StuckRows, now: Date): Promise<number[]> {
  const { results } = await db
    .prepare(
      `UPDATE ${rows.table}
       SET status = 'retrying', lease_until = NULL, updated_at = ?1,
           last_error = CASE status
             WHEN 'sending' THEN ?2
             WHEN '${rows.firstStatus}' THEN ?3
             ELSE last_error END
       WHERE id IN (SELECT id FROM ${rows.table} WHERE ${rows.where} ORDER BY id LIMIT ?4)
       RETURNING id`,
    )
    .bind(now.toISOString(), rows.leaseRanOut, rows.neverRan, rows.batchSize, ...rows.since)
    .run<{ id: number }>();
  return results.map((row) => row.id);
}
