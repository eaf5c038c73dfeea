import { turnstileFieldName } from "../../components/turnstile-widget";
import { idempotencyFieldName } from "../idempotency";

/** The guest's fields from a posted form, without the bookkeeping inputs (key, Turnstile token). */
export function formFields(formData: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of formData) {
    if (name === idempotencyFieldName || name === turnstileFieldName || typeof value !== "string") continue;
    values[name] = value;
  }
  return values;
}

/** Form state (strings and checkbox booleans) as the strings a posted form would send. */
export function stringValues(values: Record<string, unknown>): Record<string, string> {
  const strings: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) {
    if (typeof value === "string") strings[name] = value;
    else if (value === true) strings[name] = "on";
  }
  return strings;
}
