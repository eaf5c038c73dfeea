import type { HandEntryOutcome, HandEntryRequest } from "~/desk/bookings/desk-services";
import { alreadyDone } from "./desk-audit.server";
import { undeliveredRequest } from "./undelivered-request.server";

/**
 * "Entered by hand" (product-rules.md: The front desk, docs/delivery.md): staff record that a
 * booking request the hotel's system never received was typed into it by hand, so it is never sent
 * again. The mark and its audit row are one batch, once per form.
 */
export async function markEnteredByHand(db: D1Database, request: HandEntryRequest): Promise<HandEntryOutcome> {
  const found = await undeliveredRequest(db, request);
  if ("answer" in found) return found.answer;
  const { row } = found;
  if (row.status !== "dead") {
    return { ok: false, status: 409, message: "Only a request the hotel's system never received can be entered by hand." };
  }
  if (row.handled_at) return { ok: false, status: 409, message: "This request was already marked as entered by hand." };
  const at = request.now.toISOString();
  try {
    await db.batch([
      db
        .prepare(
          `UPDATE submissions SET handled_at = ?, handled_by = ?, handled_note = ?
           WHERE id = ? AND status = 'dead' AND handled_at IS NULL`,
        )
        .bind(at, request.staff.email, request.note, row.id),
      // Written only when the mark was set (NULL breaks NOT NULL and rolls the batch back).
      db
        .prepare(
          `INSERT INTO desk_audit (staff_email, at, subject, subject_key, action, before_state, after_state, note, request_key)
           SELECT CASE WHEN changes() = 1 THEN ? END, ?, 'delivery', ?, 'entered_by_hand', ?, ?, ?, ?`,
        )
        .bind(
          request.staff.email,
          at,
          request.reference,
          JSON.stringify({ status: "dead", entered_by_hand: false }),
          JSON.stringify({ status: "dead", entered_by_hand: true }),
          request.note,
          request.requestKey,
        ),
    ]);
  } catch (error) {
    // The same form sent twice at once, or another member of staff marked it first.
    if (await alreadyDone(db, request.requestKey)) return { ok: true, replayed: true };
    const now = await db.prepare("SELECT handled_at FROM submissions WHERE id = ?").bind(row.id).first<{ handled_at: string | null }>();
    if (now?.handled_at) return { ok: false, status: 409, message: "This request was already marked as entered by hand." };
    throw error;
  }
  return { ok: true, replayed: false };
}
