/**
 * Whether `value` is one of a fixed list's entries (a status, a source, a form's intent), as a type
 * guard: what a request, a form or a stored row carries is checked against the list the types come from.
 */
export function isOneOf<const Entries extends readonly string[]>(entries: Entries, value: unknown): value is Entries[number] {
  return typeof value === "string" && (entries as readonly string[]).includes(value);
}
