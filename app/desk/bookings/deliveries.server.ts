import type { DeliveryOverview, DeliveryRow } from "~/desk/bookings/desk-services";

/**
 * Upstream mode's list (product-rules.md: The front desk, docs/delivery.md): the website's record of
 * each booking submission and whether the hotel's system received it, newest first, with how many
 * submissions of any kind are still undelivered.
 */
export async function deliveries(db: D1Database): Promise<DeliveryOverview> {
  const [list, counts] = await Promise.all([
    db
      .prepare(
        `SELECT reference, status, attempts, last_error, created_at, delivered_at, handled_at, handled_by, handled_note,
           coalesce(json_extract(payload, '$.bookings[0].name'), json_extract(payload, '$.name'), '') AS name,
           coalesce(json_extract(payload, '$.bookings[0].email'), json_extract(payload, '$.email'), '') AS email,
           coalesce(json_extract(payload, '$.bookings[0].phone'), json_extract(payload, '$.phone'), '') AS phone,
           coalesce(json_extract(payload, '$.bookings[0].check_in_date'), json_extract(payload, '$.checkIn'), '') AS check_in,
           coalesce(json_extract(payload, '$.bookings[0].check_out_date'), json_extract(payload, '$.checkOut'), '') AS check_out
         FROM submissions WHERE kind = 'booking' AND status <> 'processing' AND reference IS NOT NULL
         ORDER BY created_at DESC, id DESC LIMIT 200`,
      )
      .all<{
        reference: string;
        status: DeliveryRow["status"];
        attempts: number;
        last_error: string | null;
        created_at: string;
        delivered_at: string | null;
        handled_at: string | null;
        handled_by: string | null;
        handled_note: string | null;
        name: string;
        email: string;
        phone: string;
        check_in: string;
        check_out: string;
      }>(),
    db
      .prepare(
        `SELECT COALESCE(SUM(status = 'dead'), 0) AS dead, COALESCE(SUM(status = 'retrying'), 0) AS retrying
         FROM submissions WHERE status IN ('dead', 'retrying')`,
      )
      .first<{ dead: number; retrying: number }>(),
  ]);
  return {
    rows: list.results.map((row) => ({
      reference: row.reference,
      status: row.status,
      guestName: row.name,
      guestEmail: row.email,
      guestPhone: row.phone,
      checkIn: row.check_in,
      checkOut: row.check_out,
      attempts: row.attempts,
      lastError: row.last_error,
      createdAt: row.created_at,
      deliveredAt: row.delivered_at,
      enteredByHand: row.handled_at ? { at: row.handled_at, by: row.handled_by ?? "", note: row.handled_note ?? "" } : null,
    })),
    undelivered: { dead: counts?.dead ?? 0, retrying: counts?.retrying ?? 0 },
  };
}
