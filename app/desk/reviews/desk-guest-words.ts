import type { FieldErrors } from "~/domain/field-errors";

export type GuestWordsChange =
  | { action: "add-review"; fields: Record<string, string> }
  | { action: "add-post"; fields: Record<string, string> }
  | { action: "edit-review" | "edit-post"; id: number; fields: Record<string, string> }
  | { action: "up" | "down" | "remove"; id: number };

export type GuestWordsOutcome = { ok: true; replayed: boolean } | { ok: false; status: 400 | 404; message: string; fields?: FieldErrors };
