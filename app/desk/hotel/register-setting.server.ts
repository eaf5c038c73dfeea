/**
 * The keeping period of the guest register (product-rules.md: Guest registration), kept as the
 * hotel setting 'register' and changed on the Hotel details page: audited, once per form. Read only
 * by the desk and the Cron job, so no page cache or content version is involved.
 */
import { data, redirect, type RouterContextProvider } from "react-router";
import type { FieldErrors } from "~/domain/field-errors";
import { keepYearsMessage, keepYearsOf, parseKeepYears } from "~/domain/register-keeping";
import type { AuditedRequest } from "~/desk/bookings/desk-audit.server";
import { alreadyDone } from "~/desk/bookings/desk-audit.server";
import { writeHotelSetting } from "~/desk/hotel/hotel-setting-write.server";
import { staffOf } from "~/desk/desk-context.server";
import type { SettingsFailure } from "./desk-settings.server";

export async function readKeepYears(db: D1Database): Promise<number> {
  const row = await db.prepare("SELECT value FROM hotel_settings WHERE key = 'register'").first<{ value: string }>();
  return keepYearsOf(row?.value ?? null);
}

export type KeepYearsOutcome = { ok: true; replayed: boolean } | { ok: false; status: 400; message: string };

export async function saveKeepYears(db: D1Database, request: AuditedRequest & { typed: string }): Promise<KeepYearsOutcome> {
  if (await alreadyDone(db, request.requestKey)) return { ok: true, replayed: true };
  const years = parseKeepYears(request.typed);
  if (years === null) return { ok: false, status: 400, message: keepYearsMessage };
  const before = await readKeepYears(db);
  await writeHotelSetting(db, request, { key: "register", action: "register", before: { keepYears: before }, after: { keepYears: years } });
  return { ok: true, replayed: false };
}

/**
 * The Hotel details page's keeping-period form: saved once per form and back to the page with
 * `?done=register`, or refused (400) as the page's other forms are, naming the field.
 */
export async function registerSettingAction(context: Readonly<RouterContextProvider>, fields: Record<string, string>) {
  const { staff, env, now } = staffOf(context);
  const requestKey = (fields.request_key ?? "").slice(0, 200);
  const refuse = (error: string, errors: FieldErrors = {}) =>
    data<SettingsFailure>({ form: "register", error, fields: errors, values: fields }, { status: 400 });
  if (requestKey === "") return refuse("This form was incomplete. Reload the page and try again.");
  const outcome = await saveKeepYears(env.DB, { staff, now, requestKey, typed: fields.keep_years ?? "" });
  if (!outcome.ok) return refuse("Please check the highlighted fields.", { keep_years: outcome.message });
  return redirect("/admin/hotel?done=register", 303);
}
