/**
 * GSTR-1 from the tax invoices and credit notes as issued (product-rules.md: The hotel's numbers):
 * the B2B invoices, B2C totals by rate, the SAC/HSN summary and credit notes to registered
 * recipients, in paise for the desk's report and as CSV in the columns of GSTN's returns offline
 * tool (its b2b, b2cs, hsn and cdnr sheets). Pure: it reads only the issued documents.
 *
 * Every supply the hotel makes is within Madhya Pradesh (accommodation is supplied where the hotel
 * is), so there is no IGST, no B2C Large and no CDNUR: a credit note to a guest without a GSTIN
 * reduces that month's B2C Small figures, as the tool expects.
 */
import type { IsoDate } from "../content/hotel";
import type { TaxDocument } from "./tax-document";

/** Place of supply as the offline tool spells it: the state's code and name. */
export const placeOfSupply = "23-Madhya Pradesh";

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

export interface CreditNoteRow {
  gstin: string;
  receiverName: string;
  number: string;
  issueDate: IsoDate;
  invoiceNumber: string;
  /** The note's value, tax included, as a positive amount. */
  valuePaise: number;
  rates: RateTotals[];
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

export function b2bInvoices(documents: readonly TaxDocument[]): B2bInvoice[] {
  return documents
    .filter((document) => document.kind === "invoice" && isRegistered(document))
    .map((document) => ({
      gstin: gstinOf(document),
      receiverName: document.recipient.company?.legalName ?? "",
      number: document.number,
      issueDate: document.issueDate,
      valuePaise: Math.abs(document.totals.totalPaise),
      rates: byRate([document]),
    }));
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
      gstin: gstinOf(document),
      receiverName: document.recipient.company?.legalName ?? "",
      number: document.number,
      issueDate: document.issueDate,
      invoiceNumber: document.corrects?.number ?? "",
      valuePaise: Math.abs(document.totals.totalPaise),
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

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "05-Nov-2026": the tool's dd-mmm-yyyy. */
export function gstDate(date: IsoDate): string {
  const [year, month, day] = date.split("-");
  return `${day}-${MONTHS[Number(month) - 1]}-${year}`;
}

/** Paise as rupees with two decimals, no grouping: "12345.50", "-80.00". */
export function gstAmount(paise: number): string {
  const sign = paise < 0 ? "-" : "";
  const abs = Math.abs(paise);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/** A rate as the tool writes it: a whole percent (5, 18), with decimals only when it has them. */
export function gstRate(basisPoints: number): string {
  return String(basisPoints / 100);
}

type Cell = string;

/**
 * One CSV field: quoted when it holds a comma, quote or line break (quotes doubled). A name that
 * starts like a spreadsheet formula gets a leading apostrophe, so opening the file cannot run it.
 */
export function csvField(value: Cell): string {
  const text = /^[=+@\t\r]/.test(value) || /^-[^0-9]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Header and rows as CSV text with CRLF line ends and no byte-order mark (the tool matches headers exactly). */
export function csvText(header: readonly string[], rows: readonly (readonly Cell[])[]): string {
  return `${[header, ...rows].map((row) => row.map(csvField).join(",")).join("\r\n")}\r\n`;
}

export const b2bHeader = [
  "GSTIN/UIN of Recipient",
  "Receiver Name",
  "Invoice Number",
  "Invoice date",
  "Invoice Value",
  "Place Of Supply",
  "Reverse Charge",
  "Applicable % of Tax Rate",
  "Invoice Type",
  "E-Commerce GSTIN",
  "Rate",
  "Taxable Value",
  "Cess Amount",
] as const;

export const b2csHeader = [
  "Type",
  "Place Of Supply",
  "Applicable % of Tax Rate",
  "Rate",
  "Taxable Value",
  "Cess Amount",
  "E-Commerce GSTIN",
] as const;

export const hsnHeader = [
  "HSN",
  "Description",
  "UQC",
  "Total Quantity",
  "Total Value",
  "Rate",
  "Taxable Value",
  "Integrated Tax Amount",
  "Central Tax Amount",
  "State/UT Tax Amount",
  "Cess Amount",
] as const;

export const cdnrHeader = [
  "GSTIN/UIN of Recipient",
  "Receiver Name",
  "Note Number",
  "Note Date",
  "Note Type",
  "Place Of Supply",
  "Reverse Charge",
  "Note Supply Type",
  "Note Value",
  "Applicable % of Tax Rate",
  "Rate",
  "Taxable Value",
  "Cess Amount",
] as const;

/** One row per invoice and rate, the invoice's value on each, as the tool takes a multi-rate invoice. */
export function b2bCsv(documents: readonly TaxDocument[]): string {
  const rows = b2bInvoices(documents).flatMap((invoice) =>
    invoice.rates.map((rate) => [
      invoice.gstin,
      invoice.receiverName,
      invoice.number,
      gstDate(invoice.issueDate),
      gstAmount(invoice.valuePaise),
      placeOfSupply,
      "N",
      "",
      "Regular B2B",
      "",
      gstRate(rate.rateBasisPoints),
      gstAmount(rate.taxablePaise),
      "0.00",
    ]),
  );
  return csvText(b2bHeader, rows);
}

/** Supplies the hotel makes itself, not through an e-commerce operator: type OE. */
export function b2csCsv(documents: readonly TaxDocument[]): string {
  const rows = b2cTotals(documents).map((rate) => [
    "OE",
    placeOfSupply,
    "",
    gstRate(rate.rateBasisPoints),
    gstAmount(rate.taxablePaise),
    "0.00",
    "",
  ]);
  return csvText(b2csHeader, rows);
}

/**
 * The hotel's codes are SACs (services, starting 99): the tool takes them with UQC "NA" and no
 * quantity. A goods code (HSN) keeps its quantity in numbers.
 */
const isService = (code: string) => code.startsWith("99");

export function hsnCsv(documents: readonly TaxDocument[]): string {
  const rows = hsnSummary(documents).map((row) => [
    row.code,
    row.description,
    isService(row.code) ? "NA" : "NOS-NUMBERS",
    isService(row.code) ? "0" : String(row.quantity),
    gstAmount(row.taxablePaise + row.cgstPaise + row.sgstPaise),
    gstRate(row.rateBasisPoints),
    gstAmount(row.taxablePaise),
    "0.00",
    gstAmount(row.cgstPaise),
    gstAmount(row.sgstPaise),
    "0.00",
  ]);
  return csvText(hsnHeader, rows);
}

/** Credit notes (type C) to registered recipients, one row per note and rate. */
export function cdnrCsv(documents: readonly TaxDocument[]): string {
  const rows = creditNotes(documents, true).flatMap((note) =>
    note.rates.map((rate) => [
      note.gstin,
      note.receiverName,
      note.number,
      gstDate(note.issueDate),
      "C",
      placeOfSupply,
      "N",
      "Regular",
      gstAmount(note.valuePaise),
      "",
      gstRate(rate.rateBasisPoints),
      gstAmount(rate.taxablePaise),
      "0.00",
    ]),
  );
  return csvText(cdnrHeader, rows);
}
