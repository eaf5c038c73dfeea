import { describe, expect, it } from "vitest";
import { addCounts, hotelFigures, nightlyRevenue, noNights, percentText, rupeesText } from "./hotel-figures";
import { itGivesEach } from "./table-test-support";

describe("hotelFigures", () => {
  it("works out occupancy to a tenth of a percent and ADR and RevPAR to the rupee", () => {
    // 29 sold of 40 available = 0.725 → 72.5%.
    // ADR: 1,30,50,050 paise / 29 = 4,50,001.72 paise = ₹4,500.02 → ₹4,500.
    // RevPAR: 1,30,50,050 paise / 40 = 3,26,251.25 paise = ₹3,262.51 → ₹3,263.
    expect(hotelFigures({ available: 40, sold: 29, revenuePaise: 13_050_050 })).toEqual({
      occupancyTenths: 725,
      adrPaise: 450_000,
      revparPaise: 326_300,
    });
  });

  it("rounds half up", () => {
    // 1/8 = 12.5% exactly; 2/3 = 66.66…% → 66.7%; 1/3 = 33.33…% → 33.3%.
    expect(hotelFigures({ available: 8, sold: 1, revenuePaise: 0 }).occupancyTenths).toBe(125);
    expect(hotelFigures({ available: 3, sold: 2, revenuePaise: 0 }).occupancyTenths).toBe(667);
    expect(hotelFigures({ available: 3, sold: 1, revenuePaise: 0 }).occupancyTenths).toBe(333);
    // ₹100.50 a night for one night: half a rupee rounds up to ₹101; ₹100.49 down to ₹100.
    expect(hotelFigures({ available: 1, sold: 1, revenuePaise: 10_050 }).adrPaise).toBe(10_100);
    expect(hotelFigures({ available: 1, sold: 1, revenuePaise: 10_049 }).adrPaise).toBe(10_000);
  });

  it("has no figure where there is nothing to divide by", () => {
    expect(hotelFigures({ available: 0, sold: 0, revenuePaise: 0 })).toEqual({ occupancyTenths: null, adrPaise: null, revparPaise: null });
    // Rooms available but none sold: 0% and ₹0 RevPAR, but no ADR.
    expect(hotelFigures({ available: 5, sold: 0, revenuePaise: 0 })).toEqual({ occupancyTenths: 0, adrPaise: null, revparPaise: 0 });
  });

  it("adds counts", () => {
    expect(addCounts(addCounts(noNights, { available: 2, sold: 1, revenuePaise: 5 }), { available: 3, sold: 2, revenuePaise: 7 })).toEqual({
      available: 5,
      sold: 3,
      revenuePaise: 12,
    });
  });
});

describe("percentText and rupeesText", () => {
  itGivesEach("%s tenths → %s", percentText, [
    [725, "72.5%"],
    [1000, "100.0%"],
    [0, "0.0%"],
    [5, "0.5%"],
    [null, "—"],
  ]);

  it("prints rupees, or a dash", () => {
    expect(rupeesText(450_000)).toBe("₹4,500");
    expect(rupeesText(null)).toBe("—");
  });
});

describe("nightlyRevenue", () => {
  it("shares the offer's discount by each night's rate and adds the extra-guest charge", () => {
    // Rates ₹4,000 and ₹5,000 (₹9,000), discount ₹900: ₹400 and ₹500 of it; ₹800 extra guests a night.
    // ₹4,000 − ₹400 + ₹800 = ₹4,400; ₹5,000 − ₹500 + ₹800 = ₹5,300.
    expect(nightlyRevenue([400_000, 500_000], 80_000, 90_000)).toEqual([440_000, 530_000]);
  });

  it("gives the last charged night what rounding left, so the nights add up to the room's taxable value", () => {
    // ₹100 off three ₹1,000 nights: 3,333 paise each rounded down is 9,999; the last takes 3,334.
    const nights = nightlyRevenue([100_000, 100_000, 100_000], 0, 10_000);
    expect(nights).toEqual([96_667, 96_667, 96_666]);
    expect(nights.reduce((sum, night) => sum + night, 0)).toBe(300_000 - 10_000);
    // A free night takes no share: the ₹300 is all on the charged night.
    expect(nightlyRevenue([300_000, 0], 0, 30_000)).toEqual([270_000, 0]);
  });

  it("leaves the rates alone without a discount, or when every night is free", () => {
    expect(nightlyRevenue([450_000, 0], 0, 0)).toEqual([450_000, 0]);
    expect(nightlyRevenue([0, 0], 50_000, 0)).toEqual([50_000, 50_000]);
  });
});
