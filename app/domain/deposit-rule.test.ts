import { describe, expect, it } from "vitest";
import {
  type DepositPolicy,
  type PeriodDepositRule,
  depositDueAt,
  depositPolicyOf,
  depositRuleForStay,
  depositRuleFromText,
  depositRuleOf,
  depositRuleText,
  depositTerms,
  hotelMidnight,
  noDepositPolicy,
  refundOnCancellation,
} from "./deposit-rule";
import { priceStay } from "./price-stay";

// Dates outside the seeded festive offer (October to January) and after the GST table's start.
const room = (nightlyPaise: number, extra?: { adults: number; adultNightlyPaise: number }) => ({
  roomId: 1,
  roomTypeName: "Deluxe",
  nightlyPaise,
  adults: 2,
  children: 0,
  ...(extra ? { extraGuests: { adults: extra.adults, children: 0, adultNightlyPaise: extra.adultNightlyPaise, childNightlyPaise: 0 } } : {}),
});

describe("depositRuleForStay", () => {
  const festival: PeriodDepositRule = { firstNight: "2027-03-05", lastNight: "2027-03-08", rule: { kind: "full_stay" } };
  const later: PeriodDepositRule = { firstNight: "2027-03-10", lastNight: "2027-03-12", rule: { kind: "percent", percent: 30 } };
  const none = { kind: "none" } as const;

  it("is the default when no night lies in a period with its own rule", () => {
    expect(depositRuleForStay("2027-03-01", "2027-03-05", [festival, later], { kind: "first_night" })).toEqual({ kind: "first_night" });
  });

  it("takes the period of the stay's earliest night inside one, whatever order the periods come in", () => {
    // Nights 03-07 … 03-10: 03-07 and 03-08 are in the festival, 03-10 in the later period.
    expect(depositRuleForStay("2027-03-07", "2027-03-11", [later, festival], none)).toEqual({ kind: "full_stay" });
  });

  it("counts a period that starts after check-in but before check-out", () => {
    expect(depositRuleForStay("2027-03-09", "2027-03-12", [festival, later], none)).toEqual({ kind: "percent", percent: 30 });
  });

  it("ignores a period that begins on the check-out day (no night there)", () => {
    expect(depositRuleForStay("2027-03-03", "2027-03-05", [festival], none)).toEqual(none);
  });

  it("lets a period say 'none' over a default", () => {
    const free: PeriodDepositRule = { firstNight: "2027-03-01", lastNight: "2027-03-31", rule: none };
    expect(depositRuleForStay("2027-03-02", "2027-03-04", [free], { kind: "full_stay" })).toEqual(none);
  });
});

describe("depositTerms", () => {
  it("asks nothing under 'none'", () => {
    const price = priceStay({ checkIn: "2027-03-01", checkOut: "2027-03-02", rooms: [room(450_000)] });
    expect(depositTerms({ kind: "none" }, price)).toBeNull();
  });

  it("asks the first night with its GST: one ₹4,500 night at 5% is ₹4,725", () => {
    const price = priceStay({ checkIn: "2027-03-01", checkOut: "2027-03-03", rooms: [room(450_000)] });
    // Two nights: total 9,00,000 + 5% = 9,45,000 paise; the first night 4,50,000 + 22,500.
    expect(depositTerms({ kind: "first_night" }, price, "2027-03-01")).toEqual({
      rule: { kind: "first_night" },
      amountPaise: 472_500,
      restPaise: 472_500,
    });
  });

  it("asks every room's first night with its extra guests, each at its own GST band", () => {
    const price = priceStay({
      checkIn: "2027-03-01",
      checkOut: "2027-03-04",
      // ₹8,000 (18%) and ₹3,000 with one extra adult at ₹1,000 (₹4,000 a night, 5%).
      rooms: [room(800_000), room(300_000, { adults: 1, adultNightlyPaise: 100_000 })],
    });
    // 8,000 × 1.18 = 9,440; 4,000 × 1.05 = 4,200: ₹13,640.
    const terms = depositTerms({ kind: "first_night" }, price, "2027-03-01");
    expect(terms?.amountPaise).toBe(1_364_000);
    // Three nights of each: (8,000 × 3) × 1.18 + (4,000 × 3) × 1.05 = 28,320 + 12,600 = ₹40,920.
    expect(price.totals.total).toBe(4_092_000);
    expect(terms?.restPaise).toBe(4_092_000 - 1_364_000);
  });

  it("asks the first night after an offer", () => {
    // The seeded festive offer (10%) covers a check-in in November: ₹4,500 less 10% = ₹4,050, + 5% = ₹4,252.50.
    const price = priceStay({ checkIn: "2026-11-10", checkOut: "2026-11-12", rooms: [room(450_000)] });
    expect(depositTerms({ kind: "first_night" }, price, "2026-11-10")?.amountPaise).toBe(425_250);
  });

  it("rounds a percentage of the total half up to the whole rupee", () => {
    // ₹4,725 × 30% = ₹1,417.50 → ₹1,418.
    const price = priceStay({ checkIn: "2027-03-01", checkOut: "2027-03-02", rooms: [room(450_000)] });
    expect(depositTerms({ kind: "percent", percent: 30 }, price)).toEqual({
      rule: { kind: "percent", percent: 30 },
      amountPaise: 141_800,
      restPaise: 472_500 - 141_800,
    });
    // ₹4,725 × 10% = ₹472.50 → ₹473.
    expect(depositTerms({ kind: "percent", percent: 10 }, price)?.amountPaise).toBe(47_300);
  });

  it("never asks more than the total, even when rounding up would", () => {
    // A ₹100.80 total (a ₹96 night + ₹4.80 GST): 100% rounds to ₹101, capped at ₹100.80.
    const price = priceStay({ checkIn: "2027-03-01", checkOut: "2027-03-02", rooms: [room(9_600)] });
    expect(price.totals.total).toBe(10_080);
    expect(depositTerms({ kind: "percent", percent: 100 }, price)).toMatchObject({ amountPaise: 10_080, restPaise: 0 });
  });

  it("asks the whole stay under 'full_stay'", () => {
    const price = priceStay({ checkIn: "2027-03-01", checkOut: "2027-03-03", rooms: [room(450_000)] });
    expect(depositTerms({ kind: "full_stay" }, price)).toMatchObject({ amountPaise: 945_000, restPaise: 0 });
  });
});

