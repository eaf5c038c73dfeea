import type { FieldErrors } from "~/domain/field-errors";
import type { StaffIdentity } from "./bookings/desk-services";

/** What every staff change on a desk settings page (rates, room numbers) carries. */
export interface DeskChangeRequest {
  /** The form's one-time key (product-rules.md: The front desk). */
  requestKey: string;
  staff: StaffIdentity;
  now: Date;
}

/** A change made (or the same key's change answered again), or refused with why and the fields at fault. */
export type DeskChangeOutcome =
  | { ok: true; replayed: boolean }
  | { ok: false; status: 400 | 404 | 409; message: string; fields?: FieldErrors };
