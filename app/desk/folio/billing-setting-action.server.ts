/**
 * How the hotel bills (product-rules.md: The folio and the tax invoice): whether it is "specified
 * premises" (it supplied a room above ₹7,500 a night in the previous financial year, or declared
 * itself so), which puts restaurant and room service at 18% instead of 5% without input credit.
 * Changed on the Hotel details page: audited, once per form.
 */
import { data, redirect, type RouterContextProvider } from "react-router";
import type { AuditedRequest } from "~/desk/bookings/desk-audit.server";
import { alreadyDone } from "~/desk/bookings/desk-audit.server";
import { writeHotelSetting } from "~/desk/hotel/hotel-setting-write.server";
import { staffOf } from "~/desk/desk-context.server";
import type { SettingsFailure } from "~/desk/hotel/desk-settings.server";
import { readBillingSettings } from "./billing-settings.server";

export const billingSettingMessage = "Choose whether the hotel is specified premises.";

/** The form's field: "yes" or "no" (a checkbox sends "yes" when ticked and nothing when not). */
export function parseSpecifiedPremises(typed: string): boolean | null {
  if (typed === "yes" || typed === "on" || typed === "true") return true;
  if (typed === "" || typed === "no" || typed === "false") return false;
  return null;
}

export type BillingSettingOutcome = { ok: true; replayed: boolean } | { ok: false; status: 400; message: string };

export async function saveBillingSettings(db: D1Database, request: AuditedRequest & { typed: string }): Promise<BillingSettingOutcome> {
  if (await alreadyDone(db, request.requestKey)) return { ok: true, replayed: true };
  const specifiedPremises = parseSpecifiedPremises(request.typed.trim());
  if (specifiedPremises === null) return { ok: false, status: 400, message: billingSettingMessage };
  const before = await readBillingSettings(db);
  await writeHotelSetting(db, request, { key: "billing", action: "billing", before, after: { specifiedPremises } });
  return { ok: true, replayed: false };
}

/**
 * The Hotel details page's billing form (field `specified_premises`): saved once per form and back
 * to the page with `?done=billing`, or refused (400) as the page's other forms are, naming the field.
 */
export async function billingSettingAction(context: Readonly<RouterContextProvider>, fields: Record<string, string>) {
  const { staff, env, now } = staffOf(context);
  const requestKey = (fields.request_key ?? "").slice(0, 200);
  const refuse = (error: string, errors: Record<string, string> = {}) =>
    data<SettingsFailure>({ form: "billing", error, fields: errors, values: fields }, { status: 400 });
  if (requestKey === "") return refuse("This form was incomplete. Reload the page and try again.");
  const outcome = await saveBillingSettings(env.DB, { staff, now, requestKey, typed: fields.specified_premises ?? "" });
  if (!outcome.ok) return refuse("Please check the highlighted fields.", { specified_premises: outcome.message });
  return redirect("/admin/hotel?done=billing", 303);
}
