/**
 * A folio's lines as a tax document reads them, and the last line and payment read, so the batch
 * that issues the document can refuse itself if anything was posted meanwhile.
 */
import type { IsoDate } from "~/content/hotel";
import type { FolioLineKind } from "~/domain/folio";
import type { InvoiceSourceLine } from "~/domain/tax-document-builder";

export async function readInvoiceSourceLines(
  db: D1Database,
  bookingId: number,
): Promise<{ lines: InvoiceSourceLine[]; lastLineId: number; lastPaymentId: number }> {
  const [lines, last] = await db.batch([
    db
      .prepare(
        `SELECT id, kind, booking_room_id, night, description, code, quantity, unit_paise, taxable_paise, cgst_basis_points,
           sgst_basis_points, cgst_paise, sgst_paise, total_paise, voids_line_id
         FROM folio_lines WHERE booking_id = ? ORDER BY id`,
      )
      .bind(bookingId),
    db
      .prepare(
        `SELECT (SELECT COALESCE(MAX(id), 0) FROM folio_lines WHERE booking_id = ?1) AS last_line,
           (SELECT COALESCE(MAX(id), 0) FROM folio_payments WHERE booking_id = ?1) AS last_payment`,
      )
      .bind(bookingId),
  ]);
  const rows = (lines?.results ?? []) as {
    id: number;
    kind: FolioLineKind;
    booking_room_id: number | null;
    night: IsoDate | null;
    description: string;
    code: string;
    quantity: number;
    unit_paise: number;
    taxable_paise: number;
    cgst_basis_points: number;
    sgst_basis_points: number;
    cgst_paise: number;
    sgst_paise: number;
    total_paise: number;
    voids_line_id: number | null;
  }[];
  const lastRow = (last?.results?.[0] ?? { last_line: 0, last_payment: 0 }) as { last_line: number; last_payment: number };
  return {
    lines: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      bookingRoomId: row.booking_room_id,
      night: row.night,
      description: row.description,
      code: row.code,
      quantity: row.quantity,
      unitPaise: row.unit_paise,
      taxablePaise: row.taxable_paise,
      cgstBasisPoints: row.cgst_basis_points,
      sgstBasisPoints: row.sgst_basis_points,
      cgstPaise: row.cgst_paise,
      sgstPaise: row.sgst_paise,
      totalPaise: row.total_paise,
      voidsLineId: row.voids_line_id,
    })),
    lastLineId: lastRow.last_line,
    lastPaymentId: lastRow.last_payment,
  };
}
