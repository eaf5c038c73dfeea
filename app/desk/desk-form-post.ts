import { data, redirect } from "react-router";
import type { FieldErrors } from "~/domain/field-errors";
import { deskFormFields } from "./desk-form-fields";

/**
 * A desk page's refusal of one of its forms: which form it was (e.g. `room:<id>`, or "" for the
 * page as a whole), why, the fields at fault and what was sent, so the form shows again as typed.
 */
export interface DeskFormFailure {
  form: string;
  error: string;
  fields: FieldErrors;
  values: Record<string, string>;
}

/**
 * What a desk page's loader gives its forms: the last change's outcome (`?done=`, after the
 * action's redirect) in words, and a fresh seed for each form's one-time key, so the same form sent
 * twice changes nothing twice.
 */
export function deskPageForms(query: URLSearchParams, doneMessages: Record<string, string>) {
  return { done: doneMessages[query.get("done") ?? ""] ?? null, formKey: crypto.randomUUID() };
}

export const incompleteForm = "This form was incomplete. Reload the page and try again.";

/** Why a desk change was refused: the message, the fields at fault and the answer's status. */
interface Refusal {
  message: string;
  fields?: FieldErrors;
  status: number;
}

/**
 * A desk page's posted form with several intents: its text fields, its intent, its one-time key
 * (at most 200 characters), `refuse`, which answers a refused form as a `DeskFormFailure`, and
 * `settle`, which answers a change's outcome: done, POST/redirect/GET to `donePage`; refused, the
 * form again. A form without its key is refused at once (`incomplete`), before anything is read or
 * written.
 */
export async function readDeskForm(request: Request) {
  const fields = deskFormFields(await request.formData());
  const requestKey = (fields.request_key ?? "").slice(0, 200);
  const refuse = (form: string, outcome: Refusal) =>
    data<DeskFormFailure>({ form, error: outcome.message, fields: outcome.fields ?? {}, values: fields }, { status: outcome.status });
  const settle = (outcome: { ok: true } | ({ ok: false } & Refusal), form: string, donePage: string) =>
    outcome.ok ? redirect(donePage, 303) : refuse(form, outcome);
  return {
    fields,
    intent: fields.intent ?? "",
    requestKey,
    refuse,
    settle,
    incomplete: requestKey === "" ? refuse("", { message: incompleteForm, status: 400 }) : null,
  };
}
