/**
 * Tax documents as the folio store issues them, for the invoice-document tests, with every figure
 * worked out by hand here:
 *
 * Two nights of a Deluxe Room at ₹4,500 and a restaurant bill of ₹1,234.50, all at 5% (2.5% CGST +
 * 2.5% SGST):
 * - each night: taxable 4,500.00, CGST 112.50, SGST 112.50, total 4,725.00;
 * - restaurant: taxable 1,234.50, CGST 2.5% of it = 30.8625 → 30.86, SGST 30.86, total 1,296.22;
 * - taxable 4,500 + 4,500 + 1,234.50 = 10,234.50; CGST 112.50 + 112.50 + 30.86 = 255.86; SGST the same;
 * - 10,234.50 + 255.86 + 255.86 = 10,746.22, rounded to ₹10,746 with a rounding line of −0.22.
 */
import type { IsoDate } from "~/content/hotel";
import { rupeesInWords } from "~/domain/amount-in-words";
import type { TaxDocument, TaxDocumentLine } from "~/domain/tax-document";

export const fixtureTotals = {
  taxablePaise: 1_023_450,
  cgstPaise: 25_586,
  sgstPaise: 25_586,
  roundingPaise: -22,
  totalPaise: 1_074_600,
};

const night = (date: string): TaxDocumentLine => ({
  description: `Deluxe Room 203, night of ${date}`,
  code: "996311",
  quantity: 1,
  unitPaise: 450_000,
  taxablePaise: 450_000,
  cgstBasisPoints: 250,
  sgstBasisPoints: 250,
  cgstPaise: 11_250,
  sgstPaise: 11_250,
  totalPaise: 472_500,
});

export const companyGstin = "23AAACN1234F1Z5";
export const hotelGstin = "23AABCN9876K1ZQ";
export const guestAddress = "14 Residency Road, Indore 452001";

/** A B2B tax invoice of three lines to a company with a GSTIN. */
export function invoiceFixture(overrides: Partial<TaxDocument> = {}): TaxDocument {
  return {
    kind: "invoice",
    number: "NRR/26-27/000123",
    financialYear: "2026-27",
    issueDate: "2026-11-14" as IsoDate,
    supplier: {
      legalName: "Narmada Riverside Hospitality Private Limited",
      tradeName: "Narmada Riverside Resort",
      gstin: hotelGstin,
      address: ["Near Mamleshwar Temple, Omkareshwar", "Khandwa, Madhya Pradesh 450554"],
      stateName: "Madhya Pradesh",
      stateCode: "23",
      phone: "+91 98765 43210",
      email: "reservations@resort.example",
    },
    recipient: {
      guestName: "Asha Verma",
      guestAddress,
      company: { legalName: "Malwa Textiles Private Limited", gstin: companyGstin, address: "7 AB Road, Indore 452010" },
    },
    placeOfSupply: { stateName: "Madhya Pradesh", stateCode: "23" },
    reverseCharge: false,
    bookingReference: "INVC2345",
    stay: { checkIn: "2026-11-12" as IsoDate, checkOut: "2026-11-14" as IsoDate, rooms: ["Deluxe Room · 203"] },
    lines: [
      night("12 Nov 2026"),
      night("13 Nov 2026"),
      {
        description: "Restaurant",
        code: "996331",
        quantity: 1,
        unitPaise: 123_450,
        taxablePaise: 123_450,
        cgstBasisPoints: 250,
        sgstBasisPoints: 250,
        cgstPaise: 3_086,
        sgstPaise: 3_086,
        totalPaise: 129_622,
      },
    ],
    rates: [
      { code: "996311", cgstBasisPoints: 250, sgstBasisPoints: 250, taxablePaise: 900_000, cgstPaise: 22_500, sgstPaise: 22_500 },
      { code: "996331", cgstBasisPoints: 250, sgstBasisPoints: 250, taxablePaise: 123_450, cgstPaise: 3_086, sgstPaise: 3_086 },
    ],
    totals: { ...fixtureTotals },
    totalInWords: "Rupees Ten Thousand Seven Hundred Forty Six Only",
    corrects: null,
    lang: "en",
    issuedBy: "reception@hotel.example",
    ...overrides,
  };
}

/**
 * A long stay's invoice: `count` nights at ₹4,500 (each line as above), so the PDF runs onto more
 * pages. Totals: taxable 4,500 × n, CGST and SGST 112.50 × n each, total 4,725 × n, no rounding.
 */
export function longInvoiceFixture(count: number, overrides: Partial<TaxDocument> = {}): TaxDocument {
  const lines = Array.from({ length: count }, (_, index) => night(`night ${index + 1}`));
  return invoiceFixture({
    lines,
    rates: [
      { code: "996311", cgstBasisPoints: 250, sgstBasisPoints: 250, taxablePaise: 450_000 * count, cgstPaise: 11_250 * count, sgstPaise: 11_250 * count },
    ],
    totals: {
      taxablePaise: 450_000 * count,
      cgstPaise: 11_250 * count,
      sgstPaise: 11_250 * count,
      roundingPaise: 0,
      totalPaise: 472_500 * count,
    },
    totalInWords: rupeesInWords(472_500 * count),
    ...overrides,
  });
}

