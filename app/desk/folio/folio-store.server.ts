/**
 * A stay's folio as the desk shows it (product-rules.md: The folio and the tax invoice): its lines
 * (a voided line marked so), its payments (a bill to a company with what the company has settled),
 * its invoice and credit notes, and the figures: charges rounded to the rupee as the invoice is,
 * less credit notes, less what was paid.
 */
import { sumOf } from "~/domain/sum-of";
import type { IsoDate } from "~/content/hotel";
import type { BookingStatus } from "~/domain/booking-status";
import { folioFigures } from "~/domain/folio";
import { type FolioLineRow, folioLineColumns, folioLineOf } from "./folio-line-rows.server";
import type { FolioDocumentView, FolioLineView, FolioPaymentView, FolioView } from "./folio-services";

/** A line as the folio page shows it: with the room number the night was spent in. */
type LineRow = FolioLineRow & { room_number: string | null };

const lineView = (row: LineRow): FolioLineView => ({ ...folioLineOf(row), roomNumber: row.room_number });

export async function readFolio(db: D1Database, reference: string): Promise<FolioView | null> {
  const booking = await db
    .prepare(
      `SELECT b.id, b.reference, b.status, b.guest_name, b.check_in_date, b.check_out_date, b.billing_company, b.billing_gstin,
         b.billing_address, COALESCE(reg.address, '') AS guest_address
       FROM bookings AS b LEFT JOIN guest_registrations AS reg ON reg.booking_id = b.id WHERE b.reference = ?`,
    )
    .bind(reference)
    .first<{
      id: number;
      reference: string;
      status: BookingStatus;
      guest_name: string;
      check_in_date: IsoDate;
      check_out_date: IsoDate;
      billing_company: string;
      billing_gstin: string;
      billing_address: string;
      guest_address: string;
    }>();
  if (!booking) return null;
  const [lines, payments, documents] = await db.batch([
    db
      .prepare(
        `SELECT ${folioLineColumns}, unit.number AS room_number
         FROM folio_lines AS line
         LEFT JOIN room_unit_nights AS nights ON nights.booking_room_id = line.booking_room_id AND nights.night = line.night
         LEFT JOIN booking_rooms AS br ON br.id = line.booking_room_id
         LEFT JOIN room_units AS unit ON unit.id = COALESCE(nights.unit_id, br.unit_id)
         WHERE line.booking_id = ? ORDER BY line.id`,
      )
      .bind(booking.id),
    db
      .prepare(
        `SELECT p.id, p.method, p.amount_paise AS amountPaise, p.reference, p.reason, p.company,
           (SELECT COALESCE(SUM(s.amount_paise), 0) FROM company_settlements AS s WHERE s.payment_id = p.id) AS settledPaise,
           p.recorded_by AS recordedBy, p.recorded_at AS recordedAt
         FROM folio_payments AS p WHERE p.booking_id = ? ORDER BY p.id`,
      )
      .bind(booking.id),
    db
      .prepare(
        `SELECT id, kind, number, issue_date AS issueDate, total_paise AS totalPaise, recipient_gstin AS recipientGstin
         FROM tax_documents WHERE booking_id = ? ORDER BY id`,
      )
      .bind(booking.id),
  ]);
  const lineViews = ((lines?.results ?? []) as LineRow[]).map(lineView);
  // The queries name their columns as the views do, so their rows are the views.
  const paymentViews = (payments?.results ?? []) as FolioPaymentView[];
  const documentViews = (documents?.results ?? []) as FolioDocumentView[];
  const creditedPaise = sumOf(documentViews.filter((doc) => doc.kind === "credit_note"), (doc) => doc.totalPaise);
  const paidPaise = sumOf(paymentViews, (payment) => payment.amountPaise);
  return {
    reference: booking.reference,
    status: booking.status,
    guestName: booking.guest_name,
    checkIn: booking.check_in_date,
    checkOut: booking.check_out_date,
    billing: { company: booking.billing_company, gstin: booking.billing_gstin, address: booking.billing_address },
    guestAddress: booking.guest_address,
    lines: lineViews,
    payments: paymentViews,
    documents: documentViews,
    totals: folioFigures(lineViews, paidPaise, creditedPaise),
    open: !documentViews.some((doc) => doc.kind === "invoice"),
    canCheckOut: booking.status === "checked_in",
  };
}
