import { describe, expect, it } from "vitest";
import type { DepositView } from "~/payments/deposit-services";
import { depositStatus } from "./deposit-status";

/** A ₹4,725 first-night deposit due 9 March, 6:00 PM hotel time, its link made. */
const awaiting: DepositView = {
  state: "awaiting",
  amountPaise: 472_500,
  paidPaise: 0,
  refundedPaise: 0,
  dueAt: "2027-03-09T12:30:00.000Z",
  payUrl: "https://rzp.io/rzp/AbCd123",
  paidAt: null,
  ruleText: "first_night",
};
const facts = { restPaise: 945_000, live: true, returned: null };

describe("the deposit on the guest's page (product-rules.md: Deposits)", () => {
  it("owed: the amount, the deadline and the link to pay it", () => {
    expect(depositStatus({ ...facts, deposit: awaiting })).toEqual({
      kind: "due",
      amountPaise: 472_500,
      paidPaise: 0,
      leftPaise: 472_500,
      restPaise: 945_000,
      dueAt: "2027-03-09T12:30:00.000Z",
      payUrl: "https://rzp.io/rzp/AbCd123",
    });
  });

  it("paid in part: what is left of it", () => {
    const partly = { ...awaiting, state: "partially_paid" as const, paidPaise: 200_000 };
    expect(depositStatus({ ...facts, deposit: partly })).toMatchObject({ kind: "due", paidPaise: 200_000, leftPaise: 272_500 });
  });

  it("owed with no link yet: it is being prepared", () => {
    expect(depositStatus({ ...facts, deposit: { ...awaiting, payUrl: null } })).toEqual({
      kind: "preparing",
      amountPaise: 472_500,
      dueAt: "2027-03-09T12:30:00.000Z",
    });
  });

  it("paid: what was received, and the rest at the hotel", () => {
    const paid = { ...awaiting, state: "paid" as const, paidPaise: 472_500, payUrl: null, paidAt: "2027-03-01T05:00:00.000Z" };
    expect(depositStatus({ ...facts, deposit: paid })).toEqual({ kind: "paid", amountPaise: 472_500, restPaise: 945_000 });
  });

  it("back from the payment page: paid only when the verified return recorded it, else checking", () => {
    expect(depositStatus({ ...facts, deposit: awaiting, returned: "paid" })).toMatchObject({ kind: "paid" });
    expect(depositStatus({ ...facts, deposit: awaiting, returned: "checking" })).toEqual({ kind: "checking" });
    // A forged return changes nothing, and still never says "paid".
    expect(depositStatus({ ...facts, deposit: awaiting, returned: "refused" })).toEqual({ kind: "checking" });
  });

  it("a webhook that came first has already made it paid, whatever the return says", () => {
    const paid = { ...awaiting, state: "paid" as const, paidPaise: 472_500, payUrl: null };
    expect(depositStatus({ ...facts, deposit: paid, returned: "checking" })).toMatchObject({ kind: "paid" });
  });

  it("lapsed, and refunded", () => {
    expect(depositStatus({ ...facts, deposit: { ...awaiting, state: "lapsed", payUrl: null } })).toEqual({ kind: "lapsed" });
    const refunded = { ...awaiting, state: "cancelled" as const, paidPaise: 472_500, refundedPaise: 472_500, payUrl: null };
    expect(depositStatus({ ...facts, deposit: refunded, live: false })).toEqual({ kind: "refunded", refundedPaise: 472_500 });
  });

  it("says nothing without a deposit, or of one closed unpaid with its booking", () => {
    expect(depositStatus({ ...facts, deposit: null })).toBeNull();
    expect(depositStatus({ ...facts, deposit: { ...awaiting, state: "cancelled", payUrl: null } })).toBeNull();
    // A booking no longer holding its rooms never shows a Pay button.
    expect(depositStatus({ ...facts, deposit: awaiting, live: false })).toBeNull();
  });
});
