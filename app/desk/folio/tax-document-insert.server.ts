/**
 * The one statement that issues a tax invoice or credit note: the next number of its series in
 * the financial year is taken in the same INSERT (D1 runs a batch's statements one after another,
 * never interleaved), and the number is written into the kept document there too. A guard that
 * no longer holds (a line or payment posted after the figures were read) leaves booking_id NULL,
 * which the NOT NULL constraint refuses, rolling the whole batch back.
 */
import type { TaxDocument } from "~/domain/tax-document";
import { documentPrefixes } from "~/domain/tax-document-number";

export interface IssueDocumentInput {
  bookingId: number;
  /** The document with its number still "": the statement writes it. */
  document: TaxDocument;
  invoiceId: number | null;
  reason: string;
  issuedAt: string;
  requestKey: string;
  guard: { lastLineId: number; lastPaymentId: number } | null;
}

export function issueDocumentStatement(db: D1Database, input: IssueDocumentInput): D1PreparedStatement {
  const { document } = input;
  const prefix = documentPrefixes[document.kind];
  const guarded = input.guard
    ? `CASE WHEN (SELECT COALESCE(MAX(id), 0) FROM folio_lines WHERE booking_id = ?1) = ?14
         AND (SELECT COALESCE(MAX(id), 0) FROM folio_payments WHERE booking_id = ?1) = ?15 THEN ?1 END`
    : "?1";
  const number = `printf('${prefix}/%s-%s/%06d', substr(?3, 3, 2), substr(?3, 6, 2), next.sequence)`;
  return db
    .prepare(
      `INSERT INTO tax_documents (booking_id, kind, financial_year, sequence, number, issue_date, issued_at, issued_by, invoice_id,
         reason, recipient_gstin, taxable_paise, cgst_paise, sgst_paise, rounding_paise, total_paise, document, request_key)
       SELECT ${guarded}, ?2, ?3, next.sequence, ${number}, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?16, ?17,
         json_set(?18, '$.number', ${number}), ?13
       FROM (SELECT COALESCE(MAX(sequence), 0) + 1 AS sequence FROM tax_documents WHERE kind = ?2 AND financial_year = ?3) AS next`,
    )
    .bind(
      input.bookingId,
      document.kind,
      document.financialYear,
      document.issueDate,
      input.issuedAt,
      document.issuedBy,
      input.invoiceId,
      input.reason,
      document.recipient.company?.gstin ?? "",
      document.totals.taxablePaise,
      document.totals.cgstPaise,
      document.totals.sgstPaise,
      input.requestKey,
      input.guard?.lastLineId ?? 0,
      input.guard?.lastPaymentId ?? 0,
      document.totals.roundingPaise,
      document.totals.totalPaise,
      JSON.stringify(document),
    );
}
