/**
 * A desk form's outcome (product-rules.md: Bad input): what the form means once its schema passed,
 * or one message per field to show beside each, so every desk page answers a form the same way.
 */
import type { z } from "zod";
import { type FieldErrors, issuesToFieldErrors } from "./field-errors";
import { namedFields } from "./schema-fields";

export type FormResult<T> = { ok: true; value: T } | { ok: false; fields: FieldErrors };

/** `input` checked against `schema`, then `toValue` of what the schema gives. */
export function formResult<S extends z.ZodType, T>(schema: S, input: unknown, toValue: (form: z.output<S>) => T): FormResult<T> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) return { ok: false, fields: issuesToFieldErrors(parsed.error) };
  return { ok: true, value: toValue(parsed.data) };
}

/** `formResult` of exactly the schema's own fields of a post ("" for any not posted, anything else dropped). */
export function ownFieldsResult<S extends z.ZodObject, T>(
  schema: S,
  fields: Record<string, string>,
  toValue: (form: z.output<S>) => T,
): FormResult<T> {
  return formResult(schema, namedFields(fields, Object.keys(schema.shape)), toValue);
}
