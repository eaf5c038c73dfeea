import { describe, expect, it } from "vitest";
import type { DepositRule } from "~/domain/deposit-rule";
import { priceStay } from "~/domain/price-stay";
import { chosenDepositRule, wizardDeposit } from "./wizard-deposit";

/**
 * The deposit the wizard says before the guest sends the request (product-rules.md: Deposits).
 * A Deluxe Room at ₹4,500 a night for three March nights (no offer then): each night is ₹4,500 +
 * 2.5% CGST (₹112.50) + 2.5% SGST (₹112.50) = ₹4,725, the stay ₹14,175.
 */
const stay = { checkIn: "2027-03-10", checkOut: "2027-03-13" } as const;
const deluxe = { roomId: 1, roomTypeName: "Deluxe Room", nightlyPaise: 450_000, adults: 2, children: 0 };
const price = priceStay({ ...stay, rooms: [deluxe] });
const timing = { payWithinHours: 24, latestDaysBeforeArrival: 2 };
const firstNight: DepositRule = { kind: "first_night" };

describe("wizardDeposit: what the rule asks of the price the summary shows", () => {
  it("asks the first night with GST now and leaves the rest to the hotel", () => {
    expect(price.totals.total).toBe(1_417_500);
    const deposit = wizardDeposit(firstNight, price, stay.checkIn, timing);
    expect(deposit?.terms.amountPaise).toBe(472_500);
    expect(deposit?.terms.restPaise).toBe(945_000);
    expect(deposit?.rooms).toBe(1);
  });

  it("asks every room's first night for two rooms", () => {
    const two = priceStay({ ...stay, rooms: [deluxe, deluxe] });
    expect(wizardDeposit(firstNight, two, stay.checkIn, timing)?.terms).toMatchObject({ amountPaise: 945_000, restPaise: 1_890_000 });
  });

  it("rounds a percentage of the total half up to the whole rupee", () => {
    // 30% of ₹14,175 is ₹4,252.50: ₹4,253 now, ₹9,922 at the hotel.
    const deposit = wizardDeposit({ kind: "percent", percent: 30 }, price, stay.checkIn, timing);
    expect(deposit?.terms).toMatchObject({ amountPaise: 425_300, restPaise: 992_200 });
  });

  it("asks the whole stay, leaving nothing to the hotel", () => {
    expect(wizardDeposit({ kind: "full_stay" }, price, stay.checkIn, timing)?.terms).toMatchObject({ amountPaise: 1_417_500, restPaise: 0 });
  });

  it("says the hours to pay and the last day: the day before 00:00 two days before arrival", () => {
    // Arrival 10 March, at the latest 00:00 on 8 March: by the end of 7 March.
    expect(wizardDeposit(firstNight, price, stay.checkIn, timing)?.when).toEqual({ hours: 24, lastDay: "2027-03-07" });
    expect(wizardDeposit(firstNight, price, stay.checkIn, { payWithinHours: 48, latestDaysBeforeArrival: 0 })?.when).toEqual({
      hours: 48,
      lastDay: "2027-03-09",
    });
    expect(wizardDeposit(firstNight, price, stay.checkIn, null)?.when).toBeNull();
  });

  it("asks nothing without a rule, with the rule 'none', or before the stay has a check-in", () => {
    expect(wizardDeposit(null, price, stay.checkIn, timing)).toBeNull();
    expect(wizardDeposit({ kind: "none" }, price, stay.checkIn, timing)).toBeNull();
    expect(wizardDeposit(firstNight, price, "", timing)).toBeNull();
  });
});

describe("chosenDepositRule: the rule the availability answer gave the chosen rooms", () => {
  const rates = new Map([
    [1, { deposit_rule: firstNight }],
    [2, { deposit_rule: { kind: "none" } as DepositRule }],
    [3, {}],
  ]);

  it("is the chosen type's rule", () => {
    expect(chosenDepositRule({ rooms: [{ adults: 2, children: 0, selectedRoomId: 1 }] }, rates)).toEqual(firstNight);
  });

  it("is none for a type answered without one, 'none', or while no room is chosen", () => {
    expect(chosenDepositRule({ rooms: [{ adults: 2, children: 0, selectedRoomId: 2 }] }, rates)).toBeNull();
    expect(chosenDepositRule({ rooms: [{ adults: 2, children: 0, selectedRoomId: 3 }] }, rates)).toBeNull();
    expect(chosenDepositRule({ rooms: [{ adults: 2, children: 0, selectedRoomId: null }] }, rates)).toBeNull();
  });
});
