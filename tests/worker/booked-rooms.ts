import { env } from "cloudflare:test";

let bookingCounter = 0;

/**
 * Books `count` rooms of `roomId` for [checkIn, checkOut) straight into D1, the way a confirmed
 * or pending booking sits there, so availability can be checked against known occupancy.
 */
export async function bookRooms(
  roomId: number,
  checkIn: string,
  checkOut: string,
  options: { count?: number; status?: "pending" | "confirmed" | "cancelled" } = {},
): Promise<void> {
  const { count = 1, status = "pending" } = options;
  bookingCounter += 1;
  const reference = `TEST${String(bookingCounter).padStart(4, "0")}`;
  const booking = await env.DB.prepare(
    `INSERT INTO bookings (reference, status, source, check_in_date, check_out_date, nights, guest_name, guest_email,
       guest_phone, subtotal_paise, discount_paise, cgst_paise, sgst_paise, total_paise)
     VALUES (?1, ?2, 'wizard', ?3, ?4, 1, 'Test Guest', 'guest@example.com', '9000000000', 0, 0, 0, 0, 0)
     RETURNING id`,
  )
    .bind(reference, status, checkIn, checkOut)
    .first<{ id: number }>();
  const insertRoom = env.DB.prepare(
    `INSERT INTO booking_rooms (booking_id, room_id, check_in_date, check_out_date, adults, children, nightly_paise,
       nights, subtotal_paise, discount_paise, cgst_paise, sgst_paise, total_paise, status, released_from)
     VALUES (?1, ?2, ?3, ?4, 2, 0, 0, 1, 0, 0, 0, 0, 0, ?5, ?6)`,
  );
  // A cancelled booking's rooms hold none of their nights.
  const releasedFrom = status === "cancelled" ? checkIn : null;
  await env.DB.batch(
    Array.from({ length: count }, () => insertRoom.bind(booking?.id, roomId, checkIn, checkOut, status, releasedFrom)),
  );
}

export async function clearBookings(): Promise<void> {
  await env.DB.batch([env.DB.prepare("DELETE FROM booking_rooms"), env.DB.prepare("DELETE FROM bookings")]);
}
