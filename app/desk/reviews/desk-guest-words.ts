import type { FieldErrors } from "~/domain/field-errors";
import type { GuestWords } from "~/domain/guest-words";
import type { StaffIdentity } from "../bookings/desk-services";

export type GuestWordsChange =
  | { action: "add-review"; fields: Record<string, string> }
  | { action: "add-post"; fields: Record<string, string> }
  | { action: "edit-review" | "edit-post"; id: number; fields: Record<string, string> }
  | { action: "up" | "down" | "remove"; id: number };

export type GuestWordsOutcome = { ok: true; replayed: boolean } | { ok: false; status: 400 | 404; message: string; fields?: FieldErrors };

/**
 * Reviews and social posts on the desk (product-rules.md: Reviews and social posts); kept by the
 * website in both modes.
 */
export interface DeskGuestWords {
  list(): Promise<GuestWords>;
  change(request: { change: GuestWordsChange; requestKey: string; staff: StaffIdentity; now: Date }): Promise<GuestWordsOutcome>;
}
