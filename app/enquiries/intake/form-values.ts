import { turnstileFieldName } from "~/components/turnstile-widget";
import { composePhone, countryCodeFieldName } from "~/domain/phone-numbers";
import { idempotencyFieldName } from "~/domain/idempotency-key";

/** Phone fields whose country code a form without JavaScript posts separately. */
const phoneFieldNames = ["phone", "mobile"];

/**
 * The guest's fields from a posted form, without the bookkeeping inputs (key, Turnstile token).
 * A phone's country-code select and its number become one phone string, as the hydrated form
 * sends it.
 */
export function formFields(formData: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of formData) {
    if (name === idempotencyFieldName || name === turnstileFieldName || typeof value !== "string") continue;
    values[name] = value;
  }
  for (const name of phoneFieldNames) {
    const code = values[countryCodeFieldName(name)];
    if (code === undefined) continue;
    delete values[countryCodeFieldName(name)];
    if (values[name] !== undefined) values[name] = composePhone(code, values[name]);
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
