/**
 * A booking's online deposit as the desk shows it (product-rules.md: Deposits): what was asked and
 * under which rule, what was paid and refunded, by when, the guest's pay link, and what is left to
 * give back by hand. Null for a booking that was never asked for one: its pages show nothing.
 */
import type { DepositView } from "~/payments/deposit-services";
import { depositRowByReference, readDepositOf } from "~/payments/deposit-store.server";
import { depositsOffReason } from "~/payments/razorpay-config.server";
import { refundableOf } from "~/payments/refund-deposit.server";
import { askedRuleWords } from "./deposit-panel-messages";

export interface DeskDeposit {
  reference: string;
  view: DepositView;
  /** "30% of the stay": the rule it was asked under. */
  ruleWords: string;
  /** What was paid online less what was refunded (or is being): the most a refund by hand can give back. */
  refundablePaise: number;
  /** Why online deposits are off (refunds through Razorpay are then refused); null when on. */
  off: string | null;
}

export async function deskDepositOf(env: Cloudflare.Env, reference: string): Promise<DeskDeposit | null> {
  const row = await depositRowByReference(env.DB, reference);
  const view = row ? await readDepositOf(env.DB, row.booking_id) : null;
  if (!row || !view) return null;
  return {
    reference: row.reference,
    view,
    ruleWords: askedRuleWords(view.ruleText),
    refundablePaise: await refundableOf(env.DB, row.booking_id),
    off: depositsOffReason(env),
  };
}
