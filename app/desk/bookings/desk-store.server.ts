/**
 * The front desk's reads and moves on D1 (product-rules.md: The front desk). Bookings live here in
 * embedded mode; upstream, the hotel's own system owns them and the desk reads the website's
 * record of each booking submission instead. Each part lives in the file named for it; this puts
 * them together as the one store the desk's pages are given (app/desk/desk-context.server.ts). The
 * return types are those of the parts, each declared where the part lives.
 */
import type { BookingFilter, HandEntryRequest, MoveRequest } from "~/desk/bookings/desk-services";
import { type CheckInRequest, checkIn } from "../check-in/check-in.server";
import { bookingDetail } from "./booking-detail.server";
import { type AfterMove, moveBooking } from "./booking-moves.server";
import { bookingRowsOf } from "./booking-rows.server";
import { exportBookings, listBookings } from "./bookings-list.server";
import { deliveries } from "./deliveries.server";
import { markEnteredByHand } from "./hand-entry.server";
import { sendAgain } from "./send-again.server";
import { todayBoard } from "../today/today-board.server";

/**
 * `deliver` starts the delivery of an outbox row at once (the Worker's deliverNow); without it a
 * row sent again waits for the next sweep. `afterMove` hears of each move that took effect.
 */
export function createDeskStore(
  db: D1Database,
  mode: "embedded" | "upstream",
  deliver: (submissionId: number) => void = () => {},
  afterMove: AfterMove = async () => {},
) {
  const rows = bookingRowsOf(db);
  return {
    mode,
    today: (now: Date) => todayBoard(db, rows, now),
    listBookings: (filter: BookingFilter) => listBookings(db, rows, filter),
    /** Every booking the filter matches, for the CSV export (bounded). */
    exportBookings: (filter: BookingFilter) => exportBookings(rows, filter),
    getBooking: (reference: string) => bookingDetail(db, reference),
    move: (request: MoveRequest) => moveBooking(db, afterMove, request),
    /** A check-in with the guest's registration and room numbers (app/desk/check-in/check-in.server.ts). */
    checkIn: (request: CheckInRequest) => checkIn(db, afterMove, request),
    deliveries: () => deliveries(db),
    /** Upstream mode: records that a booking request the hotel's system never received was entered there by hand. */
    markEnteredByHand: (request: HandEntryRequest) => markEnteredByHand(db, request),
    /** Upstream mode: delivers again a booking request the hotel's system never received. */
    sendAgain: (request: Omit<HandEntryRequest, "note">) => sendAgain(db, deliver, request),
  };
}
