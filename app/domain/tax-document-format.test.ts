import { describe, expect, it } from "vitest";
import type { IsoDate } from "../content/hotel";
import { documentDate, formatAmount, formatRate, formatRsAmount, stateWithCode, taxDocumentFilename } from "./tax-document-format";
import { itGivesEach } from "./table-test-support";

describe("formatAmount", () => {
  itGivesEach("%i paise → %s", formatAmount, [
    [0, "0.00"],
    [5, "0.05"],
    [100, "1.00"],
    [123_450, "1,234.50"],
    [1_230_000, "12,300.00"],
    [10_000_000, "1,00,000.00"],
    [123_456_789, "12,34,567.89"],
    [-22, "-0.22"],
    [-150_000, "-1,500.00"],
  ]);

  it("writes the currency in letters the PDF fonts have", () => {
    expect(formatRsAmount(1_230_000)).toBe("Rs. 12,300.00");
  });

  it("refuses fractions of a paisa", () => {
    expect(() => formatAmount(0.5)).toThrow(RangeError);
  });
});

describe("formatRate", () => {
  itGivesEach("%i basis points → %s", formatRate, [
    [0, "0%"],
    [250, "2.5%"],
    [600, "6%"],
    [900, "9%"],
    [125, "1.25%"],
    [1_400, "14%"],
  ]);
});

describe("the document's other fields", () => {
  it("writes dates in words and keeps a value that is not a date as it was", () => {
    expect(documentDate("2026-11-14" as IsoDate)).toBe("14 November 2026");
    expect(documentDate("2026-02-30" as IsoDate)).toBe("2026-02-30");
  });

  it("gives the place of supply its state code", () => {
    expect(stateWithCode({ stateName: "Madhya Pradesh", stateCode: "23" })).toBe("Madhya Pradesh (23)");
  });

  it("turns the number's slashes into a file name", () => {
    expect(taxDocumentFilename("NRR/26-27/000123")).toBe("NRR-26-27-000123.pdf");
    expect(taxDocumentFilename("NRC/26-27/000004")).toBe("NRC-26-27-000004.pdf");
  });
});
