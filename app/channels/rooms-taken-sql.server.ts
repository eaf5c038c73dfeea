/**
 * A room type's rooms taken on one night, counted as the booking trigger counts them
 * (app/origin/occupancy-sql.server.ts): booked rooms still holding the night, rooms out of order
 * that night and channels' holds not yet turned into a booking. Channel conflicts, the channels'
 * export and the desk's refusal wording all count with this, night by night over `night.day`.
 *
 * Arguments are SQL expressions: `?1`, `?3`…
 */

/** The nights [from, until) as rows `night.day`. */
export const nightRowsSql = (from: string, until: string) => `WITH RECURSIVE night(day) AS (
    SELECT ${from} UNION ALL SELECT date(day, '+1 day') FROM night WHERE date(day, '+1 day') < ${until}
  )`;

/** Rooms of the type taken on `night.day`; `exceptBooking`'s own rooms left out (a booking being changed gives them up). */
export const roomsTakenSql = (room: string, exceptBooking?: string) => `(SELECT COUNT(*) FROM booking_rooms AS occupied
      WHERE occupied.room_id = ${room}${exceptBooking ? ` AND occupied.booking_id <> ${exceptBooking}` : ""}
        AND occupied.check_in_date <= night.day AND occupied.check_out_date > night.day
        AND (occupied.released_from IS NULL OR occupied.released_from > night.day))
    + (SELECT COUNT(*) FROM room_unit_blocks AS repair JOIN room_units AS unit ON unit.id = repair.unit_id
      WHERE unit.room_id = ${room} AND unit.retired_at IS NULL AND repair.lifted_at IS NULL
        AND repair.first_night <= night.day AND repair.until_date > night.day)
    + (SELECT COUNT(*) FROM channel_holds AS hold
      WHERE hold.room_id = ${room} AND hold.released_at IS NULL AND hold.booking_id IS NULL
        AND hold.first_night <= night.day AND hold.until_date > night.day)`;

/** The type's rooms in service (none when it has no inventory row). */
export const roomsInServiceSql = (room: string) => `COALESCE((SELECT total_rooms FROM room_inventory WHERE room_id = ${room}), 0)`;

/** Whether staff closed the type to sale on `night.day`. */
export const closedOnNightSql = (room: string) => `EXISTS (SELECT 1 FROM closed_nights WHERE closed_nights.room_id = ${room} AND closed_nights.night = night.day)`;
