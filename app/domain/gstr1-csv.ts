/**
 * GSTR-1 as CSV in the columns of GSTN's returns offline tool (its b2b, b2cs, hsn and cdnr sheets),
 * from the records gstr1-records.ts works out of the issued documents.
 */
import type { IsoDate } from "../content/hotel";
import { b2bInvoices, b2cTotals, creditNotes, hsnSummary } from "./gstr1-records";
import type { TaxDocument } from "./tax-document";

/** Place of supply as the offline tool spells it: the state's code and name. */
export const placeOfSupply = "23-Madhya Pradesh";

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
