import { describe, expect, it } from "vitest";
import { depositStatus } from "./deposit-status";
import { awaitingDeposit, dueDeposit } from "./deposit-test-support";

const facts = { restPaise: 945_000, live: true, returned: null };

describe("the deposit on the guest's page (product-rules.md: Deposits)", () => {
  it("owed: the amount, the deadline and the link to pay it", () => {
    expect(depositStatus({ ...facts, deposit: awaitingDeposit })).toEqual(dueDeposit);
  });

  it("paid in part: what is left of it", () => {
    const partly = { ...awaitingDeposit, state: "partially_paid" as const, paidPaise: 200_000 };
    expect(depositStatus({ ...facts, deposit: partly })).toMatchObject({ kind: "due", paidPaise: 200_000, leftPaise: 272_500 });
  });

  it("owed with no link yet: it is being prepared", () => {
    expect(depositStatus({ ...facts, deposit: { ...awaitingDeposit, payUrl: null } })).toEqual({
      kind: "preparing",
      amountPaise: 472_500,
      dueAt: "2027-03-09T12:30:00.000Z",
    });
  });

  it("paid: what was received, and the rest at the hotel", () => {
    const paid = { ...awaitingDeposit, state: "paid" as const, paidPaise: 472_500, payUrl: null, paidAt: "2027-03-01T05:00:00.000Z" };
    expect(depositStatus({ ...facts, deposit: paid })).toEqual({ kind: "paid", amountPaise: 472_500, restPaise: 945_000 });
  });

  it("back from the payment page: paid only when the verified return recorded it, else checking", () => {
    expect(depositStatus({ ...facts, deposit: awaitingDeposit, returned: "paid" })).toMatchObject({ kind: "paid" });
    expect(depositStatus({ ...facts, deposit: awaitingDeposit, returned: "checking" })).toEqual({ kind: "checking" });
    // A forged return changes nothing, and still never says "paid".
    expect(depositStatus({ ...facts, deposit: awaitingDeposit, returned: "refused" })).toEqual({ kind: "checking" });
  });

  it("a webhook that came first has already made it paid, whatever the return says", () => {
    const paid = { ...awaitingDeposit, state: "paid" as const, paidPaise: 472_500, payUrl: null };
    expect(depositStatus({ ...facts, deposit: paid, returned: "checking" })).toMatchObject({ kind: "paid" });
  });

  it("lapsed, and refunded", () => {
    expect(depositStatus({ ...facts, deposit: { ...awaitingDeposit, state: "lapsed", payUrl: null } })).toEqual({ kind: "lapsed" });
    const refunded = { ...awaitingDeposit, state: "cancelled" as const, paidPaise: 472_500, refundedPaise: 472_500, payUrl: null };
    expect(depositStatus({ ...facts, deposit: refunded, live: false })).toEqual({ kind: "refunded", refundedPaise: 472_500 });
  });

  it("says nothing without a deposit, or of one closed unpaid with its booking", () => {
    expect(depositStatus({ ...facts, deposit: null })).toBeNull();
    expect(depositStatus({ ...facts, deposit: { ...awaitingDeposit, state: "cancelled", payUrl: null } })).toBeNull();
    // A booking no longer holding its rooms never shows a Pay button.
    expect(depositStatus({ ...facts, deposit: awaitingDeposit, live: false })).toBeNull();
  });
});
