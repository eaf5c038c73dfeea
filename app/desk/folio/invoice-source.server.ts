/**
 * A folio's lines as a tax document reads them, and the last line and payment read, so the batch
 * that issues the document can refuse itself if anything was posted meanwhile.
 */
import type { InvoiceSourceLine } from "~/domain/tax-document-builder";
import { type FolioLineRow, folioLineColumns, folioLineOf } from "./folio-line-rows.server";

export async function readInvoiceSourceLines(
  db: D1Database,
  bookingId: number,
): Promise<{ lines: InvoiceSourceLine[]; lastLineId: number; lastPaymentId: number }> {
  const [lines, last] = await db.batch([
    db
      .prepare(
        `SELECT ${folioLineColumns} FROM folio_lines AS line WHERE line.booking_id = ? ORDER BY line.id`,
      )
      .bind(bookingId),
    db
      .prepare(
        `SELECT (SELECT COALESCE(MAX(id), 0) FROM folio_lines WHERE booking_id = ?1) AS last_line,
           (SELECT COALESCE(MAX(id), 0) FROM folio_payments WHERE booking_id = ?1) AS last_payment`,
      )
      .bind(bookingId),
  ]);
  const lastRow = (last?.results?.[0] ?? { last_line: 0, last_payment: 0 }) as { last_line: number; last_payment: number };
  return {
    lines: ((lines?.results ?? []) as FolioLineRow[]).map(folioLineOf),
    lastLineId: lastRow.last_line,
    lastPaymentId: lastRow.last_payment,
  };
}
