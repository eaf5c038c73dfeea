/**
 * Money on a stay's folio (product-rules.md: The folio and the tax invoice): payments by cash, UPI,
 * card or transfer (an advance while confirmed, during the stay, at or after check-out), refunds
 * (a negative payment with a reason, never more than was paid), a bill to a company or a write-off
 * (each at most what is owed), and a company's later settlement of its bill. Each form records
 * once; nothing recorded is changed.
 */
import { sumOf } from "~/domain/sum-of";
import type { BookingStatus } from "~/domain/booking-status";
import { type PaymentMethod, folioLimits, paymentMethods } from "~/domain/folio";
import { formatRupees } from "~/domain/money";
import { fieldsRefused, folioBookingOf, folioMessages, replayOfKey } from "./folio-booking.server";
import type { CompanyBillRow, FolioOutcome, RecordPaymentRequest, SettleCompanyBillRequest } from "./folio-services";
import { readFolio } from "./folio-store.server";

export const paymentMessages = {
  method: "Choose how the money was paid.",
  online: "Online payments are recorded by the payment gateway, not by hand.",
  amount: `Enter an amount from ₹0.01 to ${formatRupees(folioLimits.maxAmountPaise)}.`,
  reference: `Keep the reference to ${folioLimits.referenceLength} characters.`,
  reason: `Give the reason in 1 to ${folioLimits.reasonLength} characters.`,
  company: `Give the company's name in 1 to ${folioLimits.companyLength} characters.`,
  refundMethod: "A refund is given back by cash, UPI, card or bank transfer.",
  refundTooMuch: (most: string) => `At most ${most} was paid and not yet refunded.`,
  nothingOwed: "Nothing is owed on this folio.",
  moreThanOwed: (most: string) => `Only ${most} is owed.`,
  noBill: "There is no such bill to a company on this folio.",
  settleMethod: "Choose how the company paid: cash, UPI, card or bank transfer.",
  settleTooMuch: (most: string) => `Only ${most} of this bill is still open.`,
} as const;

/** Where a payment can be taken: an advance on a confirmed stay, the stay itself, and afterwards (refunds, late payments). */
const takesPayments: readonly BookingStatus[] = ["confirmed", "checked_in", "checked_out"];

/** Money that actually changed hands: what a refund can give back. */
const moneyMethods: readonly PaymentMethod[] = ["cash", "upi", "card", "bank_transfer", "online"];

/** The methods a hand can record: everything but the payment gateway's. */
const counterMethods: readonly PaymentMethod[] = ["cash", "upi", "card", "bank_transfer"];

