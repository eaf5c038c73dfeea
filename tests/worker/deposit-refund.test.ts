import { createExecutionContext, env } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { IsoDate } from "~/content/hotel";
import { bookingLinkSecret, signBookingLink } from "~/booking/my-booking/booking-link.server";
import { createGuestBookings } from "~/booking/my-booking/guest-bookings.server";
import { cancellationDeadline } from "~/domain/guest-cancellation";
import { addDays } from "~/domain/hotel-date";
import { settleDepositOnCancel } from "~/payments/cancel-deposit.server";
import { readDepositOf } from "~/payments/deposit-store.server";
import { lapseOverdueDeposits } from "~/payments/lapse-deposits.server";
import { type RazorpayConfig, readRazorpayConfig } from "~/payments/razorpay-config.server";
import { refundDeposit, refundMessages, refundOnCancel } from "~/payments/refund-deposit.server";
import { createServices } from "~/server/create-services.server";
import { readConfig } from "~/server/env.server";
import { bookWithDeposit, clearPolicy, deliverWebhook, depositRow, fakeRazorpay, mailKinds, onlinePayments, paidEvent, rzpEnv, setPolicy } from "./razorpay-fake";
import { clearBookingRequests, nextIp, recordingQueue, stay } from "./submission-helpers";

// One Deluxe room, two adults, two nights: ₹4,500 a night + 5% GST.
const night = 472_500;
const total = 945_000;

let testEnv: Cloudflare.Env;
let config: RazorpayConfig;

/** A booking whose deposit (the policy's rule) Razorpay has taken in full. */
async function paidBooking(paymentId: string) {
  const { reference, bookingId, link } = await bookWithDeposit(testEnv);
  const event = paidEvent("payment_link.paid", link, { id: paymentId, amount: link.amount });
  expect((await deliverWebhook(event, `evt_${paymentId}`, { testEnv })).status).toBe(200);
  return { reference, bookingId, paid: link.amount };
}

const byHand = (reference: string, amountPaise: number, requestKey: string, reason = "Guest asked on the phone") =>
  refundDeposit(env.DB, config, { reference, amountPaise, reason, by: "reception@hotel.example", requestKey });

beforeEach(async () => {
  await clearBookingRequests();
  await clearPolicy();
  await setPolicy({ defaultRule: { kind: "first_night" } });
  testEnv = rzpEnv();
  const read = readRazorpayConfig(testEnv);
  if (!read) throw new Error("config");
  config = read;
});
afterEach(() => vi.restoreAllMocks());

describe("refund by hand", () => {
  it("gives back through Razorpay and records one negative online payment with who and why", async () => {
    const rzp = fakeRazorpay();
    const { reference, bookingId } = await paidBooking("pay_Hand000001");
    expect(await byHand(reference, 100_000, "refund-form-1", "Goodwill")).toEqual({ ok: true, refundedPaise: 100_000 });
    expect(rzp.refundCalls()).toHaveLength(1);
    expect(rzp.refundCalls()[0]).toMatchObject({
      path: "/v1/payments/pay_Hand000001/refund",
      body: { amount: 100_000, notes: { booking: reference, reason: "Goodwill" } },
    });
    expect((await onlinePayments(reference)).at(-1)).toEqual({
      amount_paise: -100_000,
      reference: "rfnd_Test000001",
      reason: "Goodwill",
      recorded_by: "reception@hotel.example",
    });
    expect(await readDepositOf(env.DB, bookingId)).toMatchObject({ paidPaise: night, refundedPaise: 100_000 });
    expect(await mailKinds(reference)).toContain("deposit-refunded-guest");
  });

  it("asks Razorpay once when the same form is sent twice", async () => {
    const rzp = fakeRazorpay();
    const { reference } = await paidBooking("pay_Twice00001");
    expect(await byHand(reference, 50_000, "refund-twice")).toEqual({ ok: true, refundedPaise: 50_000 });
    expect(await byHand(reference, 50_000, "refund-twice")).toEqual({ ok: true, refundedPaise: 50_000 });
    expect(rzp.refundCalls()).toHaveLength(1);
    expect((await onlinePayments(reference)).filter((row) => row.amount_paise < 0)).toHaveLength(1);
  });

  it("refuses more than is left to give back, a bad amount, no reason, an unknown booking and a key used for another booking", async () => {
    const rzp = fakeRazorpay();
    const { reference } = await paidBooking("pay_Limits0001");
    await byHand(reference, 100_000, "limits-1");
    // ₹4,725 − ₹1,000 = ₹3,725 left.
    expect(await byHand(reference, night - 100_000 + 1, "limits-2")).toEqual({
      ok: false,
      status: 422,
      message: "At most ₹3,725 of this deposit can still be refunded online.",
    });
    for (const amount of [0, -100, 10.5]) {
      expect(await byHand(reference, amount, `limits-amount-${amount}`)).toEqual({ ok: false, status: 422, message: refundMessages.amount });
    }
    expect(await byHand(reference, 100, "limits-reason", "  ")).toEqual({ ok: false, status: 422, message: refundMessages.reason });
    expect(await byHand(reference, 100, "limits-reason-long", "x".repeat(201))).toEqual({ ok: false, status: 422, message: refundMessages.reason });
    expect(await byHand("NOSUCHREF", 100, "limits-404")).toEqual({ ok: false, status: 404, message: refundMessages.noBooking });
    const other = await paidBooking("pay_Other00001");
    expect(await byHand(other.reference, 100, "limits-1")).toEqual({ ok: false, status: 422, message: refundMessages.keyUsed });
    expect(rzp.refundCalls()).toHaveLength(1);
  });

  it("refuses a booking with nothing paid online (409)", async () => {
    fakeRazorpay();
    const { reference } = await bookWithDeposit(testEnv);
    expect(await byHand(reference, 100, "nothing-paid")).toEqual({ ok: false, status: 409, message: refundMessages.noDeposit });
  });

  it("records nothing when Razorpay is down or refuses, and the same form works once it is back", async () => {
    const rzp = fakeRazorpay();
    const { reference } = await paidBooking("pay_Down000001");
    rzp.state.mode = "unreachable";
    expect(await byHand(reference, 100_000, "down-form")).toEqual({ ok: false, status: 503, message: refundMessages.unreachable });
    rzp.state.mode = "down";
    expect(await byHand(reference, 100_000, "down-form")).toEqual({ ok: false, status: 503, message: refundMessages.unreachable });
    rzp.state.mode = "refusing";
    expect(await byHand(reference, 100_000, "down-form")).toEqual({ ok: false, status: 502, message: refundMessages.refused });
    expect((await onlinePayments(reference)).filter((row) => row.amount_paise < 0)).toHaveLength(0);
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM deposit_refunds").first<{ n: number }>()).toEqual({ n: 0 });
    rzp.state.mode = "up";
    expect(await byHand(reference, 100_000, "down-form")).toEqual({ ok: true, refundedPaise: 100_000 });
    expect((await onlinePayments(reference)).filter((row) => row.amount_paise < 0)).toHaveLength(1);
  });
});

