/**
 * Issued tax documents written straight into tax_documents, the way the folio store issues them,
 * for the invoice-document tests; the documents themselves, with their figures worked out by hand,
 * are in tax-document-examples.ts.
 */
import { env } from "cloudflare:test";
import type { TaxDocument } from "~/domain/tax-document";

let sequence = 100;

/**
 * Writes `document` as issued for booking `reference` (which must exist) and answers the row's id.
 * `json` replaces the kept document's text (a damaged row).
 */
export async function insertTaxDocument(
  reference: string,
  document: TaxDocument,
  options: { json?: string; invoiceId?: number } = {},
): Promise<number> {
  sequence += 1;
  const row = await env.DB.prepare(
    `INSERT INTO tax_documents (booking_id, kind, financial_year, sequence, number, issue_date, issued_at, issued_by,
       invoice_id, reason, recipient_gstin, taxable_paise, cgst_paise, sgst_paise, rounding_paise, total_paise, document)
     SELECT id, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ? FROM bookings WHERE reference = ?
     RETURNING id`,
  )
    .bind(
      document.kind,
      document.financialYear,
      sequence,
      document.number,
      document.issueDate,
      `${document.issueDate}T06:30:00.000Z`,
      document.issuedBy,
      options.invoiceId ?? null,
      document.corrects?.reason ?? "",
      document.recipient.company?.gstin ?? "",
      document.totals.taxablePaise,
      document.totals.cgstPaise,
      document.totals.sgstPaise,
      document.totals.roundingPaise,
      document.totals.totalPaise,
      options.json ?? JSON.stringify(document),
      reference,
    )
    .first<{ id: number }>();
  if (!row) throw new Error(`No booking ${reference} to issue a document for`);
  return row.id;
}
