/**
 * A payment the gateway took for a deposit, recorded once whichever verified source tells of it
 * first, the webhook or the guest's return (product-rules.md: Deposits): one 'online' folio payment
 * per pay_ id, the event's id kept so a replay changes nothing, and the deposit's state following
 * what was paid. A deposit paid in full sends the guest a receipt and, where the policy says so,
 * confirms a pending booking through the desk's own move (its e-mail and audit row name 'razorpay').
 */
import { bookingDetail } from "~/desk/bookings/booking-detail.server";
import { moveBooking } from "~/desk/bookings/booking-moves.server";
import { moveMail } from "~/mail/booking-move-mail.server";
import { depositPaidForGuest } from "~/mail/messages/deposit-mail.server";
import { readDepositPolicy } from "./deposit-policy.server";
import { type DepositRow, openDepositStates } from "./deposit-store.server";
import { type PaymentDeps, sendGuestMail } from "./payment-deps.server";

export const gatewayStaff = { email: "razorpay", local: false } as const;

export interface GatewayPayment {
  /** 'x-razorpay-event-id', or 'return:' and the payment id. */
  eventId: string;
  event: string;
  bookingId: number;
  reference: string;
  /** The pay_ id. */
  paymentId: string;
  amountPaise: number;
}

export type RecordOutcome = "recorded" | "replayed" | "already_recorded";

/** Whether an event was applied before. */
export async function eventSeen(db: D1Database, eventId: string): Promise<boolean> {
  return (await db.prepare("SELECT 1 AS seen FROM payment_events WHERE event_id = ?").bind(eventId).first()) !== null;
}

/** Keeps an event that changes no money (a lapse, a refused return) so it is applied once. */
export function eventStatement(db: D1Database, eventId: string, event: string, bookingId: number | null, now: Date): D1PreparedStatement {
  return db
    .prepare("INSERT INTO payment_events (event_id, event, booking_id, received_at) VALUES (?, ?, ?, ?)")
    .bind(eventId, event, bookingId, now.toISOString());
}

export async function recordGatewayPayment(deps: PaymentDeps, payment: GatewayPayment): Promise<RecordOutcome> {
  const { db, now } = deps;
  if (await eventSeen(db, payment.eventId)) return "replayed";
  const before = await db.prepare("SELECT * FROM booking_deposits WHERE booking_id = ?").bind(payment.bookingId).first<DepositRow>();
  if (!before) return "replayed";
  const at = now.toISOString();
  let results: D1Result[];
  try {
    results = await db.batch([
      eventStatement(db, payment.eventId, payment.event, payment.bookingId, now),
      // The payment's own id is its reference: the webhook and the return record it once between them.
      db
        .prepare(
          `INSERT INTO folio_payments (booking_id, method, amount_paise, reference, reason, recorded_by, recorded_at, request_key)
           VALUES (?, 'online', ?, ?, 'Deposit paid online', ?, ?, ?) ON CONFLICT DO NOTHING`,
        )
        .bind(payment.bookingId, payment.amountPaise, payment.paymentId, gatewayStaff.email, at, `razorpay:${payment.paymentId}`),
      db
        .prepare(
          `UPDATE booking_deposits SET
             paid_paise = (SELECT COALESCE(SUM(amount_paise), 0) FROM folio_payments
                           WHERE booking_id = ?1 AND method = 'online' AND amount_paise > 0),
             state = CASE WHEN state IN ('awaiting', 'partially_paid')
               THEN CASE WHEN (SELECT COALESCE(SUM(amount_paise), 0) FROM folio_payments
                               WHERE booking_id = ?1 AND method = 'online' AND amount_paise > 0) >= amount_paise
                    THEN 'paid' ELSE 'partially_paid' END
               ELSE state END,
             state_changed_at = ?2
           WHERE booking_id = ?1`,
        )
        .bind(payment.bookingId, at),
    ]);
  } catch (error) {
    // The same event a moment ago (its id is the key): nothing more to do.
    if (await eventSeen(db, payment.eventId)) return "replayed";
    throw error;
  }
  if (results[1].meta.changes === 0) return "already_recorded";
  const after = await db.prepare("SELECT * FROM booking_deposits WHERE booking_id = ?").bind(payment.bookingId).first<DepositRow>();
  if (!openDepositStates.includes(before.state)) {
    // Paid after the deposit lapsed or the booking was cancelled: the money is on the folio for the
    // desk to give back (the desk's refund form), and the log says so without the guest.
    console.warn(JSON.stringify({ event: "deposit_paid_after_close", state: before.state, booking: payment.bookingId }));
    return "recorded";
  }
  if (after?.state === "paid") await afterPaid(deps, payment, after);
  return "recorded";
}

async function afterPaid(deps: PaymentDeps, payment: GatewayPayment, deposit: DepositRow): Promise<void> {
  const { db, now } = deps;
  const policy = await readDepositPolicy(db);
  let confirmed = (await db.prepare("SELECT status FROM bookings WHERE id = ?").bind(payment.bookingId).first<{ status: string }>())?.status === "confirmed";
  if (policy.confirmOnPayment && !confirmed) {
    const outcome = await moveBooking(
      db,
      async (reference, action) => {
        const booking = await bookingDetail(db, reference);
        const origin = { origin: deps.config.siteUrl, linkSecret: deps.linkSecret ?? null };
        if (booking) await sendGuestMail(deps, await moveMail(booking, action, "staff", origin, now));
      },
      {
        reference: payment.reference,
        action: "confirm",
        note: "Deposit paid online",
        requestKey: `deposit-confirm:${payment.reference}`,
        staff: gatewayStaff,
        now,
      },
    );
    confirmed = outcome.ok;
  }
  const booking = await bookingDetail(db, payment.reference);
  if (!booking) return;
  const receipt = depositPaidForGuest(
    booking,
    { paidPaise: deposit.paid_paise, restPaise: Math.max(booking.totalPaise - deposit.paid_paise, 0), paymentId: payment.paymentId, confirmed },
    booking.lang ?? "en",
  );
  await sendGuestMail(deps, [receipt]);
}
