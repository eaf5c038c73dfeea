import { describe, expect, it } from "vitest";
import { type DepositPolicy, noDepositPolicy } from "~/domain/deposit-rule";
import {
  depositPolicyValues,
  parseDepositPolicyForm,
  parsePeriodDeposit,
  periodDepositColumns,
  periodDepositValues,
} from "./deposit-forms";
import { depositRuleWords, periodDepositWords } from "./deposit-messages";

const policyFields = (over: Record<string, string> = {}) => ({
  default_rule: "percent",
  default_percent: "30",
  pay_within_hours: "24",
  latest_days: "2",
  confirm_on_payment: "yes",
  ...over,
});

const percentMessage = "Enter a whole percentage from 1 to 100";
const hoursMessage = "Enter the hours a guest has to pay, a whole number from 1 to 168";
const daysMessage = "Enter the days before arrival, a whole number from 0 to 30";

/** A whole-number field of the form, what it takes as typed (read back from the policy) and what it refuses. */
interface NumberField {
  field: string;
  words: string;
  read: (policy: DepositPolicy) => number;
  takes: [typed: string, number: number][];
  refuses: string[];
  message: string;
}

describe("the hotel's deposit rule form", () => {
  it("reads a percentage rule with its timing and the confirm-on-payment choice", () => {
    expect(parseDepositPolicyForm(policyFields())).toEqual({
      ok: true,
      value: { defaultRule: { kind: "percent", percent: 30 }, payWithinHours: 24, latestDaysBeforeArrival: 2, confirmOnPayment: true },
    });
  });

  it("reads each other rule, ignoring a percentage typed beside it, and an unticked box as no", () => {
    for (const kind of ["none", "first_night", "full_stay"] as const) {
      const parsed = parseDepositPolicyForm(policyFields({ default_rule: kind, default_percent: "abc", confirm_on_payment: "" }));
      expect(parsed).toEqual({ ok: true, value: { defaultRule: { kind }, payWithinHours: 24, latestDaysBeforeArrival: 2, confirmOnPayment: false } });
    }
  });

  it.each([
    ["1", 1],
    ["100", 100],
    ["30%", 30],
    [" 45 % ", 45],
  ])("takes %j as a percentage of %i", (typed, percent) => {
    const parsed = parseDepositPolicyForm(policyFields({ default_percent: typed }));
    expect(parsed.ok && parsed.value.defaultRule).toEqual({ kind: "percent", percent });
  });

  it.each(["0", "101", "12.5", "-5", "", "thirty"])("refuses %j as a percentage", (typed) => {
    expect(parseDepositPolicyForm(policyFields({ default_percent: typed }))).toEqual({ ok: false, fields: { default_percent: percentMessage } });
  });

  describe.each<NumberField>([
    {
      field: "pay_within_hours",
      words: "hours to pay",
      read: (policy) => policy.payWithinHours,
      takes: [
        ["1", 1],
        ["168", 168],
      ],
      refuses: ["0", "169", "1.5", ""],
      message: hoursMessage,
    },
    {
      field: "latest_days",
      words: "days before arrival",
      read: (policy) => policy.latestDaysBeforeArrival,
      takes: [
        ["0", 0],
        ["30", 30],
      ],
      refuses: ["31", "-1", "two", ""],
      message: daysMessage,
    },
  ])("its $words", ({ field, read, takes, refuses, message }) => {
    it.each(takes)("takes %s", (typed, number) => {
      const parsed = parseDepositPolicyForm(policyFields({ [field]: typed }));
      expect(parsed.ok && read(parsed.value)).toBe(number);
    });

    it.each(refuses)("refuses %j", (typed) => {
      expect(parseDepositPolicyForm(policyFields({ [field]: typed }))).toEqual({ ok: false, fields: { [field]: message } });
    });
  });

  it("refuses an unknown rule and names every field at fault at once", () => {
    expect(parseDepositPolicyForm({ default_rule: "half", pay_within_hours: "0", latest_days: "99" })).toEqual({
      ok: false,
      fields: { default_rule: "Choose a deposit rule", pay_within_hours: hoursMessage, latest_days: daysMessage },
    });
  });

  it("fills its form with what is saved, and reads that back unchanged", () => {
    const saved = { ...noDepositPolicy, defaultRule: { kind: "percent", percent: 25 } as const, confirmOnPayment: true };
    expect(depositPolicyValues(saved)).toEqual(policyFields({ default_percent: "25" }));
    expect(parseDepositPolicyForm(depositPolicyValues(saved))).toEqual({ ok: true, value: saved });
    expect(parseDepositPolicyForm(depositPolicyValues(noDepositPolicy))).toEqual({ ok: true, value: noDepositPolicy });
  });
});

