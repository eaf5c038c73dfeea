export type CalendarOutcome =
  | { ok: true; replayed: boolean; nights: number }
  | { ok: false; status: 400 | 404; field?: "from" | "to" | "room"; message: string };
