import type { HotelSettings } from "~/content/hotel";
import type { FieldErrors } from "~/domain/field-errors";
import type { StaffIdentity } from "../bookings/desk-services";

export type SettingsOutcome = { ok: true; replayed: boolean } | { ok: false; status: 400; message: string; fields?: FieldErrors };

/** What changes: the hotel's details, the festive offer or the announcement bar, saved or removed. */
export type SettingsChange =
  | { kind: "details"; fields: Record<string, string> }
  | { kind: "offer"; fields: Record<string, string> }
  | { kind: "banner"; fields: Record<string, string> }
  | { kind: "remove-offer" }
  | { kind: "remove-banner" };

/**
 * The hotel's details, offers and announcement bar on the desk (product-rules.md: Hotel details;
 * Offers and the announcement bar). Kept by the website in both modes: the hotel's own system has
 * no place for them.
 */
export interface DeskSettings {
  /** As saved, read fresh (not from any cache). */
  saved(): Promise<HotelSettings>;
  change(request: { change: SettingsChange; requestKey: string; staff: StaffIdentity; now: Date }): Promise<SettingsOutcome>;
}
