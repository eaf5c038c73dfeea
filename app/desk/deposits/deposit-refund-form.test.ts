import { describe, expect, it } from "vitest";
import { askedRuleWords, depositStateWords, refundTooLarge } from "./deposit-panel-messages";
import { parseDepositRefundForm } from "./deposit-refund-form";

// ₹4,725 paid, ₹1,000 already refunded: ₹3,725 (3,72,500 paise) left to give back.
const refundable = 472_500 - 100_000;
const reason = "Guest moved the stay to next month";

describe("the refund-by-hand form", () => {
  it.each([
    ["0.01", 1],
    ["3,725", 372_500],
    ["₹ 1,250.50", 125_050],
  ])("takes %s as %i paise with its reason", (amount, paise) => {
    expect(parseDepositRefundForm({ amount, reason: `  ${reason} ` }, refundable)).toEqual({ ok: true, value: { amountPaise: paise, reason } });
  });

  it("refuses one paisa more than what was paid less what was refunded, with 422 and the most in words", () => {
    expect(parseDepositRefundForm({ amount: "3,725.01", reason }, refundable)).toEqual({
      ok: false,
      status: 422,
      fields: { amount: "At most ₹3,725 can be refunded: what was paid less what was already refunded." },
    });
    // Too many digits for any amount is also more than was paid.
    expect(parseDepositRefundForm({ amount: "99999999999", reason }, refundable)).toMatchObject({ ok: false, status: 422 });
  });

  it.each([
    ["", "Enter the amount in rupees, for example 1,250.50"],
    ["12 rupees", "Enter the amount in rupees, for example 1,250.50"],
    ["-5", "Enter the amount in rupees, for example 1,250.50"],
    ["10.005", "Give at most two digits after the point (paise)"],
    ["0", "The amount must be at least ₹0.01"],
  ])("refuses the amount %j with 400", (amount, message) => {
    expect(parseDepositRefundForm({ amount, reason }, refundable)).toEqual({ ok: false, status: 400, fields: { amount: message } });
  });

  it("takes a reason of 1 and of 200 characters, and refuses none or 201", () => {
    expect(parseDepositRefundForm({ amount: "1", reason: "x" }, refundable).ok).toBe(true);
    expect(parseDepositRefundForm({ amount: "1", reason: "x".repeat(200) }, refundable).ok).toBe(true);
    const message = { reason: "Give the reason, in at most 200 characters" };
    expect(parseDepositRefundForm({ amount: "1", reason: "   " }, refundable)).toEqual({ ok: false, status: 400, fields: message });
    expect(parseDepositRefundForm({ amount: "1", reason: "x".repeat(201) }, refundable)).toEqual({ ok: false, status: 400, fields: message });
  });

  it("answers 400 when the amount is too large and the reason is missing too", () => {
    expect(parseDepositRefundForm({ amount: "5,000" }, refundable)).toMatchObject({ ok: false, status: 400 });
  });

  it("refuses everything when nothing is left to refund", () => {
    expect(parseDepositRefundForm({ amount: "0.01", reason }, 0)).toEqual({
      ok: false,
      status: 422,
      fields: { amount: "At most ₹0 can be refunded: what was paid less what was already refunded." },
    });
  });
});

describe("a deposit in the desk's words", () => {
  it("names each state and the rule it was asked under", () => {
    expect(depositStateWords.awaiting).toBe("Awaiting payment");
    expect(depositStateWords.lapsed).toBe("Lapsed: not paid in time");
    expect(askedRuleWords("percent:30")).toBe("30% of the stay");
    expect(askedRuleWords("first_night")).toBe("First night");
    expect(askedRuleWords("full_stay")).toBe("Full stay");
    expect(refundTooLarge(123_456)).toBe("At most ₹1,234.56 can be refunded: what was paid less what was already refunded.");
  });
});
