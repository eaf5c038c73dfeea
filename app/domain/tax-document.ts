/**
 * A tax invoice (CGST rule 46) or credit note (rule 53) exactly as issued (product-rules.md: The
 * folio and the tax invoice). The Worker writes it once, whole, into tax_documents.document; the
 * printable page, the PDF, the check-out e-mail and the GST returns all read this and nothing
 * else, so what the guest was given can be shown again to the paisa years later.
 */
import type { IsoDate } from "../content/hotel";

export type TaxDocumentKind = "invoice" | "credit_note";

/** Who issues it: the hotel as registered for GST, as the desk's Hotel details held it that day. */
export interface TaxDocumentSupplier {
  legalName: string;
  /** The hotel's trade name, shown under the legal name. */
  tradeName: string;
  gstin: string;
  /** The address on one line per entry, as the registration has it. */
  address: string[];
  stateName: string;
  stateCode: string;
  phone: string;
  email: string;
}

/**
 * Who it is for: always the guest (name and address); and, on a B2B document, the company with
 * its legal name, GSTIN and address as given at booking or at check-out.
 */
export interface TaxDocumentRecipient {
  guestName: string;
  /** The guest's address from the register or the booking; "" when the hotel has none. */
  guestAddress: string;
  company: { legalName: string; gstin: string; address: string } | null;
}

/** One line as issued: its own taxable value and tax, rounded to the paisa on the line. */
export interface TaxDocumentLine {
  description: string;
  /** SAC (services) or HSN (goods). */
  code: string;
  quantity: number;
  /** Price of one, before tax; negative on a discount line. */
  unitPaise: number;
  taxablePaise: number;
  cgstBasisPoints: number;
  sgstBasisPoints: number;
  cgstPaise: number;
  sgstPaise: number;
  totalPaise: number;
  /** On a credit note's line: the index of the invoice line it credits (what limits later credit notes). */
  creditsInvoiceLine?: number;
}

export interface TaxDocumentTotals {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  /** What brings the total to a whole rupee, −50 to +50 paise. */
  roundingPaise: number;
  /** Whole rupees, in paise. */
  totalPaise: number;
}

/** The taxable value and tax at one rate, for the document's tax summary and GSTR-1's rate rows. */
export interface TaxDocumentRateRow {
  code: string;
  cgstBasisPoints: number;
  sgstBasisPoints: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
}

export interface TaxDocument {
  kind: TaxDocumentKind;
  /** "NRR/26-27/000123" (an invoice) or "NRC/26-27/000004" (a credit note). */
  number: string;
  /** "2026-27" */
  financialYear: string;
  issueDate: IsoDate;
  supplier: TaxDocumentSupplier;
  recipient: TaxDocumentRecipient;
  /** Accommodation is supplied where the hotel is: Madhya Pradesh, 23, so CGST and SGST. */
  placeOfSupply: { stateName: string; stateCode: string };
  /** Always false for the hotel's supplies; printed as "Tax is not payable on reverse charge". */
  reverseCharge: false;
  bookingReference: string;
  stay: { checkIn: IsoDate; checkOut: IsoDate; rooms: string[] };
  lines: TaxDocumentLine[];
  rates: TaxDocumentRateRow[];
  totals: TaxDocumentTotals;
  /** The total in words, in English: "Rupees Twelve Thousand Three Hundred Only". */
  totalInWords: string;
  /** A credit note's invoice and why it was issued; null on an invoice. */
  corrects: { number: string; issueDate: IsoDate; reason: string } | null;
  /** The language of the guest's booking: the printable page and e-mail add its words beside the English. */
  lang: "en" | "hi";
  issuedBy: string;
}
