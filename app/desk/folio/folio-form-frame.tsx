import type { ReactNode } from "react";
import { Form } from "react-router";
import type { DeskFormFailure } from "~/desk/desk-form-post";

/**
 * What one of the folio page's forms shows: after its own refusal, what was typed and each
 * field's message; otherwise its defaults. `key` changes with a refusal, so the form's fields
 * take the values sent back rather than keeping what React last rendered.
 */
export function folioFormState(failure: DeskFormFailure | undefined, form: string, defaults: Record<string, string> = {}) {
  const mine = failure?.form === form ? failure : undefined;
  const values = mine ? mine.values : defaults;
  const errors = mine ? mine.fields : {};
  /** The form's ids, apart from every other form's on the page. */
  const idPrefix = form.replace(/[^a-z0-9_]+/gi, "-");
  return {
    values,
    errors,
    key: mine ? `${form}:${JSON.stringify(mine.values)}` : `${form}:new`,
    refused: mine !== undefined,
    idPrefix,
    /** What every text field of the form takes: its ids, value and message. */
    field: { idPrefix, values, errors },
  };
}

export type FolioFormState = ReturnType<typeof folioFormState>;

/**
 * One folio form: a plain POST (it works without JavaScript) naming its intent, with its one-time
 * key (the page's key and the form's name: the same form sent twice writes once).
 */
interface FolioFormProps {
  intent: string;
  /** The form's name on the page: its intent, or `void:<line>` for one of many. */
  form: string;
  formKey: string;
  title: string;
  submit: string;
  hidden?: Record<string, string>;
}

export function FolioForm({
  intent,
  form,
  formKey,
  title,
  submit,
  children,
  hidden = {},
}: FolioFormProps & { children: ReactNode }) {
  return (
    <Form method="post" className="rounded-md border border-sand-200 bg-white p-4" aria-label={title}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="request_key" value={`${formKey}:${form}`} />
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <fieldset className="grid min-w-0 gap-3">
        <legend className="font-serif text-lg font-semibold">{title}</legend>
        {children}
      </fieldset>
      <button type="submit" className="btn-primary mt-4">
        {submit}
      </button>
    </Form>
  );
}

/**
 * A folio form with its state: its fields drawn from {@link folioFormState}, and a fresh set of
 * fields (a new key) after each refusal, so they show what was sent back.
 */
export function FolioFormWithState({
  failure,
  defaults,
  className,
  children,
  ...frame
}: FolioFormProps & {
  failure: DeskFormFailure | undefined;
  defaults?: Record<string, string>;
  className?: string;
  children: (state: FolioFormState) => ReactNode;
}) {
  const state = folioFormState(failure, frame.form, defaults);
  return (
    <div key={state.key} className={className}>
      <FolioForm {...frame}>{children(state)}</FolioForm>
    </div>
  );
}
