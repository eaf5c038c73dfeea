/**
 * The one overbooking rule (product-rules.md: Two origins), shared by the availability search and
 * the booking trigger: rooms of a type free for a stay [check_in, check_out) = its inventory minus
 * its PEAK occupancy, the largest number of non-cancelled booked rooms of that type on any single
 * night of the stay. (A plain overlap count would let two back-to-back bookings block a room that
 * is free.)
 *
 * Occupancy only rises on a booking's check-in day, so the peak over the stay is reached on the
 * stay's own first night or on the check-in day of a booking starting inside the stay: counting
 * those candidate nights is exact, needs no calendar table, and uses no WITH clause (SQLite does
 * not allow one inside a trigger). Dates are 'YYYY-MM-DD' text, so text order is date order.
 *
 * Arguments are SQL expressions: `?1`, `NEW.room_id`, `r.id`…
 */
export function peakOccupancySql(room: string, checkIn: string, checkOut: string): string {
  return `COALESCE((
  SELECT MAX((
    SELECT COUNT(*) FROM booking_rooms AS occupied
    WHERE occupied.room_id = ${room}
      AND occupied.status <> 'cancelled'
      AND occupied.check_in_date <= night.day
      AND occupied.check_out_date > night.day
  ))
  FROM (
    SELECT ${checkIn} AS day
    UNION
    SELECT starting.check_in_date FROM booking_rooms AS starting
    WHERE starting.room_id = ${room}
      AND starting.status <> 'cancelled'
      AND starting.check_in_date > ${checkIn}
      AND starting.check_in_date < ${checkOut}
  ) AS night
), 0)`;
}

/** Every room type with the rooms still free for the stay ?1 (check-in) to ?2 (check-out). */
export const availabilitySql = `SELECT rooms.id, rooms.room_type_name, rooms.main_image, rooms.room_price, rooms.short_description,
  room_inventory.total_rooms - ${peakOccupancySql("rooms.id", "?1", "?2")} AS available_count
FROM rooms JOIN room_inventory ON room_inventory.room_id = rooms.id
ORDER BY rooms.sort_order, rooms.id`;
