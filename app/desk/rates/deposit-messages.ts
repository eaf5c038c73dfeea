/**
 * The desk's words for the hotel's deposit rule (product-rules.md: Deposits): what each rule is
 * called, what each field of the rule's forms says when refused, and what the Rates page says about
 * online payment being on or off. English only: the desk is in English.
 */
import { type DepositRule, depositRuleKinds, latestDaysRange, payWithinHoursRange } from "~/domain/deposit-rule";

export const depositLimits = {
  percent: { min: 1, max: 100 },
  payWithinHours: payWithinHoursRange,
  latestDaysBeforeArrival: latestDaysRange,
} as const;

export const depositMessages = {
  rule: "Choose a deposit rule",
  periodRule: "Choose the hotel's default or a deposit rule for this period",
  percent: "Enter a whole percentage from 1 to 100",
  payWithinHours: "Enter the hours a guest has to pay, a whole number from 1 to 168",
  latestDays: "Enter the days before arrival, a whole number from 0 to 30",
  checkFields: "Please check the highlighted fields.",
  saved: "Deposit rule saved. New booking requests use it at once; requests already made keep what they were asked.",
  on: "Online deposits are on: guests pay through Razorpay (UPI, cards, netbanking, wallets).",
} as const;

/** The rule kinds as the selects list them. */
export const depositKinds = depositRuleKinds;

/** What each kind is called in a select. */
export const depositKindWords: Record<DepositRule["kind"], string> = {
  none: "No deposit (pay at the hotel)",
  first_night: "First night",
  percent: "A percentage of the stay",
  full_stay: "The full stay",
};

/** A rule as one short phrase: "No deposit", "First night", "30% of the stay", "Full stay". */
export function depositRuleWords(rule: DepositRule): string {
  switch (rule.kind) {
    case "none":
      return "No deposit";
    case "first_night":
      return "First night";
    case "percent":
      return `${rule.percent}% of the stay`;
    case "full_stay":
      return "Full stay";
  }
}

/** A period's rule on its card: its own, or the hotel's default named with what that is now. */
export function periodDepositWords(rule: DepositRule | null, defaultRule: DepositRule): string {
  return rule === null ? `Hotel's default (${depositRuleWords(defaultRule).toLowerCase()})` : depositRuleWords(rule);
}
