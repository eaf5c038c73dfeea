/**
 * The invoice's PDF (product-rules.md: The folio and the tax invoice): made in the Worker with
 * pdf-lib from the kept document, A4 portrait, its title the document's number, its lines on as
 * many pages as they need with the table's header again on each, every rule-46 field in it.
 */
import { PDFDocument, StandardFonts } from "pdf-lib";
import { beforeAll, describe, expect, it } from "vitest";
import { invoicePdf } from "~/desk/folio/invoice-pdf.server";
import { type InvoiceLayout, invoiceLayout } from "~/desk/folio/invoice-pdf-layout";
import { a4, type PdfTextItem } from "~/desk/folio/pdf-page-flow";
import type { MeasureText } from "~/desk/folio/pdf-text";
import { winAnsiText, wrapText } from "~/desk/folio/pdf-text";
import { companyGstin, guestAddress, hotelGstin, invoiceFixture, longInvoiceFixture } from "./tax-document-examples";

let measure: MeasureText;
beforeAll(async () => {
  const pdf = await PDFDocument.create();
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  measure = (text, size, isBold) => (isBold ? bold : regular).widthOfTextAtSize(text, size);
});

const texts = (layout: InvoiceLayout) => layout.pages.flatMap((page) => page.items.filter((item): item is PdfTextItem => item.kind === "text"));
const pageTexts = (layout: InvoiceLayout, page: number) =>
  layout.pages[page].items.filter((item): item is PdfTextItem => item.kind === "text").map((item) => item.text);
const allText = (layout: InvoiceLayout) => texts(layout).map((item) => item.text);

describe("the PDF's layout", () => {
  it("holds every field rule 46 asks for", () => {
    const layout = invoiceLayout(invoiceFixture(), measure);
    const lines = allText(layout);
    expect(layout.title).toBe("NRR/26-27/000123");
    for (const line of [
      "Tax Invoice",
      "Narmada Riverside Hospitality Private Limited",
      "Narmada Riverside Resort",
      `GSTIN: ${hotelGstin}`,
      "State: Madhya Pradesh, Code: 23",
      "Invoice No.: NRR/26-27/000123",
      "Date: 14 November 2026",
      "Place of supply: Madhya Pradesh (23)",
      "Booking: INVC2345",
      "Malwa Textiles Private Limited",
      `GSTIN: ${companyGstin}`,
      "Guest: Asha Verma",
      "Tax is not payable on reverse charge",
      "For Narmada Riverside Hospitality Private Limited",
      "Authorised signatory",
    ]) {
      expect(lines).toContain(line);
    }
    expect(lines.join(" ")).toContain(guestAddress);
    expect(lines.join(" ")).toContain("Total in words: Rupees Ten Thousand Seven Hundred Forty Six Only");
  });

  it("writes each line's code, rates and amounts with Indian grouping and two decimals", () => {
    const lines = allText(invoiceLayout(invoiceFixture(), measure));
    for (const header of ["Description", "SAC/HSN", "Qty", "Rate", "Taxable value", "CGST", "SGST", "Total", "Total tax"]) {
      expect(lines).toContain(header);
    }
    // The restaurant line: 1,234.50 taxable, 2.5% = 30.86 each half, 1,296.22 in all.
    expect(lines).toEqual(expect.arrayContaining(["996331", "1,234.50", "2.5%", "30.86", "1,296.22"]));
    // A room night: 4,500.00 taxable, 112.50 each half, 4,725.00.
    expect(lines).toEqual(expect.arrayContaining(["996311", "4,500.00", "112.50", "4,725.00"]));
    // Totals: 10,234.50 taxable, 255.86 CGST and SGST, −0.22 rounding, 10,746.00.
    expect(lines).toEqual(
      expect.arrayContaining(["Rs. 10,234.50", "Rs. 255.86", "Rs. -0.22", "Rs. 10,746.00", "Rounding off"]),
    );
    // The tax summary: rooms 9,000.00 taxable with 225.00 a half, 450.00 tax in all.
    expect(lines).toEqual(expect.arrayContaining(["Tax summary by rate", "9,000.00", "225.00", "450.00"]));
  });

  it("groups large amounts in lakhs and crores", () => {
    const big = invoiceFixture({
      totals: { taxablePaise: 123_456_789, cgstPaise: 0, sgstPaise: 0, roundingPaise: 11, totalPaise: 123_456_800 },
    });
    expect(allText(invoiceLayout(big, measure))).toEqual(expect.arrayContaining(["Rs. 12,34,567.89", "Rs. 12,34,568.00"]));
  });

  it("heads a credit note as one, citing the invoice, its date and the reason", () => {
    const note = invoiceFixture({
      kind: "credit_note",
      number: "NRC/26-27/000004",
      corrects: { number: "NRR/26-27/000123", issueDate: "2026-11-14" as never, reason: "Restaurant bill posted twice" },
    });
    const lines = allText(invoiceLayout(note, measure));
    expect(lines).toContain("Credit Note");
    expect(lines).toContain("Credit Note No.: NRC/26-27/000004");
    expect(lines.join(" ")).toContain("Against invoice: NRR/26-27/000123 dated 14 November 2026");
    expect(lines).toContain("Reason: Restaurant bill posted twice");
    expect(lines).not.toContain("Tax Invoice");
  });

  it("runs a long folio onto more pages, with the table's header at the top of each and every line once", () => {
    const layout = invoiceLayout(longInvoiceFixture(60), measure);
    expect(layout.pages.length).toBeGreaterThanOrEqual(2);
    expect(pageTexts(layout, 1)).toContain("Description");
    expect(pageTexts(layout, 1)).toContain("SAC/HSN");
    for (let night = 1; night <= 60; night += 1) {
      expect(allText(layout).filter((text) => text === `Deluxe Room 203, night of night ${night}`)).toHaveLength(1);
    }
    expect(pageTexts(layout, 0)).toContain(`NRR/26-27/000123 · Page 1 of ${layout.pages.length}`);
    expect(pageTexts(layout, layout.pages.length - 1)).toContain(
      `NRR/26-27/000123 · Page ${layout.pages.length} of ${layout.pages.length}`,
    );
    // 60 nights at ₹4,725: ₹2,83,500.
    expect(allText(layout)).toContain("Rs. 2,83,500.00");
  });

  it("keeps every text inside the page's margins, wrapping a long description in its column", () => {
    const long = invoiceFixture({
      lines: [
        {
          ...invoiceFixture().lines[0],
          description: "Airport transfer from Devi Ahilyabai Holkar Airport, Indore, to the hotel, with a wait at Mamleshwar",
        },
      ],
    });
    for (const layout of [invoiceLayout(long, measure), invoiceLayout(longInvoiceFixture(60), measure)]) {
      for (const item of texts(layout)) {
        expect(item.x).toBeGreaterThanOrEqual(35);
        expect(item.x + measure(item.text, item.size, item.bold)).toBeLessThanOrEqual(a4.width - 35);
        expect(item.y).toBeGreaterThan(0);
        expect(item.y).toBeLessThanOrEqual(a4.height - 20);
      }
    }
    const description = allText(invoiceLayout(long, measure)).filter((text) => /Airport|Holkar|Mamleshwar|Indore/.test(text));
    expect(description.length).toBeGreaterThan(1);
  });
});

