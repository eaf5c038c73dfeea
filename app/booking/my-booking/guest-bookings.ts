import type { BookingConfirmation } from "~/domain/api-types";
import type { BookingStatus } from "~/domain/booking-status";
import type { GuestCancellation } from "~/domain/guest-cancellation";
import type { Lang } from "~/i18n/lang";

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

export interface GuestBookings {
  /**
   * A reference and the e-mail or phone booked with → the booking page's signed address (the
   * English page's: a Hindi page leads to its own). An unknown reference and a wrong e-mail or
   * phone get the same answer. Refusals are in `lang`, the page's language (English when absent).
   */
  lookUp(request: { reference: string; contact: string; turnstileToken: string | null; clientIp: string; now: Date; lang?: Lang }): Promise<LookupOutcome>;
  /** The booking behind a signed link. */
  open(request: { reference: string; token: string; now: Date }): Promise<OpenOutcome>;
  /**
   * The stay as a calendar file (iCalendar), for a booking that still holds its rooms; its summary
   * and description in `lang` (English when absent).
   */
  calendar(request: { reference: string; token: string; now: Date; pageUrl: string; lang?: Lang }): Promise<{ filename: string; ics: string } | null>;
  /** The guest's own cancellation, before the policy's deadline, once per form; refusals in `lang`. */
  cancel(request: { reference: string; token: string; requestKey: string; clientIp: string; now: Date; lang?: Lang }): Promise<CancelOutcome>;
}
