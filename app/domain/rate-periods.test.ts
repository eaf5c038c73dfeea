import { describe, expect, it } from "vitest";
import { nightlyRates, overlappingPeriod, type RatePeriod, rateOn } from "./rate-periods";

const shravan: RatePeriod = { id: 1, name: "Shravan", firstNight: "2027-07-26", lastNight: "2027-08-24", rates: { 1: 4200, 2: 5200 } };
const shivratri: RatePeriod = { id: 2, name: "Mahashivratri", firstNight: "2027-03-05", lastNight: "2027-03-07", rates: { 4: 9000 } };
const periods = [shravan, shivratri];

describe("rateOn: the rate of one night", () => {
  it("is the period's rate on its first and last nights, and the usual rate either side", () => {
    expect(rateOn("2027-07-25", 1, 3500, periods)).toBe(3500);
    expect(rateOn("2027-07-26", 1, 3500, periods)).toBe(4200);
    expect(rateOn("2027-08-24", 1, 3500, periods)).toBe(4200);
    expect(rateOn("2027-08-25", 1, 3500, periods)).toBe(3500);
  });

  it("is the usual rate for a type the period leaves out", () => {
    expect(rateOn("2027-03-06", 1, 3500, periods)).toBe(3500);
    expect(rateOn("2027-03-06", 4, 7000, periods)).toBe(9000);
  });
});

describe("nightlyRates: each night of a stay", () => {
  it("follows the periods night by night, check-out night excluded", () => {
    expect(nightlyRates({ checkIn: "2027-07-24", checkOut: "2027-07-28" }, 2, 4500, periods)).toEqual([4500, 4500, 5200, 5200]);
    expect(nightlyRates({ checkIn: "2027-08-24", checkOut: "2027-08-25" }, 2, 4500, periods)).toEqual([5200]);
  });

  it("is empty for a stay without nights", () => {
    expect(nightlyRates({ checkIn: "2027-08-24", checkOut: "2027-08-24" }, 2, 4500, periods)).toEqual([]);
  });
});

describe("overlappingPeriod: periods never share a night", () => {
  it("finds a period sharing even one night, at either end", () => {
    expect(overlappingPeriod({ firstNight: "2027-08-24", lastNight: "2027-08-30" }, periods)).toBe(shravan);
    expect(overlappingPeriod({ firstNight: "2027-07-01", lastNight: "2027-07-26" }, periods)).toBe(shravan);
    expect(overlappingPeriod({ firstNight: "2027-03-06", lastNight: "2027-03-06" }, periods)).toBe(shivratri);
  });

  it("lets periods touch end to start, and lets a period be saved over itself", () => {
    expect(overlappingPeriod({ firstNight: "2027-08-25", lastNight: "2027-08-30" }, periods)).toBeUndefined();
    expect(overlappingPeriod({ id: 1, firstNight: "2027-07-20", lastNight: "2027-08-30" }, periods)).toBeUndefined();
  });
});
