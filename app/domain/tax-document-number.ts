/**
 * Tax invoice and credit note numbers (product-rules.md: The folio and the tax invoice): each kind
 * its own series, consecutive within a financial year (1 April to 31 March) and starting again at 1
 * on 1 April, at most 16 characters as CGST rule 46 allows: "NRR/26-27/000123" for an invoice and
 * "NRC/26-27/000004" for a credit note.
 */
import type { IsoDate } from "../content/hotel";
import type { TaxDocumentKind } from "./tax-document";

/** The last number a series can reach in a year: six digits keep the number within 16 characters. */
export const maxDocumentSequence = 999_999;

export const documentPrefixes: Readonly<Record<TaxDocumentKind, string>> = { invoice: "NRR", credit_note: "NRC" };

/** "2026-27" for any day from 1 April 2026 to 31 March 2027. */
export function financialYearOf(isoDate: IsoDate): string {
  const year = Number(isoDate.slice(0, 4));
  const month = Number(isoDate.slice(5, 7));
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, "0")}`;
}

/** "26-27" from "2026-27": the year as the number prints it. */
function shortYear(financialYear: string): string {
  return `${financialYear.slice(2, 4)}-${financialYear.slice(5, 7)}`;
}

/** The printed number of the `sequence`th document of its kind in the year; throws past 999999. */
export function documentNumber(kind: TaxDocumentKind, financialYear: string, sequence: number): string {
  if (!Number.isSafeInteger(sequence) || sequence < 1 || sequence > maxDocumentSequence) {
    throw new RangeError(`A document's sequence runs from 1 to ${maxDocumentSequence}, got ${sequence}`);
  }
  return `${documentPrefixes[kind]}/${shortYear(financialYear)}/${String(sequence).padStart(6, "0")}`;
}

