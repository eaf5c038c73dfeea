/**
 * The audit row of a change to a booking that is not a status move (its room, its Form C), as a
 * statement for the change's own batch, on the booking's history with a note saying what changed.
 */
import type { AuditedRequest } from "~/desk/bookings/desk-audit.server";

export interface BookingChange {
  reference: string;
  action: string;
  before: unknown;
  after: unknown;
  note: string;
  /**
   * Written only when the statement just before it changed one row (NULL breaks NOT NULL and rolls
   * the batch back): for a change made only from the state the page showed.
   */
  onlyIfChanged?: boolean;
}

export function bookingAuditStatement(db: D1Database, request: AuditedRequest, change: BookingChange): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO desk_audit (staff_email, at, subject, subject_key, action, before_state, after_state, note, request_key)
       SELECT CASE WHEN ?9 = 0 OR changes() = 1 THEN ?1 END, ?2, 'booking', ?3, ?4, ?5, ?6, ?7, ?8`,
    )
    .bind(
      request.staff.email,
      request.now.toISOString(),
      change.reference,
      change.action,
      JSON.stringify(change.before),
      JSON.stringify(change.after),
      change.note,
      request.requestKey,
      change.onlyIfChanged ? 1 : 0,
    );
}
