import { describe, expect, it } from "vitest";
import { lineTax } from "./folio";
import type { TaxDocument } from "./tax-document";
import { type InvoiceSourceLine, buildTaxDocument, creditNoteLines, creditedByLine, documentTotals, invoiceLines, rateRows } from "./tax-document-builder";

let nextId = 0;

/** A standing, untouched line of quantity one taxed at `rate` each for CGST and SGST. */
function sourceLine(fields: Pick<InvoiceSourceLine, "kind" | "bookingRoomId" | "night" | "description" | "code" | "unitPaise">, rate: number): InvoiceSourceLine {
  nextId += 1;
  const tax = lineTax(fields.unitPaise, rate, rate);
  return {
    ...fields,
    id: nextId,
    voidsLineId: null,
    quantity: 1,
    taxablePaise: fields.unitPaise,
    cgstBasisPoints: rate,
    sgstBasisPoints: rate,
    cgstPaise: tax.cgstPaise,
    sgstPaise: tax.sgstPaise,
    totalPaise: tax.totalPaise,
  };
}

function night(bookingRoomId: number, date: string, unitPaise: number, rate = 250, kind: "room_night" | "extra_guests" = "room_night"): InvoiceSourceLine {
  const what = kind === "room_night" ? "Deluxe Room" : "Extra guests";
  const [year, month, day] = date.split("-");
  const monthName = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"][Number(month) - 1];
  const description = `Room 204 · ${what} · night of ${Number(day)} ${monthName} ${year}`;
  return sourceLine({ kind, bookingRoomId, night: date as InvoiceSourceLine["night"], description, code: "996311", unitPaise }, rate);
}

function charge(description: string, unitPaise: number, code = "996331", rate = 250): InvoiceSourceLine {
  return sourceLine({ kind: unitPaise < 0 ? "discount" : "charge", bookingRoomId: null, night: null, description, code, unitPaise }, rate);
}

function voidOf(line: InvoiceSourceLine): InvoiceSourceLine {
  nextId += 1;
  return {
    ...line,
    id: nextId,
    kind: "void",
    voidsLineId: line.id,
    unitPaise: -line.unitPaise,
    taxablePaise: -line.taxablePaise,
    cgstPaise: -line.cgstPaise,
    sgstPaise: -line.sgstPaise,
    totalPaise: -line.totalPaise,
  };
}

describe("an invoice's lines", () => {
  it("group a room's consecutive nights of one kind at one price and rate, with the nights' tax as posted", () => {
    const lines = [
      night(7, "2026-11-27", 450_000),
      night(7, "2026-11-27", 80_000, 250, "extra_guests"),
      charge("Dinner", 123_450),
      night(7, "2026-11-28", 450_000),
      night(7, "2026-11-28", 80_000, 250, "extra_guests"),
      night(7, "2026-11-29", 450_000),
      night(7, "2026-11-29", 80_000, 250, "extra_guests"),
    ];
    expect(invoiceLines(lines).map((line) => [line.description, line.quantity, line.unitPaise, line.taxablePaise, line.cgstPaise, line.totalPaise])).toEqual([
      // 3 × ₹4,500 = ₹13,500; 3 × ₹112.50 = ₹337.50 each half.
      ["Room 204 · Deluxe Room · 3 nights from 27 Nov 2026", 3, 450_000, 1_350_000, 33_750, 1_417_500],
      ["Room 204 · Extra guests · 3 nights from 27 Nov 2026", 3, 80_000, 240_000, 6_000, 252_000],
      // ₹1,234.50 at 2.5%: 30.8625 → ₹30.86 each.
      ["Dinner", 1, 123_450, 123_450, 3_086, 129_622],
    ]);
  });

  it("split a run where the price or the slab changes, or a voided night leaves a gap", () => {
    const second = night(8, "2026-12-02", 450_000);
    const lines = [
      night(8, "2026-12-01", 450_000),
      second,
      voidOf(second),
      night(8, "2026-12-03", 450_000),
      night(8, "2026-12-04", 800_000, 900),
      night(9, "2026-12-01", 450_000),
    ];
    expect(invoiceLines(lines).map((line) => [line.description, line.quantity])).toEqual([
      ["Room 204 · Deluxe Room · night of 1 Dec 2026", 1],
      ["Room 204 · Deluxe Room · night of 3 Dec 2026", 1],
      ["Room 204 · Deluxe Room · night of 4 Dec 2026", 1],
      ["Room 204 · Deluxe Room · night of 1 Dec 2026", 1],
    ]);
  });

  it("sum by code and rate, and round the total to the rupee with its rounding line", () => {
    const lines = invoiceLines([night(7, "2026-11-27", 450_000), charge("Dinner", 123_450), charge("Laundry", 10_010, "999712", 900), charge("Offer", -1_000)]);
    expect(rateRows(lines)).toEqual([
      { code: "996311", cgstBasisPoints: 250, sgstBasisPoints: 250, taxablePaise: 450_000, cgstPaise: 11_250, sgstPaise: 11_250 },
      // ₹1,234.50 and −₹10: 3,086 − 25 paise.
      { code: "996331", cgstBasisPoints: 250, sgstBasisPoints: 250, taxablePaise: 122_450, cgstPaise: 3_061, sgstPaise: 3_061 },
      { code: "999712", cgstBasisPoints: 900, sgstBasisPoints: 900, taxablePaise: 10_010, cgstPaise: 901, sgstPaise: 901 },
    ]);
    // 582,460 taxable + 15,212 + 15,212 = 612,884 paise → ₹6,129 with +₹0.16.
    expect(documentTotals(lines)).toEqual({ taxablePaise: 582_460, cgstPaise: 15_212, sgstPaise: 15_212, roundingPaise: 16, totalPaise: 612_900 });
  });
});

