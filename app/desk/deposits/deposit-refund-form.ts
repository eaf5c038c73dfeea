/**
 * The refund-by-hand form read from its posted fields (product-rules.md: Deposits): an amount in
 * rupees as staff type it (1 paisa up to what was paid less what was refunded) and a reason of 1 to
 * 200 characters. Pure, so the page and its tests read the form the same way.
 */
import type { FieldErrors } from "~/domain/field-errors";
import { parseRupees, type RupeesProblem } from "../folio/folio-forms";
import { depositPanelMessages as m, refundLimits, refundTooLarge } from "./deposit-panel-messages";

/** An amount too large for the folio is above what was paid, so it has the over-the-limit message. */
const problemWords: Record<Exclude<RupeesProblem, "tooLarge">, string> = {
  required: m.amountRequired,
  format: m.amountFormat,
  paise: m.amountPaise,
  zero: m.amountZero,
};

export type DepositRefundInput = { amountPaise: number; reason: string };

/**
 * The form's amount and reason, or its refusal: 400 for a field typed wrong, 422 for an amount above
 * `refundablePaise` (well formed, but more than the deposit has left to give back).
 */
export function parseDepositRefundForm(
  fields: Record<string, string>,
  refundablePaise: number,
): { ok: true; value: DepositRefundInput } | { ok: false; status: 400 | 422; fields: FieldErrors } {
  const errors: FieldErrors = {};
  let tooLarge = false;
  const amount = parseRupees(fields.amount ?? "");
  let amountPaise = 0;
  if (amount.ok && amount.paise <= refundablePaise) amountPaise = amount.paise;
  else if (amount.ok || amount.problem === "tooLarge") {
    tooLarge = true;
    errors.amount = refundTooLarge(refundablePaise);
  } else errors.amount = problemWords[amount.problem];
  const reason = (fields.reason ?? "").trim();
  if (reason.length < 1 || reason.length > refundLimits.reasonLength) errors.reason = m.reason;
  if (Object.keys(errors).length > 0) return { ok: false, status: tooLarge && !errors.reason ? 422 : 400, fields: errors };
  return { ok: true, value: { amountPaise, reason } };
}
