/**
 * A booking's status moves on the desk (product-rules.md: The front desk): the booking, its audit
 * row and its rooms change in one batch, once per form, and only from the status the page showed.
 */
import type { IsoDate } from "~/content/hotel";
import { type BookingStatus, type DeskActionKey, deskActionByKey, moveProblem, releasesRooms } from "~/domain/booking-status";
import { compareDates, laterDate, todayInHotel } from "~/domain/hotel-date";
import type { MoveOutcome, MoveRequest, StaffIdentity } from "~/desk/bookings/desk-services";
import { assignRoomsQuietly } from "../check-in/room-assignment-store.server";
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

/** A move checked and ready to run: the booking as it was read and the move's own statements. */
export interface PreparedMove {
  bookingId: number;
  from: BookingStatus;
  to: BookingStatus;
  today: IsoDate;
  statements: D1PreparedStatement[];
}

/**
 * Checks a move against the booking as it is now and writes its statements (the booking, its audit
 * row, its rooms and the room nights it gives up), or answers at once: a replayed form, an unknown
 * booking or a move the booking cannot make. Check-in adds its own statements to the same batch.
 */
export async function prepareMove(db: D1Database, request: MoveRequest): Promise<{ ready: PreparedMove } | { answer: MoveOutcome }> {
  const action = deskActionByKey(request.action);
  if (!action) return { answer: { ok: false, status: 409, message: "The desk does not know that move." } };
  const replay = await replayOf(db, request.requestKey);
  if (replay) return { answer: replayAnswer(replay, request, action.to) };
  const booking = await db
    .prepare("SELECT id, status, status_note, check_in_date, check_out_date FROM bookings WHERE reference = ?")
    .bind(request.reference)
    .first<{ id: number; status: BookingStatus; status_note: string; check_in_date: IsoDate; check_out_date: IsoDate }>();
  if (!booking) return { answer: { ok: false, status: 404, message: "There is no booking with that reference." } };
  const today = todayInHotel(request.now);
  const stay = { status: booking.status, checkIn: booking.check_in_date, checkOut: booking.check_out_date };
  const problem = moveProblem(action, stay, today);
  if (problem) {
    return { answer: { ok: false, status: 409, message: `${problem} The page you used was out of date; here is the booking as it is now.` } };
  }
  const at = request.now.toISOString();
  const releasedFrom = releaseFrom(action.to, stay, today);
  const before = { status: booking.status, note: booking.status_note };
  const after = { status: action.to, note: request.note, released_from: releasedFrom };
  const statements = [
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
      .bind(request.staff.email, at, request.reference, action.key, JSON.stringify(before), JSON.stringify(after), request.note, request.requestKey),
    db
      .prepare("UPDATE booking_rooms SET status = ?, released_from = COALESCE(?, released_from) WHERE booking_id = ?")
      .bind(action.to, releasedFrom, booking.id),
  ];
  if (releasedFrom !== null) {
    // The rooms by number are free again from the same night, so the next guest can be given them at once.
    statements.push(
      db
        .prepare("DELETE FROM room_unit_nights WHERE night >= ? AND booking_room_id IN (SELECT id FROM booking_rooms WHERE booking_id = ?)")
        .bind(releasedFrom, booking.id),
    );
  }
  return { ready: { bookingId: booking.id, from: booking.status, to: action.to, today, statements } };
}

/**
 * Runs a prepared move and `extra` statements in one batch. When the batch is refused, the answer
 * comes from what is there now: the same form's first answer, someone else's move, or `explain`
 * (a check-in's room taken meanwhile); anything else is a fault and is thrown.
 */
export async function runMove(
  db: D1Database,
  request: MoveRequest,
  move: PreparedMove,
  extra: D1PreparedStatement[] = [],
  explain: () => Promise<MoveOutcome | null> = async () => null,
): Promise<MoveOutcome> {
  try {
    await db.batch([...move.statements, ...extra]);
  } catch (error) {
    const raced = await replayOf(db, request.requestKey);
    if (raced) return replayAnswer(raced, request, move.to);
    const current = await db.prepare("SELECT status FROM bookings WHERE id = ?").bind(move.bookingId).first<{ status: BookingStatus }>();
    if (current && current.status !== move.from) {
      return { ok: false, status: 409, message: "Someone else changed this booking a moment ago; here it is as it is now." };
    }
    const explained = await explain();
    if (explained) return explained;
    throw error;
  }
  return { ok: true, action: request.action, status: move.to, replayed: false };
}

/** Check-in records the guest's registration and rooms: it has its own page and store (app/desk/check-in/). */
export const checkInElsewhere = "Check in on the check-in page, which records the guest's registration and room numbers.";

/** A stay with a folio settles its bill and gets its tax invoice as it checks out: on its folio page (app/desk/folio/). */
export const checkOutElsewhere = "Check out on the folio page, which settles the bill and issues the invoice.";

/** Whether anything was charged or paid on the stay's folio; a stay without (booked before the folio existed) may check out here. */
async function hasFolio(db: D1Database, bookingId: number): Promise<boolean> {
  const row = await db
    .prepare(
      `SELECT EXISTS (SELECT 1 FROM folio_lines WHERE booking_id = ?1) OR EXISTS (SELECT 1 FROM folio_payments WHERE booking_id = ?1) AS has`,
    )
    .bind(bookingId)
    .first<{ has: number }>();
  return row?.has === 1;
}

export async function moveBooking(db: D1Database, afterMove: AfterMove, request: MoveRequest): Promise<MoveOutcome> {
  const prepared = await prepareMove(db, request);
  if ("answer" in prepared) return prepared.answer;
  // A check-in the status allows still needs the guest's registration, taken on its own page.
  if (request.action === "check_in") return { ok: false, status: 409, message: checkInElsewhere };
  if (request.action === "check_out" && (await hasFolio(db, prepared.ready.bookingId))) return { ok: false, status: 409, message: checkOutElsewhere };
  const outcome = await runMove(db, request, prepared.ready);
  if (!outcome.ok) return outcome;
  // A confirmed stay is given its rooms by number at once; a stay left without one shows "No room yet".
  if (prepared.ready.to === "confirmed") await assignRoomsQuietly(db, prepared.ready.bookingId, prepared.ready.today);
  await afterMove(request.reference, request.action, request.staff);
  return outcome;
}
