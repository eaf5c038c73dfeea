/**
 * Credit notes (CGST rule 53; product-rules.md: The folio and the tax invoice): an issued invoice
 * never changes, so a correction after it is a credit note in its own series, naming the invoice
 * and why. Each of its lines takes taxable value off one of the invoice's lines at that line's rate,
 * never more than that line less what earlier credit notes took off it. The folio's payable falls
 * by the credit note's total, so the balance turns in the guest's favour until a refund is recorded.
 */
import { rupeesInWords } from "~/domain/amount-in-words";
import { folioLimits } from "~/domain/folio";
import { todayInHotel } from "~/domain/hotel-date";
import { formatRupees } from "~/domain/money";
import type { TaxDocument } from "~/domain/tax-document";
import { buildTaxDocument, creditNoteLines, creditedByLine } from "~/domain/tax-document-builder";
import { financialYearOf } from "~/domain/tax-document-number";
import { fieldsRefused, folioBookingOf, folioMessages, replayOfKey } from "./folio-booking.server";
import type { FolioOutcome, IssueCreditNoteRequest } from "./folio-services";
import { issueDocumentStatement } from "./tax-document-insert.server";

export const creditNoteRefusals = {
  reason: `Give the reason in 1 to ${folioLimits.reasonLength} characters.`,
  noInvoice: "A credit note corrects an issued invoice: this stay has none yet.",
} as const;

/** The field a refusal about line `line` is shown on: the form's amount for that line, or the list. */
const creditField = (line: number | null) => (line === null ? "lines" : `credit_${line}`);

export async function issueCreditNote(db: D1Database, request: IssueCreditNoteRequest): Promise<FolioOutcome> {
  const reason = request.reason.trim();
  if (reason.length < 1 || reason.length > folioLimits.reasonLength) return fieldsRefused({ reason: creditNoteRefusals.reason });
  const booking = await folioBookingOf(db, request.reference);
  if (!booking) return { ok: false, status: 404, message: folioMessages.noBooking };
  const replay = await replayOfKey(db, "tax_documents", request.requestKey, booking.id);
  if (replay) return replay;
  const invoiceRow = await db
    .prepare("SELECT id, number, issue_date, document FROM tax_documents WHERE booking_id = ? AND kind = 'invoice'")
    .bind(booking.id)
    .first<{ id: number; number: string; issue_date: string; document: string }>();
  if (!invoiceRow) return { ok: false, status: 409, message: creditNoteRefusals.noInvoice };
  const invoice = JSON.parse(invoiceRow.document) as TaxDocument;
  const { results } = await db.prepare("SELECT document FROM tax_documents WHERE invoice_id = ? ORDER BY id").bind(invoiceRow.id).all<{ document: string }>();
  const earlier = results.map((row) => JSON.parse(row.document) as TaxDocument);
  const credited = creditNoteLines(invoice, request.lines, creditedByLine(earlier), formatRupees);
  if (!credited.ok) return fieldsRefused({ [creditField(credited.line)]: credited.message });
  const today = todayInHotel(request.now);
  const document = buildTaxDocument({
    kind: "credit_note",
    number: "",
    financialYear: financialYearOf(today),
    issueDate: today,
    supplier: invoice.supplier,
    recipient: invoice.recipient,
    bookingReference: invoice.bookingReference,
    stay: invoice.stay,
    lines: credited.lines,
    corrects: { number: invoiceRow.number, issueDate: invoice.issueDate, reason },
    lang: invoice.lang,
    issuedBy: request.staff.email,
    inWords: rupeesInWords,
  });
  const statement = issueDocumentStatement(db, {
    bookingId: booking.id,
    document,
    invoiceId: invoiceRow.id,
    reason,
    issuedAt: request.now.toISOString(),
    requestKey: request.requestKey,
    guard: null,
  });
  try {
    await statement.run();
  } catch (error) {
    const raced = await replayOfKey(db, "tax_documents", request.requestKey, booking.id);
    if (raced) return raced;
    throw error;
  }
  const row = await db.prepare("SELECT id FROM tax_documents WHERE request_key = ?").bind(request.requestKey).first<{ id: number }>();
  return { ok: true, replayed: false, documentId: row?.id };
}
