import { describe, expect, it } from "vitest";
import { folioDate, folioFigures, labelOfNightDescription, lineTax, pricedLine, reversedMoney, roomLabel, roomNightDescription, roundToRupee, standingLines } from "./folio";

describe("line tax", () => {
  it("rounds each half half up to the paisa, negative lines away from zero alike", () => {
    // ₹0.20 at 2.5%: 0.5 paisa → 1. ₹999.99 at 2.5%: 2,499.975 → 2,500. ₹100.10 at 9%: 900.9 → 901. ₹100.04 at 9%: 900.36 → 900.
    expect(lineTax(20, 250, 250)).toEqual({ cgstPaise: 1, sgstPaise: 1, totalPaise: 22 });
    expect(lineTax(99_999, 250, 250)).toEqual({ cgstPaise: 2_500, sgstPaise: 2_500, totalPaise: 104_999 });
    expect(lineTax(10_010, 900, 900)).toEqual({ cgstPaise: 901, sgstPaise: 901, totalPaise: 11_812 });
    expect(lineTax(10_004, 900, 900)).toEqual({ cgstPaise: 900, sgstPaise: 900, totalPaise: 11_804 });
    expect(lineTax(-20, 250, 250)).toEqual({ cgstPaise: -1, sgstPaise: -1, totalPaise: -22 });
  });

  it("prices a line as quantity × unit with the tax on the whole line", () => {
    // 3 × ₹333.33 = ₹999.99: tax on the line (₹25.00 each), not three times the tax of one (₹8.33 each = ₹24.99).
    expect(pricedLine(3, 33_333, { cgstBasisPoints: 250, sgstBasisPoints: 250 })).toEqual({ taxablePaise: 99_999, cgstPaise: 2_500, sgstPaise: 2_500, totalPaise: 104_999 });
  });
});

describe("rounding to the rupee", () => {
  it("rounds half up with a rounding line of at most 50 paise either way", () => {
    expect(roundToRupee(123_450)).toEqual({ roundingPaise: 50, totalPaise: 123_500 });
    expect(roundToRupee(123_449)).toEqual({ roundingPaise: -49, totalPaise: 123_400 });
    expect(roundToRupee(123_400)).toEqual({ roundingPaise: 0, totalPaise: 123_400 });
    expect(roundToRupee(0)).toEqual({ roundingPaise: 0, totalPaise: 0 });
  });
});

describe("the folio's lines and figures", () => {
  const money = (id: number, taxable: number, voidsLineId: number | null = null) => ({
    id,
    voidsLineId,
    taxablePaise: taxable,
    cgstPaise: taxable / 100,
    sgstPaise: taxable / 100,
    totalPaise: taxable + taxable / 50,
  });

  it("leaves voided lines and their voids out of what stands", () => {
    const lines = [money(1, 1_000), money(2, 2_000), money(3, -2_000, 2), money(4, 500)];
    expect(standingLines(lines).map((line) => line.id)).toEqual([1, 4]);
  });

  it("reverses a line exactly", () => {
    expect(reversedMoney({ taxablePaise: 99_999, cgstPaise: 2_500, sgstPaise: 2_500, totalPaise: 104_999 })).toEqual({
      taxablePaise: -99_999,
      cgstPaise: -2_500,
      sgstPaise: -2_500,
      totalPaise: -104_999,
    });
  });

  it("owes the charges rounded to the rupee less credit notes, less what was paid", () => {
    const lines = [
      { taxablePaise: 450_000, cgstPaise: 11_250, sgstPaise: 11_250, totalPaise: 472_500 },
      { taxablePaise: 70, cgstPaise: 2, sgstPaise: 2, totalPaise: 74 },
    ];
    // 472,574 → ₹4,726 (+26 paise); less a ₹100 credit note and ₹4,000 paid: ₹526 owed.
    expect(folioFigures(lines, 400_000, 10_000)).toEqual({
      taxablePaise: 450_070,
      cgstPaise: 11_252,
      sgstPaise: 11_252,
      chargesPaise: 472_574,
      roundingPaise: 26,
      payablePaise: 462_600,
      paidPaise: 400_000,
      balancePaise: 62_600,
    });
  });
});

describe("room-night descriptions", () => {
  it("name the room, what was charged and the night, and give the label back", () => {
    expect(folioDate("2026-11-27")).toBe("27 Nov 2026");
    const description = roomNightDescription(roomLabel("204", "Deluxe Room"), "2026-11-27");
    expect(description).toBe("Room 204 · Deluxe Room · night of 27 Nov 2026");
    expect(roomNightDescription(roomLabel(null, "Extra guests"), "2027-01-05")).toBe("Extra guests · night of 5 Jan 2027");
    expect(labelOfNightDescription(description)).toBe("Room 204 · Deluxe Room");
    expect(labelOfNightDescription("Dinner")).toBeNull();
  });
});
