/**
 * The front desk's reads and moves on D1 (product-rules.md: The front desk). Bookings live here in
 * embedded mode; upstream, the hotel's own system owns them and the desk reads the website's
 * record of each booking submission instead. Each part lives in the file named for it; this puts
 * them together as the one `DeskServices` the desk's routes are given.
 */
import type { DeskServices } from "~/desk/bookings/desk-services";
import { bookingDetail } from "./booking-detail";
import { type AfterMove, moveBooking } from "./booking-moves";
import { bookingRowsOf } from "./booking-rows";
import { exportBookings, listBookings } from "./bookings-list";
import { deliveries } from "./deliveries";
import { markEnteredByHand } from "./hand-entry";
import { sendAgain } from "./send-again";
import { todayBoard } from "./today-board";

/**
 * `deliver` starts the delivery of an outbox row at once (the Worker's deliverNow); without it a
 * row sent again waits for the next sweep. `afterMove` hears of each move that took effect.
 */
export function createDeskStore(
  db: D1Database,
  mode: DeskServices["mode"],
  deliver: (submissionId: number) => void = () => {},
  afterMove: AfterMove = async () => {},
): DeskServices {
  const rows = bookingRowsOf(db);
  return {
    mode,
    today: (now) => todayBoard(db, rows, now),
    listBookings: (filter) => listBookings(db, rows, filter),
    exportBookings: (filter) => exportBookings(rows, filter),
    getBooking: (reference) => bookingDetail(db, reference),
    move: (request) => moveBooking(db, afterMove, request),
    deliveries: () => deliveries(db),
    markEnteredByHand: (request) => markEnteredByHand(db, request),
    sendAgain: (request) => sendAgain(db, deliver, request),
  };
}
