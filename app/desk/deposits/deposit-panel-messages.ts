/**
 * The desk's words for a booking's online deposit (product-rules.md: Deposits): its state, the
 * refund-by-hand form's refusals and what the page says after it. English only: the desk is in
 * English.
 */
import { depositRuleFromText } from "~/domain/deposit-rule";
import { formatRupees } from "~/domain/money";
import type { DepositState } from "~/payments/deposit-services";
import { depositRuleWords } from "../rates/deposit-messages";

export const depositStateWords: Record<DepositState, string> = {
  awaiting: "Awaiting payment",
  partially_paid: "Paid in part",
  paid: "Paid",
  lapsed: "Lapsed: not paid in time",
  cancelled: "Cancelled",
};

export const refundLimits = { reasonLength: 200 } as const;

export const depositPanelMessages = {
  noBooking: "No booking with that reference.",
  noDeposit: "This booking was not asked for an online deposit.",
  upstream: "Deposits are kept in the hotel's own system.",
  checkFields: "Please check the highlighted fields.",
  nothingToRefund: "Nothing paid online for this deposit is left to refund.",
  amountRequired: "Enter the amount in rupees, for example 1,250.50",
  amountFormat: "Enter the amount in rupees, for example 1,250.50",
  amountPaise: "Give at most two digits after the point (paise)",
  amountZero: "The amount must be at least ₹0.01",
  reason: "Give the reason, in at most 200 characters",
  refunded: "Refund sent through Razorpay. It is on the folio; the guest's bank shows it in 5–7 working days.",
  linkPending: "The payment link is being made; it is tried again every few minutes.",
  refundOff: "Refunds through Razorpay need online deposits on; give the money back at the counter and record it on the folio.",
} as const;

/** The refusal of an amount above what can be given back, naming the most. */
export function refundTooLarge(refundablePaise: number): string {
  return `At most ${formatRupees(refundablePaise)} can be refunded: what was paid less what was already refunded.`;
}

/** The rule a deposit was asked under, in words: "30% of the stay"; the stored text when unreadable. */
export function askedRuleWords(ruleText: string): string {
  const rule = depositRuleFromText(ruleText);
  return rule ? depositRuleWords(rule) : ruleText;
}
