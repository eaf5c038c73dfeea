/**
 * GST lines as the booking API spells them (snake_case, like the rest of its answer) and back: the
 * server writes them into a confirmation, the receipt reads them.
 */
import type { BookingTaxLine } from "./api-types";
import type { TaxLine } from "./price-stay";

export function taxLinesToJson(lines: readonly TaxLine[]): BookingTaxLine[] {
  return lines.map((line) => ({
    cgst_basis_points: line.cgstBasisPoints,
    sgst_basis_points: line.sgstBasisPoints,
    taxable: line.taxable,
    cgst: line.cgst,
    sgst: line.sgst,
  }));
}

export function taxLinesFromJson(lines: readonly BookingTaxLine[]): TaxLine[] {
  return lines.map((line) => ({
    cgstBasisPoints: line.cgst_basis_points,
    sgstBasisPoints: line.sgst_basis_points,
    taxable: line.taxable,
    cgst: line.cgst,
    sgst: line.sgst,
  }));
}
