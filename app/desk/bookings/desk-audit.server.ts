import type { BookingStatus } from "~/domain/booking-status";

/** What every desk change that is not a booking move writes: who, when, what, before and after. */
export interface AuditedRequest {
  staff: { email: string };
  now: Date;
  /** The form's one-time key: the same form sent twice records (and changes) nothing more. */
  requestKey: string;
}

/** Whether a form with this key was already carried out. */
export async function alreadyDone(db: D1Database, requestKey: string): Promise<boolean> {
  return (await db.prepare("SELECT 1 AS seen FROM desk_audit WHERE request_key = ?").bind(requestKey).first()) !== null;
}

/**
 * What a form's key was first used for (the audit row's subject and key), or null when it is new. A
 * key answers again only for what it was used for: sent for anything else it is a mistake or a
 * trick, never a replay.
 */
export async function keyUsedFor(db: D1Database, requestKey: string): Promise<{ subject: string; subjectKey: string } | null> {
  const row = await db
    .prepare("SELECT subject, subject_key FROM desk_audit WHERE request_key = ?")
    .bind(requestKey)
    .first<{ subject: string; subject_key: string }>();
  return row ? { subject: row.subject, subjectKey: row.subject_key } : null;
}

/** The audit row of one change, as a statement for the change's own batch. */
export function auditStatement(
  db: D1Database,
  request: AuditedRequest,
  change: { subject: string; key: string; action: string; before: unknown; after: unknown },
): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO desk_audit (staff_email, at, subject, subject_key, action, before_state, after_state, note, request_key)
       VALUES (?, ?, ?, ?, ?, ?, ?, '', ?)`,
    )
    .bind(
      request.staff.email,
      request.now.toISOString(),
      change.subject,
      change.key,
      change.action,
      JSON.stringify(change.before),
      JSON.stringify(change.after),
      request.requestKey,
    );
}

/** The booking status an audit row's before or after state records, or null when it records none. */
export function auditedStatus(state: string | null): BookingStatus | null {
  if (!state) return null;
  const parsed = JSON.parse(state) as { status?: BookingStatus };
  return parsed.status ?? null;
}