describe("text the standard fonts can draw", () => {
  it("writes the rupee sign in letters and replaces what WinAnsi lacks, keeping accented Latin", () => {
    expect(winAnsiText("₹1,200 – café")).toBe("Rs. 1,200 – café");
    expect(winAnsiText("आशा Verma")).toBe("??? Verma");
    expect(winAnsiText("line\nbreak")).toBe("line break");
  });

  it("wraps at spaces and breaks a word only when it alone is too wide", () => {
    const lines = wrapText("one two three four five six", measure("one two three", 10, false) + 0.5, 10, false, measure);
    expect(lines).toEqual(["one two three", "four five six"]);
    const broken = wrapText("reservations@narmada-riverside-resort.example", 60, 10, false, measure);
    expect(broken.length).toBeGreaterThan(1);
    expect(broken.join("")).toBe("reservations@narmada-riverside-resort.example");
    for (const line of broken) expect(measure(line, 10, false)).toBeLessThanOrEqual(60);
  });
});

describe("the PDF", () => {
  it("loads back as an A4 document titled with the number", async () => {
    const bytes = await invoicePdf(invoiceFixture());
    expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe("%PDF-");
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(1);
    const { width, height } = pdf.getPage(0).getSize();
    expect(width).toBeCloseTo(595.28, 1);
    expect(height).toBeCloseTo(841.89, 1);
    expect(pdf.getTitle()).toBe("NRR/26-27/000123");
    expect(pdf.getSubject()).toBe("NRR/26-27/000123");
  });

  it("makes two or more A4 pages of a 60-line folio", async () => {
    const pdf = await PDFDocument.load(await invoicePdf(longInvoiceFixture(60)));
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(2);
    for (const page of pdf.getPages()) expect(page.getSize().width).toBeCloseTo(595.28, 1);
  });

  it("is made even when a name has letters the fonts lack, and the same document makes the same bytes", async () => {
    const hindiName = invoiceFixture({ recipient: { ...invoiceFixture().recipient, guestName: "आशा वर्मा" } });
    await expect(invoicePdf(hindiName)).resolves.toBeInstanceOf(Uint8Array);
    const [first, second] = await Promise.all([invoicePdf(invoiceFixture()), invoicePdf(invoiceFixture())]);
    expect(first).toEqual(second);
  });
});
