import type { HandEntryOutcome, HandEntryRequest } from "~/desk/bookings/desk-services";
import { auditStatement } from "./desk-audit.server";
import { undeliveredRequest } from "./undelivered-request.server";

/**
 * "Send again" (product-rules.md: The front desk, docs/delivery.md): a booking request that was
 * never delivered goes back to `stored` with a fresh retry window (`resent_at`) and no attempts
 * counted, and a delivery is started at once; its idempotency key is unchanged, so the hotel's
 * system can never receive it twice. If it dies again, the alert is raised again. Audited once per
 * form.
 */
export async function sendAgain(
  db: D1Database,
  deliver: (submissionId: number) => void,
  request: Omit<HandEntryRequest, "note">,
): Promise<HandEntryOutcome> {
  const found = await undeliveredRequest(db, request);
  if ("answer" in found) return found.answer;
  const { row } = found;
  if (row.handled_at) return { ok: false, status: 409, message: "This request was entered by hand; sending it again would make a second booking." };
  if (row.status !== "dead") return { ok: false, status: 409, message: "Only a request the hotel's system never received can be sent again." };
  const at = request.now.toISOString();
  const [moved] = await db.batch([
    db
      .prepare(
        `UPDATE submissions SET status = 'stored', attempts = 0, last_error = NULL, lease_until = NULL, alerted_at = NULL,
           resent_at = ?1, updated_at = ?1
         WHERE id = ?2 AND status = 'dead' AND handled_at IS NULL`,
      )
      .bind(at, row.id),
    auditStatement(db, request, {
      subject: "delivery",
      key: request.reference,
      action: "send_again",
      before: { status: "dead" },
      after: { status: "stored" },
    }),
  ]);
  if (moved.meta.changes === 1) deliver(row.id);
  return { ok: true, replayed: false };
}
