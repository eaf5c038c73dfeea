/**
 * At most a few open booking requests per guest, so a handful of requests from one e-mail or phone
 * cannot hold the hotel's rooms. "Open" means the hotel still has to act on it and it still holds
 * rooms: not cancelled or confirmed, and its stay not over yet (check-out after today).
 *
 * Embedded mode reads the `bookings` table: pending bookings only, so one the hotel cancelled or
 * confirmed no longer counts. Upstream mode keeps bookings only as outbox rows (`submissions`,
 * kind 'booking', the admin API's payload as JSON) and never learns what the hotel decided, so
 * every booking request we took for the hotel whose stay is not over counts, whatever its delivery
 * state (a 'local' row is embedded mode's and a 'processing' one holds no booking yet); a guest the
 * hotel has already answered calls the hotel, as the refusal says.
 *
 * E-mails compare case-insensitively, phones in their stored E.164 form (and the 10-digit form
 * older Indian numbers were stored in).
 *
 * The limit holds when requests race: `countOpenRequests` is only the early, cheap refusal; the one
 * that counts is `openRequestsGuard`, the first statement of the D1 batch that stores the booking
 * (a transaction, and D1 runs batches one after another). It counts again inside the batch and,
 * at the limit, makes the trigger from migrations/0020 abort the whole batch, which the intake
 * answers with the same 409 (`isTooManyOpenRequestsError`).
 */
import { hotel } from "~/content/hotel";
import type { IsoDate } from "~/content/hotel";
import type { IntakeResult } from "~/server/app-services";

export const maxOpenRequests = hotel.bookingLimits.maxOpenRequestsPerGuest;

export const tooManyOpenRequestsResult = (): IntakeResult => ({
  status: 409,
  body: {
    error: {
      code: "too_many_open_requests",
      message: `You already have ${maxOpenRequests} booking requests waiting for confirmation. Please call us on ${hotel.phones.primary.display} to change them or to book more.`,
    },
  },
});

export interface GuestContact {
  email: string;
  phone: string;
}

/** The forms a stored phone may have: E.164, and for Indian numbers the bare 10 digits. */
function storedPhoneForms(phone: string): [string, string] {
  return [phone, phone.startsWith("+91") ? phone.slice(3) : phone];
}

// The expressions match the indexes in migrations/0004_open_requests.sql exactly, so lookups use them.
const embeddedCount = `
  SELECT COUNT(*) AS n FROM bookings
  WHERE status = 'pending' AND check_out_date > ?1
    AND (lower(guest_email) = ?2 OR guest_phone IN (?3, ?4))`;

const upstreamCount = `
  SELECT COUNT(*) AS n FROM submissions
  WHERE kind = 'booking' AND status IN ('stored', 'sending', 'retrying', 'delivered', 'dead')
    AND coalesce(json_extract(payload, '$.bookings[0].check_out_date'), json_extract(payload, '$.checkOut')) > ?1
    AND (lower(coalesce(json_extract(payload, '$.bookings[0].email'), json_extract(payload, '$.email'))) = ?2
      OR coalesce(json_extract(payload, '$.bookings[0].phone'), json_extract(payload, '$.phone')) IN (?3, ?4))`;

const countSql = (mode: "embedded" | "upstream") => (mode === "embedded" ? embeddedCount : upstreamCount);

export async function countOpenRequests(
  db: D1Database,
  mode: "embedded" | "upstream",
  guest: GuestContact,
  today: IsoDate,
): Promise<number> {
  const [e164, legacy] = storedPhoneForms(guest.phone);
  const row = await db
    .prepare(countSql(mode))
    .bind(today, guest.email.toLowerCase(), e164, legacy)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

/**
 * The statement that refuses a request at the limit atomically: put first in the batch that stores
 * the request, it inserts into `open_request_refusals` (whose trigger aborts the batch) exactly when
 * the guest's open requests, counted the same way as `countOpenRequests`, have reached the limit.
 * The request's own rows come later in the batch, so they are not counted.
 */
export function openRequestsGuard(
  db: D1Database,
  mode: "embedded" | "upstream",
  guest: GuestContact,
  today: IsoDate,
): D1PreparedStatement {
  const [e164, legacy] = storedPhoneForms(guest.phone);
  return db
    .prepare(`INSERT INTO open_request_refusals (refused) SELECT 1 WHERE (${countSql(mode)}) >= ?5`)
    .bind(today, guest.email.toLowerCase(), e164, legacy, maxOpenRequests);
}

/** The trigger's RAISE(ABORT, 'too_many_open_requests') arrives as an error whose message names it. */
export function isTooManyOpenRequestsError(error: unknown): boolean {
  return String(error instanceof Error ? error.message : error).includes("too_many_open_requests");
}
