/**
 * The one overbooking rule (product-rules.md: Two origins), shared by the availability search and
 * the booking trigger: rooms of a type free for a stay [check_in, check_out) = its rooms in service
 * minus its PEAK occupancy, the largest number of its rooms taken on any single night of the stay:
 * booked rooms still holding the night (a room released from a night on — declined, cancelled,
 * no-show, checked out early — no longer holds it), rooms out of order that night, and channel
 * holds (a night sold on Booking.com, Airbnb…: one room each, until released or turned into a
 * booking, which then counts instead). (A plain overlap count would let two back-to-back bookings
 * block a room that is free.)
 *
 * Occupancy only rises on a booking's check-in day or a repair's or hold's first night, so the peak
 * over the stay is reached on the stay's own first night or on such a day inside the stay: counting
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
      AND occupied.check_in_date <= night.day
      AND occupied.check_out_date > night.day
      AND (occupied.released_from IS NULL OR occupied.released_from > night.day)
  ) + (
    SELECT COUNT(*) FROM room_unit_blocks AS repair JOIN room_units AS unit ON unit.id = repair.unit_id
    WHERE unit.room_id = ${room}
      AND unit.retired_at IS NULL
      AND repair.lifted_at IS NULL
      AND repair.first_night <= night.day
      AND repair.until_date > night.day
  ) + (
    SELECT COUNT(*) FROM channel_holds AS hold
    WHERE hold.room_id = ${room}
      AND hold.released_at IS NULL
      AND hold.booking_id IS NULL
      AND hold.first_night <= night.day
      AND hold.until_date > night.day
  ))
  FROM (
    SELECT ${checkIn} AS day
    UNION
    SELECT starting.check_in_date FROM booking_rooms AS starting
    WHERE starting.room_id = ${room}
      AND starting.check_in_date > ${checkIn}
      AND starting.check_in_date < ${checkOut}
      AND (starting.released_from IS NULL OR starting.released_from > starting.check_in_date)
    UNION
    SELECT repair.first_night FROM room_unit_blocks AS repair JOIN room_units AS unit ON unit.id = repair.unit_id
    WHERE unit.room_id = ${room}
      AND repair.lifted_at IS NULL
      AND repair.first_night > ${checkIn}
      AND repair.first_night < ${checkOut}
    UNION
    SELECT hold.first_night FROM channel_holds AS hold
    WHERE hold.room_id = ${room}
      AND hold.released_at IS NULL
      AND hold.booking_id IS NULL
      AND hold.first_night > ${checkIn}
      AND hold.first_night < ${checkOut}
  ) AS night
), 0)`;
}

/** Whether the room type is closed to sale (stop-sell) on any night of the stay. */
export function closedNightSql(room: string, checkIn: string, checkOut: string): string {
  return `EXISTS (
    SELECT 1 FROM closed_nights
    WHERE closed_nights.room_id = ${room}
      AND closed_nights.night >= ${checkIn}
      AND closed_nights.night < ${checkOut}
  )`;
}

/**
 * Every room type with the rooms still free for the stay ?1 (check-in) to ?2 (check-out): none
 * when a night of the stay is closed to sale.
 */
export const availabilitySql = `SELECT rooms.id, rooms.room_type_name, rooms.main_image, rooms.room_price, rooms.short_description,
  rooms.base_guests, rooms.max_adults, rooms.max_guests, rooms.extra_beds, rooms.extra_adult_paise, rooms.extra_child_paise,
  CASE WHEN ${closedNightSql("rooms.id", "?1", "?2")} THEN 0
    ELSE room_inventory.total_rooms - ${peakOccupancySql("rooms.id", "?1", "?2")} END AS available_count
FROM rooms JOIN room_inventory ON room_inventory.room_id = rooms.id
ORDER BY rooms.sort_order, rooms.id`;
