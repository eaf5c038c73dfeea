/**
 * GSTR-1's records from the tax invoices and credit notes as issued (product-rules.md: The hotel's
 * numbers): the B2B invoices, B2C totals by rate, the SAC/HSN summary and the credit notes, in paise,
 * for the desk's report and the offline tool's CSV files (gstr1-csv.ts). Pure: it reads only the
 * issued documents.
 *
 * Every supply the hotel makes is within Madhya Pradesh (accommodation is supplied where the hotel
 * is), so there is no IGST, no B2C Large and no CDNUR: a credit note to a guest without a GSTIN
 * reduces that month's B2C Small figures, as the tool expects.
 */
import type { IsoDate } from "../content/hotel";
import type { TaxDocument } from "./tax-document";

export interface RateTotals {
  /** The whole GST rate in basis points (CGST + SGST): 500 for 5%, 1800 for 18%. */
  rateBasisPoints: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
}

export interface B2bInvoice {
  gstin: string;
  receiverName: string;
  number: string;
  issueDate: IsoDate;
  /** The invoice's total, rounded to the rupee, tax included. */
  valuePaise: number;
  rates: RateTotals[];
}

/** A credit note as GSTR-1 lists it: like an invoice (its value positive), with the invoice it corrects. */
export interface CreditNoteRow extends B2bInvoice {
  invoiceNumber: string;
}

export interface HsnRow {
  code: string;
  description: string;
  rateBasisPoints: number;
  quantity: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
}

const rateOf = (row: { cgstBasisPoints: number; sgstBasisPoints: number }) => row.cgstBasisPoints + row.sgstBasisPoints;

/** A credit note reduces what was supplied: its amounts count negative, whichever sign it was written with. */
const signOf = (document: TaxDocument) => (document.kind === "credit_note" ? -1 : 1) * (document.totals.totalPaise < 0 ? -1 : 1);

const gstinOf = (document: TaxDocument) => document.recipient.company?.gstin ?? "";

/** A document to a recipient with a GSTIN: B2B (or, for a credit note, CDNR). */
export const isRegistered = (document: TaxDocument) => gstinOf(document) !== "";

function byRate(documents: readonly TaxDocument[]): RateTotals[] {
  const rates = new Map<number, RateTotals>();
  for (const document of documents) {
    const sign = signOf(document);
    for (const row of document.rates) {
      const rate = rateOf(row);
      const total = rates.get(rate) ?? { rateBasisPoints: rate, taxablePaise: 0, cgstPaise: 0, sgstPaise: 0 };
      total.taxablePaise += sign * row.taxablePaise;
      total.cgstPaise += sign * row.cgstPaise;
      total.sgstPaise += sign * row.sgstPaise;
      rates.set(rate, total);
    }
  }
  return [...rates.values()].sort((a, b) => a.rateBasisPoints - b.rateBasisPoints);
}

/** Each rate's amounts as positive figures (a credit note's rates as the note states them). */
const positive = (rates: RateTotals[]) =>
  rates.map((rate) => ({
    ...rate,
    taxablePaise: -rate.taxablePaise,
    cgstPaise: -rate.cgstPaise,
    sgstPaise: -rate.sgstPaise,
  }));

/** A document's recipient, number, date and value, as both the B2B and the credit-note lists start. */
const documentRow = (document: TaxDocument) => ({
  gstin: gstinOf(document),
  receiverName: document.recipient.company?.legalName ?? "",
  number: document.number,
  issueDate: document.issueDate,
  valuePaise: Math.abs(document.totals.totalPaise),
});

export function b2bInvoices(documents: readonly TaxDocument[]): B2bInvoice[] {
  return documents
    .filter((document) => document.kind === "invoice" && isRegistered(document))
    .map((document) => ({ ...documentRow(document), rates: byRate([document]) }));
}

/** A rate or code whose credit notes cancelled its supplies exactly has nothing to report. */
const hasAmounts = (row: { taxablePaise: number; cgstPaise: number; sgstPaise: number }) =>
  row.taxablePaise !== 0 || row.cgstPaise !== 0 || row.sgstPaise !== 0;

/** B2C supplies by rate: invoices without a GSTIN less credit notes without one. */
export function b2cTotals(documents: readonly TaxDocument[]): RateTotals[] {
  return byRate(documents.filter((document) => !isRegistered(document))).filter(hasAmounts);
}

/** Credit notes; `registered` picks those to a recipient with a GSTIN (CDNR) or those without. */
export function creditNotes(documents: readonly TaxDocument[], registered?: boolean): CreditNoteRow[] {
  return documents
    .filter((document) => document.kind === "credit_note" && (registered === undefined || isRegistered(document) === registered))
    .map((document) => ({
      ...documentRow(document),
      invoiceNumber: document.corrects?.number ?? "",
      rates: positive(byRate([document])),
    }));
}

/** What each SAC the hotel uses is, for the summary; another code takes its first line's words. */
const codeWords: Record<string, string> = {
  "996311": "Room or unit accommodation services",
  "996331": "Services provided by restaurants",
  "996332": "Services provided by restaurants (room service)",
  "999712": "Laundry services",
};

/** The SAC/HSN summary: each code at each rate, invoices less credit notes. */
export function hsnSummary(documents: readonly TaxDocument[]): HsnRow[] {
  const rows = new Map<string, HsnRow>();
  for (const document of documents) {
    const sign = signOf(document);
    for (const line of document.lines) {
      const rate = rateOf(line);
      const key = `${line.code}|${rate}`;
      const row = rows.get(key) ?? {
        code: line.code,
        description: codeWords[line.code] ?? line.description,
        rateBasisPoints: rate,
        quantity: 0,
        taxablePaise: 0,
        cgstPaise: 0,
        sgstPaise: 0,
      };
      row.quantity += sign * line.quantity;
      row.taxablePaise += sign * line.taxablePaise;
      row.cgstPaise += sign * line.cgstPaise;
      row.sgstPaise += sign * line.sgstPaise;
      rows.set(key, row);
    }
  }
  return [...rows.values()]
    .filter(hasAmounts)
    .sort((a, b) => a.code.localeCompare(b.code) || a.rateBasisPoints - b.rateBasisPoints);
}
