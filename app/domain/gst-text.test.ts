import { describe, expect, it } from "vitest";
import type { TaxTable } from "../content/hotel";
import { gstLabel, gstRuleText } from "./gst-text";

const line = (rate: number, taxable: number) => ({
  cgstBasisPoints: rate / 2,
  sgstBasisPoints: rate / 2,
  taxable,
  cgst: 0,
  sgst: 0,
});

describe("gstRuleText: the rule in force on a stay's first night, in words", () => {
  it("states today's law from the identity config", () => {
    expect(gstRuleText("2026-12-10")).toBe(
      "GST by nightly rate after any offer: 5% up to ₹7,500, 18% above ₹7,500 (CGST and SGST in equal halves).",
    );
  });

  it("follows a new table from the night it takes effect, and a single flat rate reads as one", () => {
    const tables: TaxTable[] = [
      { from: "2025-09-22", slabs: [{ upToNightlyPaise: null, cgstBasisPoints: 250, sgstBasisPoints: 250 }] },
      {
        from: "2027-04-01",
        slabs: [
          { upToNightlyPaise: null, cgstBasisPoints: 600, sgstBasisPoints: 600 },
          { upToNightlyPaise: 100_000, cgstBasisPoints: 0, sgstBasisPoints: 0 },
        ],
      },
    ];
    expect(gstRuleText("2027-03-31", tables)).toBe("GST 5% (CGST and SGST in equal halves).");
    expect(gstRuleText("2027-04-01", tables)).toBe(
      "GST by nightly rate after any offer: 0% up to ₹1,000, 12% above ₹1,000 (CGST and SGST in equal halves).",
    );
  });
});

describe("gstLabel: a CGST or SGST total naming its rate", () => {
  it("names the one rate a stay falls under", () => {
    expect(gstLabel("CGST", [line(500, 900_000)])).toBe("CGST 2.5%");
    expect(gstLabel("SGST", [line(1800, 900_000)])).toBe("SGST 9%");
  });

  it("names each rate and what it is charged on when rooms fall under several", () => {
    expect(gstLabel("CGST", [line(500, 900_000), line(1800, 2_200_000)])).toBe(
      "CGST (2.5% on ₹9,000; 9% on ₹22,000)",
    );
  });

  it("is the bare name for a receipt saved without rates", () => {
    expect(gstLabel("SGST", [])).toBe("SGST");
  });
});
