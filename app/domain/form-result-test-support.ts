/**
 * The desk forms' tests of what a form refuses, written once: each change is refused, on its
 * field, with its message (form-result.ts), one test a change.
 */
import { expect, it } from "vitest";
import type { FormResult } from "./form-result";

/** A change to a form, the field it marks and the message shown there. */
export type Refusal = readonly [change: Readonly<Record<string, string>>, field: string, message: string];

/**
 * `parse` of each change (the caller lays it over a valid form) is refused with `message` on
 * `field`; with `onlyThatField`, no other field is marked.
 */
export function itRefuses(
  title: string,
  parse: (change: Readonly<Record<string, string>>) => FormResult<unknown>,
  refusals: readonly Refusal[],
  { onlyThatField = false } = {},
) {
  it.each(refusals)(title, (change, field, message) => {
    const result = parse(change);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    if (onlyThatField) expect(result.fields).toEqual({ [field]: message });
    else expect(result.fields[field]).toBe(message);
  });
}