describe("refund on cancellation, by the policy", () => {
  it("gives back everything when the guest cancels on their own page before the free-cancellation date", async () => {
    const rzp = fakeRazorpay();
    const { reference, bookingId } = await paidBooking("pay_Guest00001");
    const secret = bookingLinkSecret(env) ?? "";
    const guestBookings = createGuestBookings({
      db: env.DB,
      config: readConfig(testEnv),
      limiter: env.RATE_LIMITER,
      secret,
      intake: createServices(testEnv, createExecutionContext()).intake,
      mail: { db: env.DB, queue: recordingQueue(), origin: "https://resort.example", linkSecret: secret },
      payments: config,
    });
    const token = await signBookingLink(secret, reference, stay.checkOut as IsoDate);
    const cancel = () => guestBookings.cancel({ reference, token, requestKey: "guest-cancel-1", clientIp: nextIp(), now: new Date() });
    expect(await cancel()).toEqual({ ok: true, replayed: false });
    expect(rzp.refundCalls()).toHaveLength(1);
    expect(rzp.refundCalls()[0].body).toMatchObject({ amount: night });
    expect((await onlinePayments(reference)).at(-1)).toMatchObject({
      amount_paise: -night,
      reason: "Cancelled before the free-cancellation date",
      recorded_by: "guest",
    });
    expect(await readDepositOf(env.DB, bookingId)).toMatchObject({ state: "paid", refundedPaise: night });
    // The same form again: no second refund.
    expect(await cancel()).toEqual({ ok: true, replayed: true });
    expect(rzp.refundCalls()).toHaveLength(1);
  });

  it("stops asking an unpaid deposit when the guest cancels: its link is cancelled, nothing refunded, no lapse later", async () => {
    const rzp = fakeRazorpay();
    const { reference, link, dueAt } = await bookWithDeposit(testEnv);
    const deps = { db: env.DB, config, now: new Date() };
    expect(await settleDepositOnCancel(deps, { reference, requestKey: "unpaid-cancel", by: "guest" })).toEqual({ ok: true, refundedPaise: 0 });
    expect(await depositRow(reference)).toMatchObject({ state: "cancelled" });
    expect(rzp.state.calls.at(-1)).toMatchObject({ method: "POST", path: `/v1/payment_links/${link.linkId}/cancel` });
    expect(rzp.refundCalls()).toHaveLength(0);
    await lapseOverdueDeposits(testEnv, new Date(Date.parse(dueAt) + 1));
    expect(await mailKinds(reference)).not.toContain("deposit-lapsed-guest");
  });

  it("keeps one night after the free-cancellation date and gives back the rest", async () => {
    await setPolicy({ defaultRule: { kind: "full_stay" } });
    const rzp = fakeRazorpay();
    const { reference, paid } = await paidBooking("pay_Late000001");
    expect(paid).toBe(total);
    const late = addDays(cancellationDeadline(stay.checkIn as IsoDate, 1), 1);
    const deps = { db: env.DB, config, now: new Date() };
    // ₹9,450 paid for two nights: one average night (₹4,725) kept, ₹4,725 given back.
    expect(await refundOnCancel(deps, { reference, requestKey: "late-cancel", by: "reception@hotel.example", today: late })).toEqual({
      ok: true,
      refundedPaise: total - night,
    });
    expect(rzp.refundCalls()[0].body).toMatchObject({ amount: total - night });
    expect((await onlinePayments(reference)).at(-1)).toMatchObject({
      amount_paise: -(total - night),
      reason: "Cancelled after the free-cancellation date: one night kept",
    });
  });

  it("keeps the whole first-night deposit after the date, asking Razorpay nothing", async () => {
    const rzp = fakeRazorpay();
    const { reference } = await paidBooking("pay_Late000002");
    const late = addDays(cancellationDeadline(stay.checkIn as IsoDate, 1), 1);
    const onTime = cancellationDeadline(stay.checkIn as IsoDate, 1);
    const deps = { db: env.DB, config, now: new Date() };
    expect(await refundOnCancel(deps, { reference, requestKey: "late-first", by: "system", today: late })).toEqual({ ok: true, refundedPaise: 0 });
    expect(rzp.refundCalls()).toHaveLength(0);
    // On the deadline day itself cancellation is still free.
    expect(await refundOnCancel(deps, { reference, requestKey: "on-time", by: "system", today: onTime })).toEqual({ ok: true, refundedPaise: night });
  });
});
