import type { FieldErrors } from "~/domain/field-errors";

/**
 * The rates page's refusal of a form: which form it was (`room:<id>`, `period`, or "" for the page
 * as a whole), why, the fields at fault and what was sent, so the form shows again as it was typed.
 */
export interface RatesFailure {
  form: string;
  error: string;
  fields: FieldErrors;
  values: Record<string, string>;
}
