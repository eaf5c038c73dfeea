/**
 * Form C (product-rules.md: Guest registration): a foreign national's arrival must be reported on
 * the FRRO portal within 24 hours. Today lists the stays still waiting for it; staff record the
 * portal's reference on the booking page, which clears it.
 */
import type { AuditedRequest } from "~/desk/bookings/desk-audit.server";
import { keyUsedFor } from "~/desk/bookings/desk-audit.server";
import { bookingAuditStatement } from "./booking-audit.server";
import { formCDueHours, maxFormCReferenceLength } from "~/domain/form-c";


export interface FormCDue {
  reference: string;
  guestName: string;
  /** When the guest checked in (UTC ISO). */
  arrivedAt: string;
  /** When Form C is due (UTC ISO): 24 hours after check-in. */
  dueAt: string;
}

/** Every registered foreign guest whose Form C is not recorded yet, the most urgent first. */
export async function formCDue(db: D1Database): Promise<FormCDue[]> {
  const { results } = await db
    .prepare(
      `SELECT b.reference, b.guest_name AS guestName, reg.arrived_at AS arrivedAt FROM guest_registrations AS reg
       JOIN bookings AS b ON b.id = reg.booking_id
       WHERE reg.nationality <> 'IN' AND reg.form_c_reference IS NULL ORDER BY reg.arrived_at LIMIT 100`,
    )
    .all<Omit<FormCDue, "dueAt">>();
  return results.map((row) => ({ ...row, dueAt: new Date(Date.parse(row.arrivedAt) + formCDueHours * 3_600_000).toISOString() }));
}

export interface FormCRequest extends AuditedRequest {
  reference: string;
  formCReference: string;
}

export type FormCOutcome = { ok: true; replayed: boolean } | { ok: false; status: 400 | 404 | 409 | 422; message: string };

export const formCMessages = {
  missing: "Enter the Form C reference the FRRO portal gave.",
  tooLong: `The Form C reference can be at most ${maxFormCReferenceLength} characters.`,
  notDue: "This stay has no Form C waiting: the guest is not registered as a foreign national, or it is already recorded.",
} as const;

export async function recordFormC(db: D1Database, request: FormCRequest): Promise<FormCOutcome> {
  const used = await keyUsedFor(db, request.requestKey);
  if (used) {
    if (used.subject === "booking" && used.subjectKey === request.reference) return { ok: true, replayed: true };
    return { ok: false, status: 422, message: "This form was already used for another change, so nothing was changed. Reload the page and try again." };
  }
  const formCReference = request.formCReference.trim();
  if (formCReference === "") return { ok: false, status: 400, message: formCMessages.missing };
  if (formCReference.length > maxFormCReferenceLength) return { ok: false, status: 400, message: formCMessages.tooLong };
  const booking = await db.prepare("SELECT id FROM bookings WHERE reference = ?").bind(request.reference).first<{ id: number }>();
  if (!booking) return { ok: false, status: 404, message: "There is no booking with that reference." };
  const at = request.now.toISOString();
  try {
    await db.batch([
      db
        .prepare(
          `UPDATE guest_registrations SET form_c_reference = ?, form_c_filed_at = ?, form_c_filed_by = ?
           WHERE booking_id = ? AND nationality <> 'IN' AND form_c_reference IS NULL`,
        )
        .bind(formCReference, at, request.staff.email, booking.id),
      bookingAuditStatement(db, request, {
        reference: request.reference,
        action: "form_c",
        before: { form_c: null },
        after: { form_c: formCReference },
        note: `Form C filed: ${formCReference}.`,
        onlyIfChanged: true,
      }),
    ]);
  } catch {
    // Nothing was waiting (no foreign registration, or recorded meanwhile), or the same form twice.
    const again = await keyUsedFor(db, request.requestKey);
    if (again?.subjectKey === request.reference) return { ok: true, replayed: true };
    return { ok: false, status: 409, message: formCMessages.notDue };
  }
  return { ok: true, replayed: false };
}
