/**
 * Giving back a deposit through the gateway (product-rules.md: Deposits): by hand on the desk, on
 * the guest's own cancellation (by the cancellation policy) and when a partly paid request lapses.
 * Each refund is claimed under its form's one-time key before the gateway is asked, so a form sent
 * twice asks once; what the gateway gave back is one negative 'online' folio payment with who and
 * why. The gateway down: nothing is recorded, the claim is given back, the staff can try again.
 */
import { sumOf } from "~/domain/sum-of";
import type { IsoDate } from "~/content/hotel";
import { bookingDetail } from "~/desk/bookings/booking-detail.server";
import { cancellationDeadline } from "~/domain/guest-cancellation";
import { compareDates } from "~/domain/hotel-date";
import { divideRoundHalfUp, formatRupees } from "~/domain/money";
import { depositRuleFromText, refundOnCancellation } from "~/domain/deposit-rule";
import { depositRefundedForGuest } from "~/mail/messages/deposit-mail.server";
import type { RefundOutcome, RefundRequest } from "./deposit-services";
import { type PaymentDeps, sendGuestMail } from "./payment-deps.server";
import { refundPayment } from "./razorpay-api.server";
import type { RazorpayConfig } from "./razorpay-config.server";

export const refundMessages = {
  amount: "Enter the amount to refund in rupees, more than zero.",
  reason: "Say why the deposit is refunded (up to 200 characters).",
  noBooking: "There is no booking with that reference.",
  noDeposit: "This booking has no deposit paid online to refund.",
  tooMuch: (left: number) => `At most ${formatRupees(left)} of this deposit can still be refunded online.`,
  keyUsed: "This form was already used for another refund, so nothing was refunded. Reload the page and try again.",
  inProgress: "This refund is already being asked of Razorpay. Reload the page in a minute to see it.",
  refused: "Razorpay refused the refund, so nothing was recorded. Check the payment in Razorpay's dashboard, then try again.",
  unreachable: "Razorpay could not be reached, so nothing was refunded or recorded. Please try again in a few minutes.",
} as const;

interface GatewayPaymentRow {
  reference: string;
  amount_paise: number;
  refunded_paise: number;
}

/** Each gateway payment of a booking with what was already given back from it (or is being). */
async function refundablePayments(db: D1Database, bookingId: number): Promise<GatewayPaymentRow[]> {
  const { results } = await db
    .prepare(
      `SELECT p.reference, p.amount_paise,
         COALESCE((SELECT SUM(r.amount_paise) FROM deposit_refunds AS r WHERE r.payment_id = p.reference), 0) AS refunded_paise
       FROM folio_payments AS p
       WHERE p.booking_id = ? AND p.method = 'online' AND p.amount_paise > 0 AND p.reference LIKE 'pay%'
       ORDER BY p.id`,
    )
    .bind(bookingId)
    .all<GatewayPaymentRow>();
  return results;
}

/** What can still be given back online. */
export async function refundableOf(db: D1Database, bookingId: number): Promise<number> {
  return sumOf(await refundablePayments(db, bookingId), (row) => Math.max(row.amount_paise - row.refunded_paise, 0));
}

type Claim = { request_key: string; booking_id: number; amount_paise: number; refund_id: string | null };

/** The refunds a form's key already asked (the key itself, then `key:2`, `key:3` for further payments). */
async function claimsOf(db: D1Database, requestKey: string): Promise<Claim[]> {
  const { results } = await db
    .prepare("SELECT request_key, booking_id, amount_paise, refund_id FROM deposit_refunds WHERE request_key = ?1 OR request_key GLOB ?2")
    .bind(requestKey, `${requestKey.replace(/[*?[\]]/g, "")}:[0-9]*`)
    .all<Claim>();
  return results;
}

function replayOf(claims: readonly Claim[], bookingId: number): RefundOutcome {
  if (claims.some((claim) => claim.booking_id !== bookingId)) return { ok: false, status: 422, message: refundMessages.keyUsed };
  if (claims.some((claim) => claim.refund_id === null)) return { ok: false, status: 409, message: refundMessages.inProgress };
  return { ok: true, refundedPaise: sumOf(claims, (claim) => claim.amount_paise) };
}

