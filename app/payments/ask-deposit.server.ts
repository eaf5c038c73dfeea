/**
 * Asking a deposit of a guest's new booking (product-rules.md: Deposits): the rule in force for the
 * stay gives the amount, the policy the deadline. The deposit's row is written in the booking's own
 * batch; its payment link is made once that batch has stored the booking, so nothing the guest
 * submitted waits on, or is lost to, the gateway.
 */
import type { IsoDate } from "~/content/hotel";
import type { BookingConfirmation } from "~/domain/api-types";
import { depositDueAt, depositRuleText, depositTerms } from "~/domain/deposit-rule";
import type { StayPrice } from "~/domain/price-stay";
import { depositRuleInForce, readDepositPolicy } from "./deposit-policy.server";
import { makePaymentLink } from "./payment-link.server";
import type { RazorpayConfig } from "./razorpay-config.server";

export type DepositAnswer = NonNullable<BookingConfirmation["deposit"]>;

export interface DepositPlan {
  /** The deposit's row, for the booking's batch (after the booking's own INSERT). */
  statement: D1PreparedStatement;
  /** What the booking's answer says of it; the link is not made yet. */
  answer: DepositAnswer;
  /** Once the booking is stored: makes the link and answers with it (pay_url null if it could not be made). */
  afterStored(linkSecret: string | null): Promise<DepositAnswer>;
}

export async function planDeposit(
  db: D1Database,
  config: RazorpayConfig,
  stay: { reference: string; checkIn: IsoDate; checkOut: IsoDate; price: StayPrice; now: Date },
): Promise<DepositPlan | null> {
  const [policy, rule] = await Promise.all([readDepositPolicy(db), depositRuleInForce(db, stay.checkIn, stay.checkOut)]);
  const terms = depositTerms(rule, stay.price, stay.checkIn);
  if (!terms) return null;
  const dueAt = depositDueAt(stay.now, stay.checkIn, policy).toISOString();
  const at = stay.now.toISOString();
  const statement = db
    .prepare(
      `INSERT INTO booking_deposits (booking_id, amount_paise, rule_text, due_at, state, paid_paise, created_at, state_changed_at)
       SELECT id, ?, ?, ?, 'awaiting', 0, ?, ? FROM bookings WHERE reference = ?`,
    )
    .bind(terms.amountPaise, depositRuleText(terms.rule), dueAt, at, at, stay.reference);
  const answer: DepositAnswer = { amount_paise: terms.amountPaise, rest_paise: terms.restPaise, due_at: dueAt, pay_url: null };
  return {
    statement,
    answer,
    async afterStored(linkSecret) {
      try {
        const booking = await db.prepare("SELECT id FROM bookings WHERE reference = ?").bind(stay.reference).first<{ id: number }>();
        if (!booking) return answer;
        return { ...answer, pay_url: await makePaymentLink(db, config, linkSecret, booking.id, stay.now) };
      } catch (error) {
        // The booking is stored: the Cron makes the link the guest's page then shows.
        console.error(JSON.stringify({ event: "payment_link_deferred", error: String(error).slice(0, 200) }));
        return answer;
      }
    },
  };
}
