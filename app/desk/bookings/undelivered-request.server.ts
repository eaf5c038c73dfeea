import type { HandEntryOutcome, HandEntryRequest } from "~/desk/bookings/desk-services";
import { alreadyDone } from "./desk-audit.server";

/** A booking request's row in the submissions outbox, as the desk's delivery moves read it. */
export interface BookingSubmission {
  id: number;
  status: string;
  handled_at: string | null;
}

/**
 * The booking request a delivery move ("Entered by hand", "Send again") acts on, or that move's
 * answer without reading further: the same form already done (its replay), or no booking request
 * with that reference. Each move then checks the request's state for itself.
 */
export async function undeliveredRequest(
  db: D1Database,
  request: Pick<HandEntryRequest, "reference" | "requestKey">,
): Promise<{ row: BookingSubmission } | { answer: HandEntryOutcome }> {
  if (await alreadyDone(db, request.requestKey)) return { answer: { ok: true, replayed: true } };
  const row = await db
    .prepare("SELECT id, status, handled_at FROM submissions WHERE reference = ? AND kind = 'booking'")
    .bind(request.reference)
    .first<BookingSubmission>();
  if (!row) return { answer: { ok: false, status: 404, message: "There is no booking request with that reference." } };
  return { row };
}
