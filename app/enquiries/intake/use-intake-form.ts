import { useLayoutEffect, useRef, useState } from "react";
import { useActionData } from "react-router";
import type { z } from "zod";
import { useAppForm } from "~/components/form/app-form";
import { typedSince, valuesOnPage } from "~/components/form/values-on-page";
import type { IsoDate } from "~/content/hotel";
import { issuesToFieldErrors } from "~/domain/field-errors";
import { todayInHotel } from "~/domain/hotel-date";
import { useIdempotencyKey } from "./use-idempotency-key";
import { type FormAnswer, type FormMessages, isFormAnswer, networkErrorAnswer } from "./form-answer";
import { stringValues } from "./form-values";
import { useFormPost } from "./use-form-post";

export type FormValues = Record<string, string | boolean>;

export type SchemaLoader<Schema extends z.ZodType> = () => Promise<(today: IsoDate) => Schema>;

export interface IntakeFormOptions<Values extends FormValues, Schema extends z.ZodType> {
  /** Which form this is; matches the action's answer to the right form. */
  form: string;
  defaultValues: Values;
  /**
   * Loads the shared schema (in "form" mode, for a given day). Loaded on the form's first focus,
   * not with the page: zod stays off the first paint, and the server checks everything anyway.
   */
  schema: SchemaLoader<Schema>;
  messages: FormMessages;
  /** The event form stays filled after success, as on the original site; the others clear. */
  keepValuesOnSuccess?: boolean;
  /** Also announce the outcome as a toast (the original site's toast forms). */
  toasts?: boolean;
  onAnswer?: (answer: FormAnswer) => void;
  /** Answer in the browser instead of posting (a step that only checks, like /joinNow's Continue). */
  localSubmit?: (checked: z.output<Schema>, fields: Record<string, string>) => FormAnswer;
}

export function focusFirstInvalid(form: HTMLFormElement | null) {
  // After React has painted the messages, so the field's description includes its error.
  requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}

// A server answer's strings back into the form's value types (checkboxes are booleans).
function restoreValues<Values extends FormValues>(defaults: Values, posted: Record<string, string>): Values {
  const restored: FormValues = { ...defaults };
  for (const [name, fallback] of Object.entries(defaults)) {
    if (typeof fallback === "boolean") restored[name] = posted[name] === "on";
    else if (name in posted) restored[name] = posted[name];
  }
  return restored as Values;
}

function today(): IsoDate {
  return todayInHotel(new Date());
}

/**
 * One guest form: a React Router form that posts to the route action without JavaScript, and once
 * hydrated checks with the shared schema and posts to the same action through a fetcher, with one
 * idempotency key per attempt and no double submission (the button is disabled while TanStack Form
 * is submitting).
 */
export function useIntakeForm<Values extends FormValues, Schema extends z.ZodType>(
  options: IntakeFormOptions<Values, Schema>,
) {
  const { form: formName, defaultValues, schema, messages } = options;
  const actionData = useActionData();
  const serverAnswer = isFormAnswer(actionData) && actionData.form === formName ? actionData : null;
  const [clientAnswer, setClientAnswer] = useState<FormAnswer | null>(null);
  const answer = clientAnswer ?? serverAnswer;
  const idempotency = useIdempotencyKey(formName);
  const formRef = useRef<HTMLFormElement>(null);
  const schemaPromise = useRef<Promise<(today: IsoDate) => Schema> | null>(null);
  // What was sent when the connection dropped: resending the same fields reuses the key (the
  // server may have stored them); changed fields are a new attempt with a new key.
  const unansweredFields = useRef<string | null>(null);

  function loadSchema() {
    schemaPromise.current ??= schema().catch((error: unknown) => {
      schemaPromise.current = null; // try again next time (a dropped connection)
      throw error;
    });
    return schemaPromise.current;
  }

  function settle(next: FormAnswer) {
    setClientAnswer(next);
    // A definite answer ends the attempt; after a dropped connection the retry keeps the key so
    // the server can recognise it.
    unansweredFields.current = next.outcome === "network-error" ? JSON.stringify(next.values) : null;
    if (next.outcome !== "network-error") idempotency.renew();
    if (next.outcome === "success" && !options.keepValuesOnSuccess) form.reset(defaultValues);
    if (next.outcome === "invalid") focusFirstInvalid(formRef.current);
    if (options.toasts) {
      // Loaded when first needed: most forms show their outcome in place and never toast.
      void import("sonner").then(({ toast }) => {
        if (next.outcome === "success") toast.success(next.message);
        else toast.error(next.message, next.detail ? { description: next.detail } : undefined);
      });
    }
    options.onAnswer?.(next);
  }

  const post = useFormPost(formName, messages);

  const [startValues] = useState(
    () =>
      valuesOnPage(idempotency.inputProps.id, defaultValues) ??
      (serverAnswer ? restoreValues(defaultValues, serverAnswer.values) : defaultValues),
  );
  const form = useAppForm({
    defaultValues: startValues,
    validators: {
      onSubmitAsync: async ({ value }) => {
        // Without the schema (it failed to load) the server still checks every field.
        const make = await loadSchema().catch(() => null);
        const checked = make?.(today()).safeParse(value);
        return !checked || checked.success ? undefined : { fields: issuesToFieldErrors(checked.error) };
      },
    },
    onSubmitInvalid: () => focusFirstInvalid(formRef.current),
    onSubmit: async ({ value }) => {
      const fields = stringValues(value);
      const make = await loadSchema().catch(() => null);
      if (!make) {
        settle(networkErrorAnswer(formName, messages, fields));
        return;
      }
      const checked = make(today()).safeParse(value);
      if (!checked.success) return;
      if (options.localSubmit) {
        settle(options.localSubmit(checked.data, fields));
        return;
      }
      const changed = unansweredFields.current !== null && unansweredFields.current !== JSON.stringify(fields);
      const idempotencyKey = changed ? idempotency.renew() : idempotency.key;
      settle(formRef.current ? await post(formRef.current, idempotencyKey, fields) : networkErrorAnswer(formName, messages, fields));
    },
  });

  // What was typed while React was still taking the form over, once its fields are React's.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the page the form opened on.
  useLayoutEffect(() => {
    for (const [name, value] of typedSince(idempotency.inputProps.id, form.state.values)) {
      form.setFieldValue(name as never, value as never);
    }
  }, []);

  /**
   * Every press checks the whole form again and moves focus to the first problem. TanStack stops
   * before the form-level check while any field still holds the last check's message, so those
   * are cleared first (the check puts back whatever is still wrong).
   */
  function submit() {
    const names = Object.keys(form.state.fieldMeta) as (keyof typeof form.state.fieldMeta)[];
    for (const name of names) {
      form.setFieldMeta(name, (meta) => ({ ...meta, errorMap: { ...meta.errorMap, onSubmit: undefined } }));
    }
    return form.handleSubmit();
  }

  return {
    form,
    submit,
    answer,
    formRef,
    idempotency,
    formName,
    toasts: options.toasts === true,
    /** Start loading the schema early (the frame calls it on first focus). */
    prepare: () => {
      loadSchema().catch(() => {});
    },
  };
}

export type IntakeForm = ReturnType<typeof useIntakeForm>;
