/**
 * The desk's today board (product-rules.md: The front desk): who arrives, leaves and stays today,
 * what waits for a decision, and how many rooms of each type are free tonight.
 */
import { addDays, todayInHotel } from "~/domain/hotel-date";
import type { RoomsFreeTonight, TodayBoard } from "~/desk/bookings/desk-services";
import { closedNightSql, peakOccupancySql } from "~/origin/occupancy-sql.server";
import type { BookingRows } from "../bookings/booking-rows.server";

export async function todayBoard(db: D1Database, rows: BookingRows, now: Date): Promise<TodayBoard> {
  const today = todayInHotel(now);
  const tomorrow = addDays(today, 1);
  const dayAgo = new Date(now.getTime() - 24 * 60 * 60 * 1000).toISOString();
  const [arrivals, departures, inHouse, awaitingDecision, free, stale, numbers] = await Promise.all([
    rows("WHERE b.check_in_date = ? AND b.status IN ('confirmed', 'pending') ORDER BY b.guest_name", today),
    rows("WHERE b.check_out_date = ? AND b.status = 'checked_in' ORDER BY b.guest_name", today),
    rows("WHERE b.status = 'checked_in' ORDER BY b.check_out_date, b.guest_name"),
    // The stay nearest first: the request to decide before its guest arrives.
    rows("WHERE b.status = 'pending' ORDER BY b.check_in_date, b.created_at, b.id LIMIT 100"),
    db
      .prepare(
        `SELECT rooms.room_type_name, room_inventory.total_rooms,
           ${closedNightSql("rooms.id", "?1", "?2")} AS closed,
           room_inventory.total_rooms - ${peakOccupancySql("rooms.id", "?1", "?2")} AS free
         FROM rooms JOIN room_inventory ON room_inventory.room_id = rooms.id
         ORDER BY rooms.sort_order, rooms.id`,
      )
      .bind(today, tomorrow)
      .all<{ room_type_name: string; total_rooms: number; closed: number; free: number }>(),
    db
      .prepare("SELECT COUNT(*) AS count FROM bookings WHERE status = 'pending' AND created_at < ?")
      .bind(dayAgo)
      .first<{ count: number }>(),
    db
      .prepare(
        `SELECT b.reference, group_concat(u.number, ', ') AS numbers
         FROM booking_rooms AS br JOIN bookings AS b ON b.id = br.booking_id JOIN room_units AS u ON u.id = br.unit_id
         WHERE b.status IN ('confirmed', 'checked_in') AND b.check_in_date <= ?1 AND b.check_out_date >= ?1
         GROUP BY b.reference`,
      )
      .bind(today)
      .all<{ reference: string; numbers: string }>(),
  ]);
  const freeTonight = free.results.map(
    (room): RoomsFreeTonight => ({
      roomTypeName: room.room_type_name,
      totalRooms: room.total_rooms,
      closed: room.closed === 1,
      free: room.closed === 1 ? 0 : Math.max(0, room.free),
    }),
  );
  const roomNumbers = Object.fromEntries(numbers.results.map((row) => [row.reference, row.numbers]));
  return { arrivals, departures, inHouse, awaitingDecision, freeTonight, stalePending: stale?.count ?? 0, roomNumbers };
}
