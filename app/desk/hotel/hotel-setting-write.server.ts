import { type AuditedRequest, auditStatement } from "~/desk/bookings/desk-audit.server";

/**
 * One of the hotel's settings saved whole as JSON under its key, with the audit row of what it was
 * before and is now, in one batch so neither is written without the other.
 */
export async function writeHotelSetting(
  db: D1Database,
  request: AuditedRequest,
  change: { key: string; action: string; before: unknown; after: unknown },
): Promise<void> {
  await db.batch([
    db
      .prepare(
        `INSERT INTO hotel_settings (key, value, updated_at, updated_by) VALUES (?, ?, ?, ?)
         ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at, updated_by = excluded.updated_by`,
      )
      .bind(change.key, JSON.stringify(change.after), request.now.toISOString(), request.staff.email),
    auditStatement(db, request, { subject: "settings", ...change }),
  ]);
}
