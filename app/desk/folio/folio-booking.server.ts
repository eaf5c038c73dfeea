/**
 * The booking a folio write is for, and the answers every folio write shares (product-rules.md:
 * The folio and the tax invoice): no such booking, a form's key already used, a folio closed by
 * its invoice.
 */
import type { IsoDate } from "~/content/hotel";
import type { BookingStatus } from "~/domain/booking-status";
import type { FolioOutcome } from "./folio-services";

export interface FolioBooking {
  id: number;
  reference: string;
  status: BookingStatus;
  checkIn: IsoDate;
  checkOut: IsoDate;
  /** The stay's tax invoice has been issued: no more charges, discounts or voids. */
  invoiced: boolean;
}

export const folioMessages = {
  noBooking: "There is no booking with that reference.",
  keyElsewhere: "This form was already used for another booking, so nothing was changed. Reload the page and try again.",
  invoiced: "The invoice has been issued; correct it with a credit note.",
  notInHouse: "Charges can be posted only while the guest is checked in.",
  noPayments: "Payments can be recorded only for a confirmed, checked-in or checked-out stay.",
  changed: "The folio changed a moment ago; here it is as it is now.",
} as const;

export async function folioBookingOf(db: D1Database, reference: string): Promise<FolioBooking | null> {
  const row = await db
    .prepare(
      `SELECT b.id, b.reference, b.status, b.check_in_date, b.check_out_date,
         EXISTS (SELECT 1 FROM tax_documents AS d WHERE d.booking_id = b.id AND d.kind = 'invoice') AS invoiced
       FROM bookings AS b WHERE b.reference = ?`,
    )
    .bind(reference)
    .first<{ id: number; reference: string; status: BookingStatus; check_in_date: IsoDate; check_out_date: IsoDate; invoiced: number }>();
  if (!row) return null;
  return { id: row.id, reference: row.reference, status: row.status, checkIn: row.check_in_date, checkOut: row.check_out_date, invoiced: row.invoiced === 1 };
}

/**
 * A form's key already written into `table`: the first answer again for the same booking, a 422
 * for another; null when the key is new.
 */
export async function replayOfKey(
  db: D1Database,
  table: "folio_lines" | "folio_payments" | "tax_documents",
  requestKey: string,
  bookingId: number,
): Promise<FolioOutcome | null> {
  const row = await db.prepare(`SELECT id, booking_id FROM ${table} WHERE request_key = ?`).bind(requestKey).first<{ id: number; booking_id: number }>();
  if (!row) return null;
  if (row.booking_id !== bookingId) return { ok: false, status: 422, message: folioMessages.keyElsewhere };
  return table === "tax_documents" ? { ok: true, replayed: true, documentId: row.id } : { ok: true, replayed: true };
}

/** A refusal naming the fields that are wrong. */
export function fieldsRefused(fields: Record<string, string>): FolioOutcome {
  return { ok: false, status: 400, message: "Please check the highlighted fields.", fields };
}