describe("a rate period's own deposit rule", () => {
  it("is the hotel's default when chosen, left out or blank", () => {
    expect(parsePeriodDeposit({ deposit_rule: "default", deposit_percent: "50" })).toEqual({ ok: true, value: null });
    expect(parsePeriodDeposit({})).toEqual({ ok: true, value: null });
    expect(parsePeriodDeposit({ deposit_rule: "" })).toEqual({ ok: true, value: null });
  });

  it("overrides it with none, the first night, a percentage or the full stay", () => {
    expect(parsePeriodDeposit({ deposit_rule: "none" })).toEqual({ ok: true, value: { kind: "none" } });
    expect(parsePeriodDeposit({ deposit_rule: "first_night" })).toEqual({ ok: true, value: { kind: "first_night" } });
    expect(parsePeriodDeposit({ deposit_rule: "percent", deposit_percent: "30" })).toEqual({ ok: true, value: { kind: "percent", percent: 30 } });
    expect(parsePeriodDeposit({ deposit_rule: "full_stay" })).toEqual({ ok: true, value: { kind: "full_stay" } });
  });

  it("refuses a percentage outside 1–100 and an unknown rule", () => {
    expect(parsePeriodDeposit({ deposit_rule: "percent", deposit_percent: "0" })).toEqual({ ok: false, fields: { deposit_percent: percentMessage } });
    expect(parsePeriodDeposit({ deposit_rule: "percent", deposit_percent: "101" })).toEqual({ ok: false, fields: { deposit_percent: percentMessage } });
    expect(parsePeriodDeposit({ deposit_rule: "half" })).toEqual({
      ok: false,
      fields: { deposit_rule: "Choose the hotel's default or a deposit rule for this period" },
    });
  });

  it("goes to its two columns, the default as NULL", () => {
    expect(periodDepositColumns(null)).toEqual([null, null]);
    expect(periodDepositColumns({ kind: "percent", percent: 30 })).toEqual(["percent", 30]);
    expect(periodDepositColumns({ kind: "first_night" })).toEqual(["first_night", null]);
  });

  it("fills the period form with its rule", () => {
    expect(periodDepositValues(null)).toEqual({ deposit_rule: "default", deposit_percent: "" });
    expect(periodDepositValues({ kind: "percent", percent: 30 })).toEqual({ deposit_rule: "percent", deposit_percent: "30" });
  });
});

describe("a rule in words", () => {
  it("names each rule, and a period on the default with what the default is now", () => {
    expect(depositRuleWords({ kind: "none" })).toBe("No deposit");
    expect(depositRuleWords({ kind: "first_night" })).toBe("First night");
    expect(depositRuleWords({ kind: "percent", percent: 30 })).toBe("30% of the stay");
    expect(depositRuleWords({ kind: "full_stay" })).toBe("Full stay");
    expect(periodDepositWords(null, { kind: "first_night" })).toBe("Hotel's default (first night)");
    expect(periodDepositWords({ kind: "percent", percent: 30 }, { kind: "none" })).toBe("30% of the stay");
  });
});