export async function recordPayment(db: D1Database, request: RecordPaymentRequest): Promise<FolioOutcome> {
  const reason = request.reason.trim();
  const company = request.company.trim();
  const paymentReference = request.paymentReference.trim();
  const method = request.method;
  const fields: Record<string, string> = {};
  if (!(paymentMethods as readonly string[]).includes(method)) fields.method = paymentMessages.method;
  else if (method === "online") fields.method = paymentMessages.online;
  else if (request.refund && !counterMethods.includes(method)) fields.method = paymentMessages.refundMethod;
  if (!Number.isSafeInteger(request.amountPaise) || request.amountPaise < 1 || request.amountPaise > folioLimits.maxAmountPaise) {
    fields.amount = paymentMessages.amount;
  }
  if (paymentReference.length > folioLimits.referenceLength) fields.reference = paymentMessages.reference;
  const needsReason = request.refund || method === "write_off";
  if ((needsReason && reason.length === 0) || reason.length > folioLimits.reasonLength) fields.reason = paymentMessages.reason;
  if (method === "bill_to_company" && (company.length === 0 || company.length > folioLimits.companyLength)) fields.company = paymentMessages.company;
  if (Object.keys(fields).length > 0) return fieldsRefused(fields);

  const booking = await folioBookingOf(db, request.reference);
  if (!booking) return { ok: false, status: 404, message: folioMessages.noBooking };
  const replay = await replayOfKey(db, "folio_payments", request.requestKey, booking.id);
  if (replay) return replay;
  if (!takesPayments.includes(booking.status)) return { ok: false, status: 409, message: folioMessages.noPayments };
  const folio = await readFolio(db, request.reference);
  if (!folio) return { ok: false, status: 404, message: folioMessages.noBooking };
  if (request.refund) {
    const refundable = sumOf(folio.payments.filter((payment) => moneyMethods.includes(payment.method)), (payment) => payment.amountPaise);
    if (request.amountPaise > refundable) return fieldsRefused({ amount: paymentMessages.refundTooMuch(formatRupees(Math.max(0, refundable))) });
  } else if (method === "bill_to_company" || method === "write_off") {
    const owed = folio.totals.balancePaise;
    if (owed <= 0) return fieldsRefused({ amount: paymentMessages.nothingOwed });
    if (request.amountPaise > owed) return fieldsRefused({ amount: paymentMessages.moreThanOwed(formatRupees(owed)) });
  }
  const amountPaise = request.refund ? -request.amountPaise : request.amountPaise;
  try {
    await db
      .prepare(
        `INSERT INTO folio_payments (booking_id, method, amount_paise, reference, reason, company, recorded_by, recorded_at, request_key)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .bind(
        booking.id,
        method,
        amountPaise,
        paymentReference,
        reason,
        method === "bill_to_company" ? company : "",
        request.staff.email,
        request.now.toISOString(),
        request.requestKey,
      )
      .run();
  } catch (error) {
    // The same form sent twice at once: the first one recorded it.
    const raced = await replayOfKey(db, "folio_payments", request.requestKey, booking.id);
    if (raced) return raced;
    throw error;
  }
  return { ok: true, replayed: false };
}

/** A company paying (some of) what was billed to it: at most what is still open of that bill. */
export async function settleCompanyBill(db: D1Database, request: SettleCompanyBillRequest): Promise<FolioOutcome> {
  const fields: Record<string, string> = {};
  if (!counterMethods.includes(request.method)) fields.method = paymentMessages.settleMethod;
  if (!Number.isSafeInteger(request.amountPaise) || request.amountPaise < 1 || request.amountPaise > folioLimits.maxAmountPaise) {
    fields.amount = paymentMessages.amount;
  }
  const paymentReference = request.paymentReference.trim();
  if (paymentReference.length > folioLimits.referenceLength) fields.reference = paymentMessages.reference;
  if (Object.keys(fields).length > 0) return fieldsRefused(fields);
  const booking = await folioBookingOf(db, request.reference);
  if (!booking) return { ok: false, status: 404, message: folioMessages.noBooking };
  const replay = await db
    .prepare("SELECT p.booking_id FROM company_settlements AS s JOIN folio_payments AS p ON p.id = s.payment_id WHERE s.request_key = ?")
    .bind(request.requestKey)
    .first<{ booking_id: number }>();
  if (replay) return replay.booking_id === booking.id ? { ok: true, replayed: true } : { ok: false, status: 422, message: folioMessages.keyElsewhere };
  const bill = await db
    .prepare(
      `SELECT p.amount_paise, (SELECT COALESCE(SUM(s.amount_paise), 0) FROM company_settlements AS s WHERE s.payment_id = p.id) AS settled
       FROM folio_payments AS p WHERE p.id = ? AND p.booking_id = ? AND p.method = 'bill_to_company'`,
    )
    .bind(Number.isSafeInteger(request.paymentId) ? request.paymentId : -1, booking.id)
    .first<{ amount_paise: number; settled: number }>();
  if (!bill) return { ok: false, status: 404, message: paymentMessages.noBill };
  const open = bill.amount_paise - bill.settled;
  if (request.amountPaise > open) return fieldsRefused({ amount: paymentMessages.settleTooMuch(formatRupees(Math.max(0, open))) });
  try {
    await db
      .prepare(
        `INSERT INTO company_settlements (payment_id, method, amount_paise, reference, recorded_by, recorded_at, request_key)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      )
      .bind(request.paymentId, request.method, request.amountPaise, paymentReference, request.staff.email, request.now.toISOString(), request.requestKey)
      .run();
  } catch (error) {
    const raced = await db.prepare("SELECT 1 AS seen FROM company_settlements WHERE request_key = ?").bind(request.requestKey).first();
    if (raced) return { ok: true, replayed: true };
    throw error;
  }
  return { ok: true, replayed: false };
}

/** Every amount billed to a company that it has not yet paid in full, oldest first. */
export async function readCompanyBills(db: D1Database): Promise<CompanyBillRow[]> {
  const { results } = await db
    .prepare(
      `SELECT p.id, b.reference, b.guest_name, p.company, p.amount_paise, p.recorded_at,
         (SELECT COALESCE(SUM(s.amount_paise), 0) FROM company_settlements AS s WHERE s.payment_id = p.id) AS settled
       FROM folio_payments AS p JOIN bookings AS b ON b.id = p.booking_id
       WHERE p.method = 'bill_to_company' AND settled < p.amount_paise
       ORDER BY p.recorded_at, p.id`,
    )
    .all<{ id: number; reference: string; guest_name: string; company: string; amount_paise: number; recorded_at: string; settled: number }>();
  return results.map((row) => ({
    paymentId: row.id,
    reference: row.reference,
    guestName: row.guest_name,
    company: row.company,
    amountPaise: row.amount_paise,
    settledPaise: row.settled,
    recordedAt: row.recorded_at,
  }));
}
