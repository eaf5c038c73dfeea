/**
 * A booking with a deposit was cancelled or declined (product-rules.md: Deposits): a deposit still
 * owed is no longer asked (state cancelled, so the Cron never lapses it or writes to the guest about
 * it), and what was paid is given back: by the cancellation policy when the booking was cancelled, in
 * full when the hotel declined the request. The move stands whatever the gateway does: a refund it
 * could not make is logged and stays on the desk's refund form.
 */
import { todayInHotel } from "~/domain/hotel-date";
import type { RefundOutcome } from "./deposit-services";
import { moveDepositState, openDepositStates } from "./deposit-store.server";
import type { PaymentDeps } from "./payment-deps.server";
import { cancelPaymentLink } from "./razorpay-api.server";
import { refundInFull, refundOnCancel } from "./refund-deposit.server";

export async function settleDepositOnCancel(
  deps: PaymentDeps,
  cancel: { reference: string; requestKey: string; by: string; declined?: boolean },
): Promise<RefundOutcome | null> {
  try {
    const booking = await deps.db
      .prepare("SELECT b.id, d.link_id FROM bookings AS b JOIN booking_deposits AS d ON d.booking_id = b.id WHERE b.reference = ?")
      .bind(cancel.reference)
      .first<{ id: number; link_id: string | null }>();
    if (!booking) return null;
    const stopped = await moveDepositState(deps.db, booking.id, openDepositStates, "cancelled", deps.now).run();
    // The link would otherwise take money until its deadline; Razorpay then reports it cancelled, which changes nothing here.
    if (stopped.meta.changes === 1 && booking.link_id) await cancelPaymentLink(deps.config, booking.link_id);
    const outcome = cancel.declined
      ? await refundInFull(deps, { ...cancel, reason: "The hotel declined the request" })
      : await refundOnCancel(deps, { ...cancel, today: todayInHotel(deps.now) });
    if (!outcome.ok) console.error(JSON.stringify({ event: "cancel_refund_failed", status: outcome.status, booking: booking.id }));
    return outcome;
  } catch (error) {
    console.error(JSON.stringify({ event: "cancel_refund_failed", error: String(error).slice(0, 200) }));
    return null;
  }
}
