/**
 * Today's deposits on the desk (product-rules.md: Deposits): what was paid online today, booking by
 * booking, and the requests still awaiting their deposit whose deadline falls before tonight's
 * midnight (or has passed and the Cron has not lapsed them yet), so staff can call before they lapse.
 */
import { addDays, todayInHotel } from "~/domain/hotel-date";
import type { DepositState } from "~/payments/deposit-services";
import { openDepositStates } from "~/payments/deposit-store.server";
import { hotelDayStartUtc } from "../desk-time";

export interface DepositPaidToday {
  reference: string;
  guestName: string;
  /** Paid online today, in all. */
  paidPaise: number;
  state: DepositState;
}

export interface DepositLapsingToday {
  reference: string;
  guestName: string;
  amountPaise: number;
  paidPaise: number;
  dueAt: string;
}

export interface DepositsToday {
  paid: DepositPaidToday[];
  lapsing: DepositLapsingToday[];
}

export async function depositsToday(db: D1Database, now: Date): Promise<DepositsToday> {
  const today = todayInHotel(now);
  const from = hotelDayStartUtc(today);
  const to = hotelDayStartUtc(addDays(today, 1));
  const [paid, lapsing] = await Promise.all([
    db
      .prepare(
        `SELECT b.reference, b.guest_name AS guestName, SUM(p.amount_paise) AS paidPaise, d.state
         FROM folio_payments AS p JOIN booking_deposits AS d ON d.booking_id = p.booking_id JOIN bookings AS b ON b.id = p.booking_id
         WHERE p.method = 'online' AND p.amount_paise > 0 AND p.recorded_at >= ?1 AND p.recorded_at < ?2
         GROUP BY b.id ORDER BY MAX(p.recorded_at), b.id`,
      )
      .bind(from, to)
      .all<DepositPaidToday>(),
    db
      .prepare(
        `SELECT b.reference, b.guest_name AS guestName, d.amount_paise AS amountPaise, d.paid_paise AS paidPaise, d.due_at AS dueAt
         FROM booking_deposits AS d JOIN bookings AS b ON b.id = d.booking_id
         WHERE d.state IN (SELECT value FROM json_each(?1)) AND d.due_at < ?2
         ORDER BY d.due_at, b.id`,
      )
      .bind(JSON.stringify(openDepositStates), to)
      .all<DepositLapsingToday>(),
  ]);
  return { paid: paid.results, lapsing: lapsing.results };
}