describe("a credit note's lines", () => {
  const invoice = buildTaxDocument({
    kind: "invoice",
    number: "NRR/26-27/000001",
    financialYear: "2026-27",
    issueDate: "2026-11-30",
    supplier: { legalName: "", tradeName: "", gstin: "", address: [], stateName: "Madhya Pradesh", stateCode: "23", phone: "", email: "" },
    recipient: { guestName: "Asha Verma", guestAddress: "", company: null },
    bookingReference: "ABC123",
    stay: { checkIn: "2026-11-27", checkOut: "2026-11-30", rooms: [] },
    lines: invoiceLines([night(7, "2026-11-27", 450_000), charge("Laundry", 100_000, "999712", 900), charge("Offer", -1_000)]),
    corrects: null,
    lang: "en",
    issuedBy: "reception@hotel.example",
    inWords: (paise) => `${paise} in words`,
  });
  const rupees = (paise: number) => `₹${paise / 100}`;

  it("credit at the invoice line's rate, tax rounded on the line", () => {
    const credited = creditNoteLines(invoice, [{ line: 1, taxablePaise: 60_010 }], new Map(), rupees);
    // ₹600.10 at 9%: 5,400.9 → 5,401 each.
    expect(credited).toMatchObject({ ok: true, lines: [{ code: "999712", taxablePaise: 60_010, cgstPaise: 5_401, sgstPaise: 5_401, totalPaise: 70_812, creditsInvoiceLine: 1 }] });
  });

  it("never credit more of a line than is left after earlier credit notes, nor a discount, nor a line twice", () => {
    expect(creditNoteLines(invoice, [], new Map(), rupees)).toEqual({ ok: false, message: "Choose at least one line of the invoice to credit.", line: null });
    expect(creditNoteLines(invoice, [{ line: 3, taxablePaise: 1 }], new Map(), rupees)).toMatchObject({ ok: false, line: 3 });
    expect(creditNoteLines(invoice, [{ line: 2, taxablePaise: 1 }], new Map(), rupees)).toMatchObject({ ok: false, message: "A discount line cannot be credited.", line: 2 });
    expect(creditNoteLines(invoice, [{ line: 0, taxablePaise: 1 }, { line: 0, taxablePaise: 1 }], new Map(), rupees)).toMatchObject({ ok: false, line: 0 });
    const earlier = { ...invoice, lines: [{ ...(invoice.lines[1] as TaxDocument["lines"][number]), taxablePaise: 60_000, creditsInvoiceLine: 1 }] };
    const before = creditedByLine([earlier]);
    expect(before.get(1)).toBe(60_000);
    expect(creditNoteLines(invoice, [{ line: 1, taxablePaise: 40_001 }], before, rupees)).toEqual({ ok: false, message: "At most ₹400 of this line is left to credit.", line: 1 });
    expect(creditNoteLines(invoice, [{ line: 1, taxablePaise: 40_000 }], before, rupees).ok).toBe(true);
  });
});
