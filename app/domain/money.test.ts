import { describe, expect, it } from "vitest";
import { divideRoundHalfUp, formatRupees, paiseToRupees, rupeesToPaise } from "./money";
import { itGivesEach } from "./table-test-support";

describe("formatRupees", () => {
  itGivesEach("%i paise → %s", formatRupees, [
    [0, "₹0"],
    [5, "₹0.05"],
    [100, "₹1"],
    [99_900, "₹999"],
    [100_000, "₹1,000"],
    [700_000, "₹7,000"],
    [629_910, "₹6,299.10"],
    [10_000_000, "₹1,00,000"],
    [123_456_789, "₹12,34,567.89"],
    [1_000_000_000, "₹1,00,00,000"],
    [-7_000_000, "-₹70,000"],
  ]);

  it("refuses fractional paise", () => {
    expect(() => formatRupees(1.5)).toThrow(RangeError);
    expect(() => formatRupees(Number.NaN)).toThrow(RangeError);
  });
});

describe("conversions", () => {
  it("turns rupees into whole paise despite floating point", () => {
    expect(rupeesToPaise(6299.1)).toBe(629_910);
    expect(rupeesToPaise(0.29)).toBe(29);
    expect(rupeesToPaise(7000)).toBe(700_000);
    expect(rupeesToPaise(1.005)).toBe(100); // 1.005 is 1.00499… in binary: nearest paisa
    expect(() => rupeesToPaise(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it("turns paise into rupees", () => {
    expect(paiseToRupees(629_910)).toBe(6299.1);
  });
});

describe("divideRoundHalfUp", () => {
  it("rounds half up, exactly", () => {
    expect(divideRoundHalfUp(5, 10)).toBe(1);
    expect(divideRoundHalfUp(4, 10)).toBe(0);
    expect(divideRoundHalfUp(15, 10)).toBe(2);
    expect(divideRoundHalfUp(25, 10)).toBe(3);
    expect(divideRoundHalfUp(699_900 * 450, 10_000)).toBe(31_496); // 31,495.5
    expect(divideRoundHalfUp(0, 100)).toBe(0);
  });

  it("refuses negative, fractional and zero-divisor input", () => {
    expect(() => divideRoundHalfUp(-1, 10)).toThrow(RangeError);
    expect(() => divideRoundHalfUp(1.5, 10)).toThrow(RangeError);
    expect(() => divideRoundHalfUp(1, 0)).toThrow(RangeError);
  });
});
