import { data, redirect, type RouterContextProvider } from "react-router";
import type { FieldErrors } from "~/domain/field-errors";
import type { SettingsChange } from "~/desk/hotel/desk-settings";
import { staffOf } from "../desk-context.server";
import { deskFormFields } from "../desk-form-fields";
import { createDeskSettings } from "./settings-store.server";

/** The signed-in member of staff and the hotel's settings (kept by the website in both modes). */
export function deskSettingsOf(context: Readonly<RouterContextProvider>) {
  const { staff, env, now } = staffOf(context);
  return { staff, now, settings: createDeskSettings({ db: env.DB, kv: env.CACHE }) };
}

/** What a settings form answers when it refuses: which form, the message, each field's error, what was sent. */
export interface SettingsFailure {
  form: string;
  error: string;
  fields: FieldErrors;
  values: Record<string, string>;
}

/**
 * A settings page's action: the posted `intent` picks the change among those the page offers;
 * success goes back to the page with `?done=<intent>`, a refusal answers 400 with what was sent.
 */
export async function settingsAction(
  context: Readonly<RouterContextProvider>,
  request: Request,
  page: string,
  changeFor: (intent: string, fields: Record<string, string>) => SettingsChange | null,
) {
  const { staff, now, settings } = deskSettingsOf(context);
  const fields = deskFormFields(await request.formData());
  const intent = fields.intent ?? "";
  const requestKey = (fields.request_key ?? "").slice(0, 200);
  const refuse = (error: string, errors: FieldErrors = {}) =>
    data<SettingsFailure>({ form: intent, error, fields: errors, values: fields }, { status: 400 });
  if (requestKey === "") return refuse("This form was incomplete. Reload the page and try again.");
  const change = changeFor(intent, fields);
  if (!change) return refuse("The desk does not know that change.");
  const outcome = await settings.change({ change, requestKey, staff, now });
  if (!outcome.ok) return refuse(outcome.message, outcome.fields);
  return redirect(`${page}?done=${intent}`, 303);
}
