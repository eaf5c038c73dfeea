import { env } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { lapseOverdueDeposits } from "~/payments/lapse-deposits.server";
import { auditRows, bookingRow, roomRows } from "./desk-helpers";
import { bookWithDeposit, clearPolicy, deliverWebhook, depositRow, fakeRazorpay, mailKinds, onlinePayments, paidEvent, rzpEnv, setPolicy } from "./razorpay-fake";
import { clearBookingRequests } from "./submission-helpers";

const night = 472_500;

/**
 * A booking asked for its deposit (Razorpay stood in), then `meanwhile` (a payment, a move by
 * staff), then the Cron's lapse run a moment past the deadline with `lapseEnv`; answers the booking's reference.
 */
async function lapsedPastDeadline(meanwhile: (booked: Awaited<ReturnType<typeof bookWithDeposit>>) => Promise<unknown>, lapseEnv = rzpEnv()) {
  fakeRazorpay();
  const booked = await bookWithDeposit(rzpEnv());
  await meanwhile(booked);
  await lapseOverdueDeposits(lapseEnv, new Date(Date.parse(booked.dueAt) + 1));
  return booked.reference;
}

const setStatus = (reference: string, status: string) => env.DB.prepare("UPDATE bookings SET status = ? WHERE reference = ?").bind(status, reference).run();

beforeEach(async () => {
  await clearBookingRequests();
  await clearPolicy();
  await setPolicy({ defaultRule: { kind: "first_night" }, payWithinHours: 24 });
});
afterEach(() => vi.restoreAllMocks());

describe("the Cron's lapse", () => {
  it("leaves a deposit alone before its deadline, and lapses it once the deadline has passed", async () => {
    fakeRazorpay();
    const testEnv = rzpEnv();
    const { reference, dueAt } = await bookWithDeposit(testEnv);
    await lapseOverdueDeposits(testEnv, new Date(Date.parse(dueAt) - 1000));
    expect(await depositRow(reference)).toMatchObject({ state: "awaiting" });
    expect((await bookingRow(reference))?.status).toBe("pending");

    await lapseOverdueDeposits(testEnv, new Date(Date.parse(dueAt)));
    expect(await depositRow(reference)).toMatchObject({ state: "lapsed" });
    const booking = await bookingRow(reference);
    expect(booking?.status).toBe("cancelled");
    expect(booking?.status_note).toMatch(/^Deposit not paid by \w{3} \d{1,2} \w{3} \d{4}, \d{1,2}:\d{2} [AP]M$/);
    expect((await roomRows(reference)).every((room) => room.status === "cancelled" && room.released_from !== null)).toBe(true);
    expect((await auditRows(reference))[0]).toMatchObject({ staff_email: "system", action: "cancel" });
    const kinds = await mailKinds(reference);
    expect(kinds.filter((kind) => kind === "deposit-lapsed-guest")).toHaveLength(1);

    // A second run changes nothing and writes nothing more.
    await lapseOverdueDeposits(testEnv, new Date(Date.parse(dueAt) + 60_000));
    expect(await mailKinds(reference)).toEqual(kinds);
  });

  it("gives back in full what was paid in part, through Razorpay, recorded as a refund by 'system'", async () => {
    const rzp = fakeRazorpay();
    const testEnv = rzpEnv();
    const { reference, link, dueAt } = await bookWithDeposit(testEnv);
    const event = paidEvent("payment_link.partially_paid", link, { id: "pay_Lapse00001", amount: 150_000 });
    expect((await deliverWebhook(event, "evt_lapse_part", { testEnv })).status).toBe(200);

    await lapseOverdueDeposits(testEnv, new Date(Date.parse(dueAt) + 1));
    expect(await depositRow(reference)).toMatchObject({ state: "lapsed", paid_paise: 150_000 });
    expect(rzp.refundCalls()).toHaveLength(1);
    expect(rzp.refundCalls()[0]).toMatchObject({ path: "/v1/payments/pay_Lapse00001/refund", body: { amount: 150_000 } });
    expect(await onlinePayments(reference)).toEqual([
      { amount_paise: 150_000, reference: "pay_Lapse00001", reason: "Deposit paid online", recorded_by: "razorpay" },
      { amount_paise: -150_000, reference: "rfnd_Test000001", reason: "Deposit not paid in full by its deadline", recorded_by: "system" },
    ]);
    const kinds = await mailKinds(reference);
    expect(kinds).toContain("deposit-lapsed-guest");
    expect(kinds).toContain("deposit-refunded-guest");
  });

  it("lapses the deposit of a booking staff already confirmed without cancelling it", async () => {
    const reference = await lapsedPastDeadline(({ reference }) => setStatus(reference, "confirmed"));
    expect(await depositRow(reference)).toMatchObject({ state: "lapsed" });
    expect((await bookingRow(reference))?.status).toBe("confirmed");
  });

  it("never lapses a booking already cancelled: its deposit is simply no longer asked, and the guest is not written to", async () => {
    const reference = await lapsedPastDeadline(({ reference }) => setStatus(reference, "declined"));
    expect(await depositRow(reference)).toMatchObject({ state: "cancelled" });
    expect(await mailKinds(reference)).not.toContain("deposit-lapsed-guest");
  });

  it("lapses an unpaid deposit even with the keys removed since (rooms must not be held forever)", async () => {
    const reference = await lapsedPastDeadline(async () => {}, rzpEnv({ RAZORPAY_KEY_SECRET: "" }));
    expect(await depositRow(reference)).toMatchObject({ state: "lapsed" });
    expect((await bookingRow(reference))?.status).toBe("cancelled");
  });
});

describe("a deposit paid in time", () => {
  it("is never lapsed", async () => {
    const reference = await lapsedPastDeadline(({ link }) => deliverWebhook(paidEvent("payment_link.paid", link, { id: "pay_InTime0001", amount: night }), "evt_in_time"));
    expect(await depositRow(reference)).toMatchObject({ state: "paid" });
    expect((await bookingRow(reference))?.status).toBe("pending");
  });
});
