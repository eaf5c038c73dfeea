import type { FieldErrors } from "~/domain/field-errors";

export type RoomWordsOutcome = { ok: true; replayed: boolean } | { ok: false; status: 400 | 404; message: string; fields?: FieldErrors };
