/**
 * The hotel's deposit rule (product-rules.md: Deposits), kept as the hotel setting 'deposits' and
 * changed on the Rates page: checked field by field, saved with its audit row in one batch, once
 * per form. Read fresh by the booking paths, so no page cache or content version is involved. Staff
 * may save it while online deposits are off; it is asked of guests once Razorpay's keys are set.
 */
import type { RouterContextProvider } from "react-router";
import type { DepositPolicy } from "~/domain/deposit-rule";
import type { FieldErrors } from "~/domain/field-errors";
import { type AuditedRequest, alreadyDone } from "~/desk/bookings/desk-audit.server";
import { writeHotelSetting } from "~/desk/hotel/hotel-setting-write.server";
import { staffOf } from "~/desk/desk-context.server";
import { depositsSettingKey, readDepositPolicy } from "~/payments/deposit-policy.server";
import { depositsOffReason } from "~/payments/razorpay-config.server";
import { parseDepositPolicyForm } from "./deposit-forms";
import { depositMessages } from "./deposit-messages";

export type DepositPolicyOutcome = { ok: true; replayed: boolean } | { ok: false; status: 400; message: string; fields: FieldErrors };

export async function saveDepositPolicySetting(db: D1Database, request: AuditedRequest & { fields: Record<string, string> }): Promise<DepositPolicyOutcome> {
  if (await alreadyDone(db, request.requestKey)) return { ok: true, replayed: true };
  const parsed = parseDepositPolicyForm(request.fields);
  if (!parsed.ok) return { ok: false, status: 400, message: depositMessages.checkFields, fields: parsed.fields };
  const before = await readDepositPolicy(db);
  await writeHotelSetting(db, request, { key: depositsSettingKey, action: "deposits", before, after: parsed.value });
  return { ok: true, replayed: false };
}

/** What the Rates page shows of deposits: the saved rule, and why online payment is off (null: on). */
export async function depositPolicyView(context: Readonly<RouterContextProvider>): Promise<{ policy: DepositPolicy; off: string | null }> {
  const { env } = staffOf(context);
  return { policy: await readDepositPolicy(env.DB), off: depositsOffReason(env) };
}
