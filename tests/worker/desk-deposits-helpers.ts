/**
 * Shared by the desk's deposit tests: a booking's deposit written as the booking flow leaves it
 * (desk-pages.ts draws the pages, razorpay-fake.ts stands in for Razorpay).
 */
import { env } from "cloudflare:test";

/**
 * A booking asked for a deposit, written straight into D1 as the booking flow leaves it: its
 * deposit row and, when paid, the gateway's payment on its folio (method 'online', by 'razorpay').
 */
export async function seedDeposit(deposit: {
  bookingId: number;
  amountPaise: number;
  ruleText: string;
  dueAt: string;
  state?: "awaiting" | "partially_paid" | "paid" | "lapsed" | "cancelled";
  paidPaise?: number;
  paymentId?: string;
  paidAt?: string;
  linkUrl?: string | null;
}): Promise<void> {
  const paid = deposit.paidPaise ?? 0;
  const linkUrl = deposit.linkUrl === undefined ? `https://rzp.io/rzp/desk${deposit.bookingId}` : deposit.linkUrl;
  const at = deposit.paidAt ?? new Date().toISOString();
  await env.DB.batch([
    env.DB.prepare(
      `INSERT INTO booking_deposits (booking_id, amount_paise, rule_text, due_at, state, paid_paise, link_id, link_url, created_at, state_changed_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).bind(
      deposit.bookingId,
      deposit.amountPaise,
      deposit.ruleText,
      deposit.dueAt,
      deposit.state ?? (paid >= deposit.amountPaise ? "paid" : paid > 0 ? "partially_paid" : "awaiting"),
      paid,
      linkUrl === null ? null : `plink_Desk${deposit.bookingId}`,
      linkUrl,
      at,
      at,
    ),
    ...(paid > 0
      ? [
          env.DB.prepare(
            `INSERT INTO folio_payments (booking_id, method, amount_paise, reference, recorded_by, recorded_at)
             VALUES (?, 'online', ?, ?, 'razorpay', ?)`,
          ).bind(deposit.bookingId, paid, deposit.paymentId ?? `pay_Desk${deposit.bookingId}`, at),
        ]
      : []),
  ]);
}

export async function bookingIdOf(reference: string): Promise<number> {
  const row = await env.DB.prepare("SELECT id FROM bookings WHERE reference = ?").bind(reference).first<{ id: number }>();
  if (!row) throw new Error(`No booking ${reference}`);
  return row.id;
}
