import { describe, expect, it } from "vitest";
import { documentNumber, financialYearOf, maxDocumentSequence } from "./tax-document-number";
import { itGivesEach } from "./table-test-support";

describe("financial years", () => {
  itGivesEach("start on 1 April: %s is in %s", financialYearOf, [
    ["2027-03-31", "2026-27"],
    ["2027-04-01", "2027-28"],
    ["2026-12-31", "2026-27"],
    ["2099-04-01", "2099-00"],
  ]);
});

describe("document numbers", () => {
  it("are 16 characters: the series, the year and six digits", () => {
    expect(documentNumber("invoice", "2026-27", 123)).toBe("NRR/26-27/000123");
    expect(documentNumber("credit_note", "2026-27", 4)).toBe("NRC/26-27/000004");
    expect(documentNumber("invoice", "2026-27", maxDocumentSequence)).toBe("NRR/26-27/999999");
    expect(documentNumber("invoice", "2026-27", 1)).toHaveLength(16);
  });

  it("stop at 999999 and start at 1", () => {
    expect(() => documentNumber("invoice", "2026-27", 1_000_000)).toThrow(RangeError);
    expect(() => documentNumber("invoice", "2026-27", 0)).toThrow(RangeError);
    expect(() => documentNumber("invoice", "2026-27", 1.5)).toThrow(RangeError);
  });
});