describe("depositDueAt", () => {
  const policy: DepositPolicy = { defaultRule: { kind: "first_night" }, payWithinHours: 24, latestDaysBeforeArrival: 2, confirmOnPayment: false };

  it("gives the policy's hours when arrival is far off", () => {
    const now = new Date("2027-03-01T10:00:00.000Z");
    expect(depositDueAt(now, "2027-03-20", policy).toISOString()).toBe("2027-03-02T10:00:00.000Z");
  });

  it("is never later than 00:00 hotel time the policy's days before arrival", () => {
    // Arrival 03-04, two days before: 00:00 IST on 03-02 = 18:30 UTC on 03-01.
    const now = new Date("2027-03-01T06:00:00.000Z");
    expect(depositDueAt(now, "2027-03-04", policy).toISOString()).toBe("2027-03-01T18:30:00.000Z");
  });

  it("is never sooner than an hour from now", () => {
    const now = new Date("2027-03-01T18:00:00.000Z");
    expect(depositDueAt(now, "2027-03-03", policy).toISOString()).toBe("2027-03-01T19:00:00.000Z");
  });

  it("puts hotel midnight at 18:30 UTC the day before", () => {
    expect(hotelMidnight("2027-01-01").toISOString()).toBe("2026-12-31T18:30:00.000Z");
  });
});

describe("refundOnCancellation", () => {
  it("gives back everything paid while cancellation is free", () => {
    expect(refundOnCancellation(945_000, 472_500, true)).toBe(945_000);
  });
  it("keeps one night after the free-cancellation date, never more than was paid", () => {
    expect(refundOnCancellation(945_000, 472_500, false)).toBe(472_500);
    expect(refundOnCancellation(300_000, 472_500, false)).toBe(0);
  });
  it("gives back nothing when nothing was paid", () => {
    expect(refundOnCancellation(0, 0, true)).toBe(0);
  });
});

describe("stored rules and policies", () => {
  it("reads back the rules the desk writes, and nothing else", () => {
    expect(depositRuleOf("percent", 30)).toEqual({ kind: "percent", percent: 30 });
    expect(depositRuleOf("percent", 0)).toBeNull();
    expect(depositRuleOf("percent", 101)).toBeNull();
    expect(depositRuleOf("percent", 2.5)).toBeNull();
    expect(depositRuleOf("deposit")).toBeNull();
    for (const rule of [{ kind: "first_night" }, { kind: "full_stay" }, { kind: "percent", percent: 30 }] as const) {
      expect(depositRuleFromText(depositRuleText(rule))).toEqual(rule);
    }
    expect(depositRuleText({ kind: "percent", percent: 30 })).toBe("percent:30");
  });

  it("checks a saved policy's limits (1–168 hours, 0–30 days)", () => {
    expect(depositPolicyOf(noDepositPolicy)).toEqual(noDepositPolicy);
    expect(depositPolicyOf({ ...noDepositPolicy, payWithinHours: 0 })).toBeNull();
    expect(depositPolicyOf({ ...noDepositPolicy, payWithinHours: 169 })).toBeNull();
    expect(depositPolicyOf({ ...noDepositPolicy, latestDaysBeforeArrival: 31 })).toBeNull();
    expect(depositPolicyOf({ ...noDepositPolicy, latestDaysBeforeArrival: -1 })).toBeNull();
    expect(depositPolicyOf({ ...noDepositPolicy, confirmOnPayment: "yes" })).toBeNull();
    expect(depositPolicyOf({ ...noDepositPolicy, defaultRule: { kind: "percent", percent: 0 } })).toBeNull();
    expect(noDepositPolicy).toEqual({ defaultRule: { kind: "none" }, payWithinHours: 24, latestDaysBeforeArrival: 2, confirmOnPayment: false });
  });
});