/** A refund asked by hand on the desk: `req.by` is the member of staff. */
export function refundDeposit(db: D1Database, config: RazorpayConfig, req: RefundRequest, more: Omit<PaymentDeps, "db" | "config" | "now"> & { now?: Date } = {}): Promise<RefundOutcome> {
  return giveBack({ db, config, ...more, now: more.now ?? new Date() }, req, 0);
}

/** Checks and runs one refund; `keptPaise` is only what the guest's e-mail says the hotel keeps. */
async function giveBack(deps: PaymentDeps, req: RefundRequest, keptPaise: number): Promise<RefundOutcome> {
  const { db } = deps;
  if (!Number.isSafeInteger(req.amountPaise) || req.amountPaise <= 0) return { ok: false, status: 422, message: refundMessages.amount };
  const reason = req.reason.trim();
  if (reason.length < 1 || reason.length > 200) return { ok: false, status: 422, message: refundMessages.reason };
  if (req.requestKey.length < 1 || req.requestKey.length > 90) return { ok: false, status: 400, message: refundMessages.keyUsed };
  const booking = await db.prepare("SELECT id FROM bookings WHERE reference = ?").bind(req.reference).first<{ id: number }>();
  if (!booking) return { ok: false, status: 404, message: refundMessages.noBooking };
  const earlier = await claimsOf(db, req.requestKey);
  if (earlier.length > 0) return replayOf(earlier, booking.id);
  const payments = await refundablePayments(db, booking.id);
  const left = sumOf(payments, (row) => Math.max(row.amount_paise - row.refunded_paise, 0));
  if (payments.length === 0) return { ok: false, status: 409, message: refundMessages.noDeposit };
  if (req.amountPaise > left) return { ok: false, status: 422, message: refundMessages.tooMuch(left) };

  // The gateway refunds one payment at a time: the amount is drawn from the payments in order.
  let toGo = req.amountPaise;
  let given = 0;
  for (const payment of payments) {
    const share = Math.min(payment.amount_paise - payment.refunded_paise, toGo);
    if (share <= 0) continue;
    const key = given === 0 && toGo === req.amountPaise ? req.requestKey : `${req.requestKey}:${payments.indexOf(payment) + 1}`;
    const outcome = await refundOne(deps, { ...req, reason, requestKey: key }, booking.id, payment.reference, share);
    if (!outcome.ok) {
      if (given === 0) return outcome;
      // Part was given back: it stands, recorded; the rest is for the staff to ask again.
      break;
    }
    given += share;
    toGo -= share;
    if (toGo === 0) break;
  }
  if (given > 0) await mailRefund(deps, req.reference, { amountPaise: given, keptPaise, reason, requestKey: req.requestKey });
  return { ok: true, refundedPaise: given };
}

