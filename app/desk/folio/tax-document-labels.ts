/**
 * The printed labels of a tax invoice or credit note: English always (the legal text GST officers
 * and auditors read), with the Hindi beside it on a document issued to a guest who booked in Hindi.
 * The figures, names, GSTINs and codes are never translated.
 */
import type { TaxDocument } from "~/domain/tax-document";

export interface DocumentLabel {
  en: string;
  hi: string;
}

export const taxDocumentLabels = {
  invoiceTitle: { en: "Tax Invoice", hi: "कर बीजक" },
  creditNoteTitle: { en: "Credit Note", hi: "जमा पत्र" },
  invoiceNumber: { en: "Invoice No.", hi: "बीजक संख्या" },
  creditNoteNumber: { en: "Credit Note No.", hi: "जमा पत्र संख्या" },
  date: { en: "Date", hi: "दिनांक" },
  supplier: { en: "Supplier", hi: "आपूर्तिकर्ता" },
  recipient: { en: "Recipient", hi: "प्राप्तकर्ता" },
  guest: { en: "Guest", hi: "अतिथि" },
  address: { en: "Address", hi: "पता" },
  state: { en: "State", hi: "राज्य" },
  placeOfSupply: { en: "Place of supply", hi: "आपूर्ति का स्थान" },
  booking: { en: "Booking", hi: "बुकिंग" },
  stay: { en: "Stay", hi: "ठहराव" },
  rooms: { en: "Rooms", hi: "कमरे" },
  againstInvoice: { en: "Against invoice", hi: "मूल बीजक" },
  reason: { en: "Reason", hi: "कारण" },
  lineNumber: { en: "#", hi: "क्र." },
  description: { en: "Description", hi: "विवरण" },
  code: { en: "SAC/HSN", hi: "SAC/HSN" },
  quantity: { en: "Qty", hi: "मात्रा" },
  rate: { en: "Rate", hi: "दर" },
  taxableValue: { en: "Taxable value", hi: "कर योग्य मूल्य" },
  cgstRate: { en: "CGST %", hi: "CGST %" },
  cgst: { en: "CGST", hi: "CGST" },
  sgstRate: { en: "SGST %", hi: "SGST %" },
  sgst: { en: "SGST", hi: "SGST" },
  total: { en: "Total", hi: "कुल" },
  taxSummary: { en: "Tax summary by rate", hi: "दर अनुसार कर सारांश" },
  totalTax: { en: "Total tax", hi: "कुल कर" },
  rounding: { en: "Rounding off", hi: "पूर्णांकन" },
  totalInWords: { en: "Total in words", hi: "कुल राशि शब्दों में" },
  reverseCharge: { en: "Tax is not payable on reverse charge", hi: "रिवर्स चार्ज पर कर देय नहीं है" },
  signatory: { en: "Authorised signatory", hi: "अधिकृत हस्ताक्षरकर्ता" },
  amountsIn: { en: "Amounts in rupees", hi: "राशि रुपये में" },
} as const satisfies Record<string, DocumentLabel>;

export type DocumentLabelKey = keyof typeof taxDocumentLabels;

/** The document's heading label: a tax invoice or a credit note. */
export const titleLabel = (document: TaxDocument): DocumentLabel =>
  document.kind === "invoice" ? taxDocumentLabels.invoiceTitle : taxDocumentLabels.creditNoteTitle;

export const numberLabel = (document: TaxDocument): DocumentLabel =>
  document.kind === "invoice" ? taxDocumentLabels.invoiceNumber : taxDocumentLabels.creditNoteNumber;

/** "For Narmada Riverside Resorts Pvt Ltd", above the signature line. */
export const signedFor = (document: TaxDocument) => `For ${document.supplier.legalName}`;
