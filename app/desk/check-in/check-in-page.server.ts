/**
 * What the check-in page shows (product-rules.md: Guest registration): the booking, whether it can
 * check in now, each room with the rooms it can have, and how many other adults to name.
 */
import { sumOf } from "~/domain/sum-of";
import type { IsoDate } from "~/content/hotel";
import { type BookingStatus, deskActionByKey, moveProblem } from "~/domain/booking-status";
import { todayInHotel } from "~/domain/hotel-date";
import { type StayRoom, stayRooms } from "./stay-rooms.server";

export interface CheckInPage {
  reference: string;
  guestName: string;
  checkIn: IsoDate;
  checkOut: IsoDate;
  /** Why the guest cannot check in now, or null when they can. */
  problem: string | null;
  rooms: StayRoom[];
  /** The booking's adults beyond the main guest, each named on the form. */
  otherAdults: number;
}

const checkInMove = deskActionByKey("check_in");

export async function checkInPage(db: D1Database, reference: string, now: Date): Promise<CheckInPage | null> {
  const booking = await db
    .prepare("SELECT id, status, guest_name, check_in_date, check_out_date FROM bookings WHERE reference = ?")
    .bind(reference)
    .first<{ id: number; status: BookingStatus; guest_name: string; check_in_date: IsoDate; check_out_date: IsoDate }>();
  if (!booking || !checkInMove) return null;
  const today = todayInHotel(now);
  const rooms = await stayRooms(db, booking.id, today);
  return {
    reference,
    guestName: booking.guest_name,
    checkIn: booking.check_in_date,
    checkOut: booking.check_out_date,
    problem: moveProblem(checkInMove, { status: booking.status, checkIn: booking.check_in_date, checkOut: booking.check_out_date }, today),
    rooms,
    otherAdults: Math.max(0, sumOf(rooms, (room) => room.adults) - 1),
  };
}
