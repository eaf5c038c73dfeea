/**
 * Turns zod issues into the `fields` map of the API's error envelope (product-rules.md: Bad input):
 * one message per field, keyed by dotted path ("bookings.0.adults"), the first issue winning
 * because schemas list the most basic problem (missing, wrong type) first.
 */
import type { z } from "zod";

export type FieldErrors = Record<string, string>;

/** Key for problems with the body as a whole (not a JSON object at all). */
export const bodyFieldKey = "body";
export const unknownFieldMessage = "Unknown field";

function dotted(path: readonly PropertyKey[]): string {
  return path.map(String).join(".");
}

export function issuesToFieldErrors(error: { issues: readonly z.core.$ZodIssue[] }): FieldErrors {
  const fields: FieldErrors = {};
  const add = (key: string, message: string) => {
    if (!(key in fields)) fields[key] = message;
  };
  for (const issue of error.issues) {
    if (issue.code === "unrecognized_keys") {
      // Name each refused key, so the client sees which field it should not send.
      for (const key of issue.keys) add(dotted([...issue.path, key]), unknownFieldMessage);
    } else {
      add(dotted(issue.path) || bodyFieldKey, issue.message);
    }
  }
  return fields;
}

/** The field errors of checking `input` against `schema`: none when it passes. */
export function fieldErrorsOf(schema: z.ZodType, input: unknown): FieldErrors {
  const result = schema.safeParse(input);
  return result.success ? {} : issuesToFieldErrors(result.error);
}
