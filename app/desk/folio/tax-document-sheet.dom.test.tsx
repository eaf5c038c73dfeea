import { cleanup, render, screen, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { companyGstin, guestAddress, hotelGstin, invoiceFixture } from "../../../tests/worker/tax-document-examples";
import { PrintButton } from "./print-button";
import { TaxDocumentSheet, taxDocumentPrintStyle } from "./tax-document-sheet";

afterEach(cleanup);

function expectAllIn(text: string, parts: readonly string[]) {
  for (const part of parts) expect(text).toContain(part);
}

/** The text of each cell in the table's `index`th row (row 0 is the head). */
const rowCells = (table: HTMLElement, index: number) =>
  within(within(table).getAllByRole("row")[index])
    .getAllByRole("cell")
    .map((cell) => cell.textContent);

const creditNote = () =>
  invoiceFixture({
    kind: "credit_note",
    number: "NRC/26-27/000004",
    corrects: { number: "NRR/26-27/000123", issueDate: "2026-11-14" as never, reason: "Restaurant bill posted twice" },
  });

describe("the printable tax invoice", () => {
  it("carries every field rule 46 asks for", () => {
    const { container } = render(<TaxDocumentSheet document={invoiceFixture()} />);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Tax Invoice");
    expectAllIn(container.textContent ?? "", [
      "Narmada Riverside Hospitality Private Limited",
      "Narmada Riverside Resort",
      "Near Mamleshwar Temple, Omkareshwar",
      `GSTIN: ${hotelGstin}`,
      "State: Madhya Pradesh (23)",
      "Invoice No.:NRR/26-27/000123",
      "Date:14 November 2026",
      "Place of supply:Madhya Pradesh (23)",
      "Booking:INVC2345",
      "Stay:12 November 2026 – 14 November 2026",
      "Malwa Textiles Private Limited",
      `GSTIN: ${companyGstin}`,
      "Guest: Asha Verma",
      `Address: ${guestAddress}`,
      "Total in words: Rupees Ten Thousand Seven Hundred Forty Six Only",
      "Tax is not payable on reverse charge",
      "For Narmada Riverside Hospitality Private Limited",
      "Authorised signatory",
    ]);
  });

  it("tables each line with its code, rates and amounts, and sums tax by rate", () => {
    render(<TaxDocumentSheet document={invoiceFixture()} />);
    const [lines, rates] = screen.getAllByRole("table");
    const headers = within(lines)
      .getAllByRole("columnheader")
      .map((cell) => cell.textContent);
    expect(headers).toEqual(["#", "Description", "SAC/HSN", "Qty", "Rate", "Taxable value", "CGST %", "CGST", "SGST %", "SGST", "Total"]);
    expect(rowCells(lines, 3)).toEqual([
      "3",
      "Restaurant",
      "996331",
      "1",
      "1,234.50",
      "1,234.50",
      "2.5%",
      "30.86",
      "2.5%",
      "30.86",
      "1,296.22",
    ]);
    expect(rowCells(rates, 1)).toEqual(["996311", "9,000.00", "2.5%", "225.00", "2.5%", "225.00", "450.00"]);
  });

  it("totals the taxable value, CGST, SGST and the rounding line to a whole rupee", () => {
    const { container } = render(<TaxDocumentSheet document={invoiceFixture()} />);
    expectAllIn(container.textContent ?? "", ["Taxable value₹10,234.50", "CGST₹255.86", "SGST₹255.86", "Rounding off₹-0.22"]);
    expect(container.querySelector("[data-document-total]")?.textContent).toBe("₹10,746.00");
  });

  it("shows a guest's invoice without a company with the guest as the recipient", () => {
    const b2c = invoiceFixture({ recipient: { guestName: "Asha Verma", guestAddress: "", company: null } });
    const { container } = render(<TaxDocumentSheet document={b2c} />);
    expect(container.textContent).not.toContain("Malwa Textiles");
    expect(container.textContent).not.toContain("Address:");
    expect(container.textContent).toContain("Guest: Asha Verma");
  });

  it("heads a credit note as one, citing the invoice, its date and the reason", () => {
    const { container } = render(<TaxDocumentSheet document={creditNote()} />);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Credit Note");
    expect(container.textContent).toContain("Credit Note No.:NRC/26-27/000004");
    expect(container.textContent).toContain("Against invoice: NRR/26-27/000123 dated 14 November 2026. Reason: Restaurant bill posted twice");
  });

  it("puts the Hindi beside the English labels for a guest who booked in Hindi, the legal text kept in English", () => {
    const { container } = render(<TaxDocumentSheet document={invoiceFixture({ lang: "hi" })} />);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Tax Invoice · कर बीजक");
    expectAllIn(container.textContent ?? "", [
      "Total · कुल",
      "Place of supply · आपूर्ति का स्थान:Madhya Pradesh (23)",
      "Tax is not payable on reverse charge · रिवर्स चार्ज पर कर देय नहीं है",
      "Authorised signatory · अधिकृत हस्ताक्षरकर्ता",
      "Rupees Ten Thousand Seven Hundred Forty Six Only",
      "दस हज\u093Cार सात सौ छियालीस रुपये मात्र",
      `GSTIN: ${hotelGstin}`,
    ]);
    expect(container.querySelectorAll('[lang="hi"]').length).toBeGreaterThan(10);
    // The English document carries no Hindi at all.
    cleanup();
    const english = render(<TaxDocumentSheet document={invoiceFixture()} />);
    expect(english.container.textContent).not.toMatch(/[\u0900-\u097F]/);
  });

  it("keeps each table in a box of its own that scrolls sideways on a phone", () => {
    const { container } = render(<TaxDocumentSheet document={invoiceFixture()} />);
    const boxes = container.querySelectorAll("[data-doc-table]");
    expect(boxes).toHaveLength(2);
    for (const box of boxes) {
      expect(box.className).toContain("overflow-x-auto");
      expect(box.className).toContain("max-w-full");
    }
  });
});

describe("the print stylesheet", () => {
  it("prints only the document, on A4 with 12 mm margins, as wide as the paper, no row split, the header on each sheet", () => {
    expectAllIn(taxDocumentPrintStyle, [
      "@page { size: A4; margin: 12mm; }",
      "body * { visibility: hidden; }",
      "[data-tax-document], [data-tax-document] * { visibility: visible; }",
      "[data-doc-table] { overflow: visible; }",
      "[data-doc-table] table { min-width: 0; width: 100%;",
      "[data-tax-document] tr { break-inside: avoid;",
      "[data-tax-document] thead { display: table-header-group; }",
    ]);
  });
});

describe("the print button", () => {
  it("says how to print where the page's scripts do not run", () => {
    const html = renderToString(<PrintButton label="Print" />);
    expect(html).toContain("To print, use the browser&#x27;s Print command.");
    expect(html).not.toContain("<button");
  });

  it("prints once the page's scripts run", () => {
    render(<PrintButton label="Print" />);
    expect(screen.getByRole("button", { name: "Print" })).toBeTruthy();
  });
});
