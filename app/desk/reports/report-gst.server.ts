/**
 * The tax invoices and credit notes issued in a range, by issue date (product-rules.md: The
 * hotel's numbers): the documents exactly as issued, which is all the GST returns read.
 */
import type { TaxDocument } from "~/domain/tax-document";
import type { ReportRange } from "./report-range";

export async function readTaxDocuments(db: D1Database, range: ReportRange): Promise<TaxDocument[]> {
  const { results } = await db
    .prepare(
      `SELECT document FROM tax_documents WHERE issue_date >= ? AND issue_date <= ?
       ORDER BY issue_date, kind, financial_year, sequence`,
    )
    .bind(range.from, range.to)
    .all<{ document: string }>();
  return results.map((row) => JSON.parse(row.document) as TaxDocument);
}
