/**
 * The receipt kept in this browser tab (sessionStorage), so reloading the receipt shows it again
 * instead of an empty checkout a guest might send twice. Nothing is kept beyond the tab's session.
 */
import type { BookingConfirmation } from "~/domain/api-types";
import { isBookingReference } from "~/domain/booking-reference";

const keyFor = (reference: string) => `nrr:booking:${reference}`;

export function saveReceipt(confirmation: BookingConfirmation): void {
  try {
    window.sessionStorage.setItem(keyFor(confirmation.reference), JSON.stringify(confirmation));
  } catch {
    // Private mode or a full storage: the receipt still shows now, only a reload loses it.
  }
}

export function readReceipt(reference: string): BookingConfirmation | null {
  if (!isBookingReference(reference)) return null;
  try {
    const saved = window.sessionStorage.getItem(keyFor(reference));
    if (!saved) return null;
    const parsed: unknown = JSON.parse(saved);
    return typeof parsed === "object" && parsed !== null && "reference" in parsed && parsed.reference === reference
      ? (parsed as BookingConfirmation)
      : null;
  } catch {
    return null;
  }
}

const lastBookingKey = "nrr:booking:last";

/** Remembers which stay and rooms were just booked, so Back or a reload cannot quietly book them twice. */
export function rememberBookedStay(stayKey: string, reference: string): void {
  try {
    window.sessionStorage.setItem(lastBookingKey, JSON.stringify({ stayKey, reference }));
  } catch {
    // Storage unavailable: the server's idempotency still stops a double click (product-rules.md:
    // Idempotency).
  }
}

/** The reference of the booking already sent for exactly this stay and these rooms, if any. */
export function bookedReferenceFor(stayKey: string): string | null {
  try {
    const saved: unknown = JSON.parse(window.sessionStorage.getItem(lastBookingKey) ?? "null");
    if (typeof saved !== "object" || saved === null || !("stayKey" in saved) || !("reference" in saved)) return null;
    return saved.stayKey === stayKey && isBookingReference(saved.reference) ? saved.reference : null;
  } catch {
    return null;
  }
}
