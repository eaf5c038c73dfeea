/**
 * Clearing the guest register (product-rules.md: Guest registration): a stay's registration is
 * kept for the hotel's keeping period after its check-out, then deleted by the Cron job. The
 * booking itself stays; only the guest's identity details go.
 */
import { todayInHotel } from "~/domain/hotel-date";
import { readKeepYears } from "~/desk/hotel/register-setting.server";

/**
 * Deletes the registrations of stays checked out more than the keeping period ago (by the stay's
 * check-out date, hotel time) and returns how many went. Cheap when there is nothing to clear, as
 * it runs every minute.
 */
export async function clearExpiredRegistrations(db: D1Database, now: Date): Promise<number> {
  const years = await readKeepYears(db);
  const result = await db
    .prepare(
      `DELETE FROM guest_registrations WHERE booking_id IN (
         SELECT id FROM bookings WHERE status = 'checked_out' AND check_out_date < date(?, ?))`,
    )
    .bind(todayInHotel(now), `-${years} years`)
    .run();
  return result.meta.changes ?? 0;
}
