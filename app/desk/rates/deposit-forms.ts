/**
 * The desk's deposit forms read from their posted fields (product-rules.md: Deposits): the hotel's
 * default rule with its timing, and a rate period's own rule. Pure, so the page and its tests read
 * a form the same way; every refusal names its field with the message shown beside it.
 */
import type { DepositPolicy, DepositRule } from "~/domain/deposit-rule";
import type { FieldErrors } from "~/domain/field-errors";
import type { FormResult } from "~/domain/form-result";
import { depositKinds, depositLimits, depositMessages as m } from "./deposit-messages";
import { isOneOf } from "~/domain/one-of";

/** A period's rule select: the hotel's default, or one of the rules. */
export const hotelDefault = "default";

/** A whole number typed in a field ("30", " 30 ", "30%" for a percentage), within its limits; else null. */
function wholeIn(typed: string | undefined, limits: { min: number; max: number }, percent = false): number | null {
  const trimmed = (typed ?? "").trim();
  const text = percent ? trimmed.replace(/\s*%$/, "") : trimmed;
  if (!/^\d{1,4}$/.test(text)) return null;
  const value = Number(text);
  return value >= limits.min && value <= limits.max ? value : null;
}

const isKind = (value: string | undefined): value is DepositRule["kind"] => isOneOf(depositKinds, value);

/** A rule from its kind and percentage fields; the percentage is read only for a percentage rule. */
function ruleOf(kind: DepositRule["kind"], typedPercent: string | undefined, errors: FieldErrors, percentField: string): DepositRule | null {
  if (kind !== "percent") return { kind };
  const percent = wholeIn(typedPercent, depositLimits.percent, true);
  if (percent === null) {
    errors[percentField] = m.percent;
    return null;
  }
  return { kind, percent };
}

/**
 * The Rates page's deposit rule: the default rule (`default_rule`, with `default_percent`), the
 * hours a guest has to pay (`pay_within_hours`, 1–168), the latest it may fall before arrival
 * (`latest_days`, 0–30 days) and whether a paid deposit confirms the request (`confirm_on_payment`).
 */
export function parseDepositPolicyForm(fields: Record<string, string>): FormResult<DepositPolicy> {
  const errors: FieldErrors = {};
  const kind = fields.default_rule;
  const defaultRule = isKind(kind) ? ruleOf(kind, fields.default_percent, errors, "default_percent") : null;
  if (!isKind(kind)) errors.default_rule = m.rule;
  const payWithinHours = wholeIn(fields.pay_within_hours, depositLimits.payWithinHours);
  if (payWithinHours === null) errors.pay_within_hours = m.payWithinHours;
  const latestDaysBeforeArrival = wholeIn(fields.latest_days, depositLimits.latestDaysBeforeArrival);
  if (latestDaysBeforeArrival === null) errors.latest_days = m.latestDays;
  if (defaultRule === null || payWithinHours === null || latestDaysBeforeArrival === null) return { ok: false, fields: errors };
  return { ok: true, value: { defaultRule, payWithinHours, latestDaysBeforeArrival, confirmOnPayment: fields.confirm_on_payment === "yes" } };
}

/** The policy as its form's fields, for filling the form with what is saved. */
export function depositPolicyValues(policy: DepositPolicy): Record<string, string> {
  return {
    default_rule: policy.defaultRule.kind,
    default_percent: policy.defaultRule.kind === "percent" ? String(policy.defaultRule.percent) : "",
    pay_within_hours: String(policy.payWithinHours),
    latest_days: String(policy.latestDaysBeforeArrival),
    confirm_on_payment: policy.confirmOnPayment ? "yes" : "",
  };
}

/**
 * A rate period's deposit: `deposit_rule` is "default" (null: the hotel's default applies on its
 * nights) or a rule, with `deposit_percent` for a percentage. A form sent without the field (an
 * older page still open) keeps the hotel's default.
 */
export function parsePeriodDeposit(fields: Record<string, string>): FormResult<DepositRule | null> {
  const kind = fields.deposit_rule ?? hotelDefault;
  if (kind === hotelDefault || kind === "") return { ok: true, value: null };
  if (!isKind(kind)) return { ok: false, fields: { deposit_rule: m.periodRule } };
  const errors: FieldErrors = {};
  const rule = ruleOf(kind, fields.deposit_percent, errors, "deposit_percent");
  return rule ? { ok: true, value: rule } : { ok: false, fields: errors };
}

/** A period's rule as its form's fields. */
export function periodDepositValues(rule: DepositRule | null): Record<string, string> {
  return {
    deposit_rule: rule?.kind ?? hotelDefault,
    deposit_percent: rule?.kind === "percent" ? String(rule.percent) : "",
  };
}

/** A period's rule as its two columns (rate_periods.deposit_rule, deposit_percent); null is the default. */
export function periodDepositColumns(rule: DepositRule | null): [kind: string | null, percent: number | null] {
  return [rule?.kind ?? null, rule?.kind === "percent" ? rule.percent : null];
}
