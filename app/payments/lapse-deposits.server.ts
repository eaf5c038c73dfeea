/**
 * Deposits not paid in time (product-rules.md: Deposits): the request lapses. A pending booking is
 * cancelled through the desk's own move (rooms freed, by 'system', "Deposit not paid by …"), the
 * deposit is marked lapsed, anything paid in part is given back in full and the guest is told. The
 * Cron runs it every minute for every overdue deposit, and the gateway's expired and cancelled
 * events run it for their own; it also asks again for the links the gateway could not make.
 */
import { bookingLinkSecret } from "~/booking/my-booking/booking-link.server";
import { bookingDetail } from "~/desk/bookings/booking-detail.server";
import { moveBooking } from "~/desk/bookings/booking-moves.server";
import { deadlineText, depositLapsedForGuest } from "~/mail/messages/deposit-mail.server";
import { type DepositRow, moveDepositState, openDepositStates } from "./deposit-store.server";
import { type PaymentDeps, sendGuestMail } from "./payment-deps.server";
import { makePaymentLink } from "./payment-link.server";
import { eventStatement } from "./record-payment.server";
import { type RazorpayConfig, readRazorpayConfig } from "./razorpay-config.server";
import { refundInFull } from "./refund-deposit.server";

export const systemStaff = { email: "system", local: false } as const;

/** At most this many deposits lapse, and links are asked, per run; the next minute takes the rest. */
const perRun = 25;

type LapseDeps = Omit<PaymentDeps, "config"> & { config: RazorpayConfig | null };

/**
 * Lapses one booking's open deposit; `event` is the gateway's event that ended the link, kept in
 * the same batch so it is applied once. Returns whether the deposit lapsed now.
 */
export async function lapseDeposit(deps: LapseDeps, bookingId: number, event?: { id: string; name: string }): Promise<boolean> {
  const { db, now } = deps;
  const row = await db
    .prepare("SELECT d.*, b.reference, b.status FROM booking_deposits AS d JOIN bookings AS b ON b.id = d.booking_id WHERE d.booking_id = ?")
    .bind(bookingId)
    .first<DepositRow & { reference: string; status: string }>();
  if (!row || !openDepositStates.includes(row.state)) {
    if (event) await db.batch([eventStatement(db, event.id, event.name, bookingId, now)]).catch(() => undefined);
    return false;
  }
  // A booking already declined or cancelled is not the guest's to lose again: no lapse, no e-mail.
  if (row.status !== "pending" && row.status !== "confirmed") {
    await db.batch([
      moveDepositState(db, bookingId, openDepositStates, "cancelled", now),
      ...(event ? [eventStatement(db, event.id, event.name, bookingId, now)] : []),
    ]);
    return false;
  }
  const lapsed = await db.batch([
    moveDepositState(db, bookingId, openDepositStates, "lapsed", now),
    ...(event ? [eventStatement(db, event.id, event.name, bookingId, now)] : []),
  ]);
  if (lapsed[0].meta.changes === 0) return false;
  // Only a request is cancelled: a booking staff already confirmed keeps its rooms (the desk sees the lapse).
  if (row.status === "pending") {
    await moveBooking(db, async () => {}, {
      reference: row.reference,
      action: "cancel",
      note: `Deposit not paid by ${deadlineText(row.due_at, "en")}`,
      requestKey: `deposit-lapse:${row.reference}`,
      staff: systemStaff,
      now,
    });
  }
  if (row.paid_paise > 0) {
    if (deps.config) {
      const refund = await refundInFull(
        { ...deps, config: deps.config },
        { reference: row.reference, requestKey: `deposit-lapse:${row.reference}`, by: systemStaff.email, reason: "Deposit not paid in full by its deadline" },
      );
      if (!refund.ok) console.error(JSON.stringify({ event: "lapse_refund_failed", status: refund.status, booking: bookingId }));
    } else {
      console.error(JSON.stringify({ event: "lapse_refund_needs_gateway", booking: bookingId }));
    }
  }
  const booking = await bookingDetail(db, row.reference);
  if (booking?.guestEmail) {
    await sendGuestMail(deps, [
      depositLapsedForGuest(booking, { amountPaise: row.amount_paise, paidPaise: row.paid_paise, dueAt: row.due_at }, booking.lang ?? "en"),
    ]);
  }
  return true;
}

/** The Cron's run: every overdue open deposit lapses, then links the gateway could not make are asked again. */
export async function lapseOverdueDeposits(env: Cloudflare.Env, now: Date): Promise<void> {
  const config = readRazorpayConfig(env);
  const deps: LapseDeps = { db: env.DB, config, queue: env.DELIVERY_QUEUE, linkSecret: bookingLinkSecret(env), now };
  try {
    const { results } = await env.DB.prepare(
      `SELECT booking_id FROM booking_deposits WHERE state IN ('awaiting', 'partially_paid') AND due_at <= ? ORDER BY due_at LIMIT ?`,
    )
      .bind(now.toISOString(), perRun)
      .all<{ booking_id: number }>();
    for (const { booking_id } of results) await lapseDeposit(deps, booking_id);
    if (!config) return;
    const missing = await env.DB.prepare(
      `SELECT booking_id FROM booking_deposits WHERE link_id IS NULL AND state = 'awaiting' AND due_at > ? ORDER BY booking_id LIMIT ?`,
    )
      .bind(now.toISOString(), perRun)
      .all<{ booking_id: number }>();
    for (const { booking_id } of missing.results) await makePaymentLink(env.DB, config, deps.linkSecret ?? null, booking_id, now);
  } catch (error) {
    console.error(JSON.stringify({ event: "deposit_lapse_failed", error: String(error).slice(0, 200) }));
  }
}
