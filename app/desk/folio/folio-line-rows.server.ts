/**
 * One folio line as D1 holds it and as the folio code reads it: the columns to select (a line reads
 * as voided once a later void line reverses it) and the row turned into camelCase. The folio page,
 * the invoice's source lines and a void all read lines through these, so they agree on every field.
 */
import type { IsoDate } from "~/content/hotel";
import type { ChargeCategoryKey, FolioLineKind } from "~/domain/folio";
import type { FolioLineView } from "./folio-services";

/** The select list for `folio_lines AS line`. */
export const folioLineColumns = `line.id, line.kind, line.category, line.booking_room_id, line.night, line.description, line.code,
  line.quantity, line.unit_paise, line.taxable_paise, line.cgst_basis_points, line.sgst_basis_points, line.cgst_paise,
  line.sgst_paise, line.total_paise, line.voids_line_id,
  EXISTS (SELECT 1 FROM folio_lines AS v WHERE v.voids_line_id = line.id) AS voided, line.reason, line.posted_by, line.posted_at`;

export interface FolioLineRow {
  id: number;
  kind: FolioLineKind;
  category: ChargeCategoryKey;
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
  voided: number;
  reason: string;
  posted_by: string;
  posted_at: string;
}

/** A line as read: the desk's view of it without its room number, plus the stay room it was posted for. */
export type FolioLineRecord = Omit<FolioLineView, "roomNumber"> & { bookingRoomId: number | null };

export function folioLineOf(row: FolioLineRow): FolioLineRecord {
  return {
    id: row.id,
    kind: row.kind,
    category: row.category,
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
    voided: row.voided === 1,
    reason: row.reason,
    postedBy: row.posted_by,
    postedAt: row.posted_at,
  };
}