async function refundOne(deps: PaymentDeps, req: RefundRequest, bookingId: number, paymentId: string, amount: number): Promise<RefundOutcome> {
  const { db, config, now } = deps;
  try {
    await db
      .prepare(
        `INSERT INTO deposit_refunds (request_key, booking_id, payment_id, amount_paise, reason, requested_by, requested_at)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      )
      .bind(req.requestKey, bookingId, paymentId, amount, req.reason, req.by, now.toISOString())
      .run();
  } catch {
    // The same form a moment ago: its first answer.
    return replayOf(await claimsOf(db, req.requestKey), bookingId);
  }
  const answer = await refundPayment(config, paymentId, amount, { booking: req.reference, reason: req.reason.slice(0, 200) });
  if (!answer.ok) {
    await db.prepare("DELETE FROM deposit_refunds WHERE request_key = ? AND refund_id IS NULL").bind(req.requestKey).run();
    return answer.reason === "refused"
      ? { ok: false, status: 502, message: refundMessages.refused }
      : { ok: false, status: 503, message: refundMessages.unreachable };
  }
  const at = now.toISOString();
  await db.batch([
    db.prepare("UPDATE deposit_refunds SET refund_id = ? WHERE request_key = ?").bind(answer.value.id, req.requestKey),
    db
      .prepare(
        `INSERT INTO folio_payments (booking_id, method, amount_paise, reference, reason, recorded_by, recorded_at, request_key)
         VALUES (?, 'online', ?, ?, ?, ?, ?, ?)`,
      )
      .bind(bookingId, -amount, answer.value.id, req.reason, req.by, at, `refund:${req.requestKey}`),
  ]);
  return { ok: true, refundedPaise: amount };
}

async function mailRefund(
  deps: PaymentDeps,
  reference: string,
  refund: { amountPaise: number; keptPaise: number; reason: string; requestKey: string },
): Promise<void> {
  const booking = await bookingDetail(deps.db, reference);
  if (booking?.guestEmail) await sendGuestMail(deps, [depositRefundedForGuest(booking, refund, booking.lang ?? "en")]);
}

/**
 * What the hotel keeps of a deposit when a booking is cancelled after its free-cancellation date:
 * one night. The deposit itself when it was the first night's; otherwise an average night of the
 * stay (its total over its nights, rounded half up), since the policy keeps one night, not a dated one.
 */
export async function oneNightKept(db: D1Database, bookingId: number): Promise<number> {
  const row = await db
    .prepare(
      `SELECT d.rule_text, d.amount_paise, b.total_paise, b.nights
       FROM booking_deposits AS d JOIN bookings AS b ON b.id = d.booking_id WHERE d.booking_id = ?`,
    )
    .bind(bookingId)
    .first<{ rule_text: string; amount_paise: number; total_paise: number; nights: number }>();
  if (!row) return 0;
  if (depositRuleFromText(row.rule_text)?.kind === "first_night") return row.amount_paise;
  return divideRoundHalfUp(row.total_paise, Math.max(row.nights, 1));
}

/**
 * The refund a cancellation owes (product-rules.md: Deposits): everything paid while cancellation
 * is free (up to the policy's days before arrival, in hotel time), otherwise all but one night.
 * Nothing to give back: `{ ok: true, refundedPaise: 0 }` without asking the gateway.
 */
export async function refundOnCancel(
  deps: PaymentDeps,
  cancel: { reference: string; requestKey: string; by: string; today: IsoDate; reason?: string },
): Promise<RefundOutcome> {
  const booking = await deps.db
    .prepare("SELECT b.id, b.check_in_date, (SELECT COUNT(*) FROM booking_rooms WHERE booking_id = b.id) AS rooms FROM bookings AS b WHERE b.reference = ?")
    .bind(cancel.reference)
    .first<{ id: number; check_in_date: IsoDate; rooms: number }>();
  if (!booking) return { ok: false, status: 404, message: refundMessages.noBooking };
  const earlier = await claimsOf(deps.db, cancel.requestKey);
  if (earlier.length > 0) return replayOf(earlier, booking.id);
  const paid = await refundableOf(deps.db, booking.id);
  const free = compareDates(cancel.today, cancellationDeadline(booking.check_in_date, booking.rooms)) <= 0;
  const kept = free ? 0 : await oneNightKept(deps.db, booking.id);
  const amount = refundOnCancellation(paid, kept, free);
  if (amount <= 0) return { ok: true, refundedPaise: 0 };
  const reason = cancel.reason ?? (free ? "Cancelled before the free-cancellation date" : "Cancelled after the free-cancellation date: one night kept");
  return giveBack(deps, { reference: cancel.reference, amountPaise: amount, reason, by: cancel.by, requestKey: cancel.requestKey }, paid - amount);
}

/** Everything paid online given back (a request that lapsed part paid): nothing kept, whatever the date. */
export async function refundInFull(
  deps: PaymentDeps,
  refund: { reference: string; requestKey: string; by: string; reason: string },
): Promise<RefundOutcome> {
  const booking = await deps.db.prepare("SELECT id FROM bookings WHERE reference = ?").bind(refund.reference).first<{ id: number }>();
  if (!booking) return { ok: false, status: 404, message: refundMessages.noBooking };
  const earlier = await claimsOf(deps.db, refund.requestKey);
  if (earlier.length > 0) return replayOf(earlier, booking.id);
  const amount = await refundableOf(deps.db, booking.id);
  if (amount <= 0) return { ok: true, refundedPaise: 0 };
  return giveBack(deps, { ...refund, amountPaise: amount }, 0);
}
