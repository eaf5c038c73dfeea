import type { BookingConfirmation } from "~/domain/api-types";
import type { BookingStatus } from "~/domain/booking-status";
import type { GuestCancellation } from "~/domain/guest-cancellation";
import type { DepositView } from "~/payments/deposit-services";

/** A guest's booking as their own page shows it (product-rules.md: The guest's booking page). */
export interface GuestBookingView {
  reference: string;
  /**
   * Where the booking stands. Upstream the hotel's own system decides and the site only knows the
   * request reached it: "requested".
   */
  status: BookingStatus | "requested";
  /** A decline's reason, as staff wrote it for the guest. */
  statusNote: string;
  /** The stay, the guest and every amount, as the receipt showed them. */
  confirmation: BookingConfirmation;
  cancellation: GuestCancellation;
  /**
   * Upstream, the guest's request to cancel has reached the site's outbox (it goes on to the hotel's
   * system, which decides); always false where the site keeps bookings.
   */
  cancellationRequested: boolean;
  /** The deposit asked to hold the rooms, as it stands (product-rules.md: Deposits); null when none was asked. */
  deposit: DepositView | null;
  mode: "embedded" | "upstream";
}

export type LookupOutcome =
  | { ok: true; path: string }
  | { ok: false; status: 400 | 403 | 404 | 429 | 503; message: string };

export type OpenOutcome = { ok: true; booking: GuestBookingView } | { ok: false; reason: "expired" | "invalid" | "unavailable" };

export type CancelOutcome =
  | { ok: true; replayed: boolean }
  /** 422: the form's key was already used for another booking; nothing changed. */
  | { ok: false; status: 403 | 404 | 409 | 422 | 503; message: string; booking?: GuestBookingView };
