/**
 * A booking's status moves on the desk (product-rules.md: The front desk): the booking, its audit
 * row and its rooms change in one batch, once per form, and only from the status the page showed.
 */
import type { IsoDate } from "~/content/hotel";
import { type BookingStatus, type DeskActionKey, deskActionByKey, moveProblem, releasesRooms } from "~/domain/booking-status";
import { compareDates, laterDate, todayInHotel } from "~/domain/hotel-date";
import type { MoveOutcome, MoveRequest, StaffIdentity } from "~/desk/bookings/desk-services";
import { auditedStatus } from "./desk-audit.server";

/** Told of each move that took effect (not of a replayed form): where a move's e-mail is written. */
export type AfterMove = (reference: string, action: DeskActionKey, staff: StaffIdentity) => Promise<void>;

/** A move's key already used for another booking (or another kind of change): nothing is moved. */
const keyUsedElsewhere: MoveOutcome = {
  ok: false,
  status: 422,
  message: "This form was already used for another booking, so nothing was changed. Reload the page and try again.",
};

/** The first night a booking's rooms stop holding after a move to `status`, or null to keep them. */
export function releaseFrom(status: BookingStatus, stay: { checkIn: IsoDate; checkOut: IsoDate }, today: IsoDate) {
  if (!releasesRooms(status)) return null;
  if (status === "checked_out") return compareDates(today, stay.checkOut) < 0 ? today : null;
  return laterDate(today, stay.checkIn);
}

type Replay = { action: string; after_state: string | null; subject: string; subject_key: string };

/** The audit row a form's key already wrote, or null when the form is new. */
function replayOf(db: D1Database, requestKey: string): Promise<Replay | null> {
  return db
    .prepare("SELECT action, after_state, subject, subject_key FROM desk_audit WHERE request_key = ?")
    .bind(requestKey)
    .first<Replay>();
}

/** The first answer again, but only to the booking the key was first used for. */
function replayAnswer(replay: Replay, request: MoveRequest, to: BookingStatus): MoveOutcome {
  if (replay.subject !== "booking" || replay.subject_key !== request.reference) return keyUsedElsewhere;
  return { ok: true, action: request.action, status: auditedStatus(replay.after_state) ?? to, replayed: true };
}

export async function moveBooking(db: D1Database, afterMove: AfterMove, request: MoveRequest): Promise<MoveOutcome> {
  const action = deskActionByKey(request.action);
  if (!action) return { ok: false, status: 409, message: "The desk does not know that move." };
  const replay = await replayOf(db, request.requestKey);
  if (replay) return replayAnswer(replay, request, action.to);
  const booking = await db
    .prepare("SELECT id, status, status_note, check_in_date, check_out_date FROM bookings WHERE reference = ?")
    .bind(request.reference)
    .first<{ id: number; status: BookingStatus; status_note: string; check_in_date: IsoDate; check_out_date: IsoDate }>();
  if (!booking) return { ok: false, status: 404, message: "There is no booking with that reference." };
  const today = todayInHotel(request.now);
  const stay = { status: booking.status, checkIn: booking.check_in_date, checkOut: booking.check_out_date };
  const problem = moveProblem(action, stay, today);
  if (problem) return { ok: false, status: 409, message: `${problem} The page you used was out of date; here is the booking as it is now.` };
  const at = request.now.toISOString();
  const releasedFrom = releaseFrom(action.to, stay, today);
  const before = { status: booking.status, note: booking.status_note };
  const after = { status: action.to, note: request.note, released_from: releasedFrom };
  try {
    await db.batch([
      // Only from the status this decision was made on: a move made meanwhile wins.
      db
        .prepare("UPDATE bookings SET status = ?, status_changed_at = ?, status_note = ? WHERE id = ? AND status = ?")
        .bind(action.to, at, request.note, booking.id, booking.status),
      // Written only when the booking moved (NULL breaks NOT NULL and rolls the batch back), and at
      // most once per form (request_key is UNIQUE).
      db
        .prepare(
          `INSERT INTO desk_audit (staff_email, at, subject, subject_key, action, before_state, after_state, note, request_key)
           SELECT CASE WHEN changes() = 1 THEN ? END, ?, 'booking', ?, ?, ?, ?, ?, ?`,
        )
        .bind(
          request.staff.email,
          at,
          request.reference,
          action.key,
          JSON.stringify(before),
          JSON.stringify(after),
          request.note,
          request.requestKey,
        ),
      db
        .prepare("UPDATE booking_rooms SET status = ?, released_from = COALESCE(?, released_from) WHERE booking_id = ?")
        .bind(action.to, releasedFrom, booking.id),
    ]);
  } catch (error) {
    // The same form sent twice at once, or another move landed first: answer from what is there now.
    const raced = await replayOf(db, request.requestKey);
    if (raced) return replayAnswer(raced, request, action.to);
    const current = await db.prepare("SELECT status FROM bookings WHERE id = ?").bind(booking.id).first<{ status: BookingStatus }>();
    if (current && current.status !== booking.status) {
      return { ok: false, status: 409, message: "Someone else changed this booking a moment ago; here it is as it is now." };
    }
    throw error;
  }
  await afterMove(request.reference, action.key, request.staff);
  return { ok: true, action: action.key, status: action.to, replayed: false };
}
