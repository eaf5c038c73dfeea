import type { FieldErrors } from "~/domain/field-errors";

export type SettingsOutcome = { ok: true; replayed: boolean } | { ok: false; status: 400; message: string; fields?: FieldErrors };

/** What changes: the hotel's details, the festive offer or the announcement bar, saved or removed. */
export type SettingsChange =
  | { kind: "details"; fields: Record<string, string> }
  | { kind: "offer"; fields: Record<string, string> }
  | { kind: "banner"; fields: Record<string, string> }
  | { kind: "facilities"; fields: Record<string, string> }
  | { kind: "remove-offer" }
  | { kind: "remove-banner" };
