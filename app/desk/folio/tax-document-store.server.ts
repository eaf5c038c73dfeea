/**
 * Issued tax invoices and credit notes read back exactly as issued (product-rules.md: The folio and
 * the tax invoice): the printable page, its PDF and the check-out e-mail show the kept document,
 * never one worked out again from the folio.
 */
import type { IsoDate } from "~/content/hotel";
import type { TaxDocument, TaxDocumentKind } from "~/domain/tax-document";
import { parseTaxDocument } from "./tax-document-shape";

export interface StoredTaxDocument {
  id: number;
  document: TaxDocument;
}

/**
 * The document `id` when it was issued for booking `reference`, else null (the page answers 404,
 * so one booking's address never shows another's invoice). A kept row that is not a readable
 * document throws UnreadableTaxDocumentError.
 */
export async function readTaxDocument(db: D1Database, reference: string, id: number): Promise<StoredTaxDocument | null> {
  if (!Number.isSafeInteger(id) || id < 1) return null;
  const row = await db
    .prepare(
      `SELECT doc.id, doc.document FROM tax_documents AS doc JOIN bookings AS b ON b.id = doc.booking_id
       WHERE doc.id = ? AND b.reference = ?`,
    )
    .bind(id, reference)
    .first<{ id: number; document: string }>();
  if (!row) return null;
  return { id: row.id, document: parseTaxDocument(row.id, row.document) };
}

/** One issued document in a booking's list: enough to link to it. */
export interface TaxDocumentSummary {
  id: number;
  kind: TaxDocumentKind;
  number: string;
  issueDate: IsoDate;
  totalPaise: number;
  /** The invoice a credit note corrects; null on an invoice. */
  invoiceId: number | null;
}

/** A booking's invoice and credit notes, in the order they were issued, from the row's own columns. */
export async function readTaxDocumentsOf(db: D1Database, reference: string): Promise<TaxDocumentSummary[]> {
  const { results } = await db
    .prepare(
      `SELECT doc.id, doc.kind, doc.number, doc.issue_date, doc.total_paise, doc.invoice_id
       FROM tax_documents AS doc JOIN bookings AS b ON b.id = doc.booking_id
       WHERE b.reference = ? ORDER BY doc.id`,
    )
    .bind(reference)
    .all<{ id: number; kind: TaxDocumentKind; number: string; issue_date: IsoDate; total_paise: number; invoice_id: number | null }>();
  return results.map((row) => ({
    id: row.id,
    kind: row.kind,
    number: row.number,
    issueDate: row.issue_date,
    totalPaise: row.total_paise,
    invoiceId: row.invoice_id,
  }));
}
