import { env } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { applyPaymentReturn } from "~/payments/payment-return.server";
import { readRazorpayConfig } from "~/payments/razorpay-config.server";
import { readDepositOf } from "~/payments/deposit-store.server";
import { auditRows, bookingRow, roomRows } from "./desk-helpers";
import {
  bookWithDeposit,
  clearPolicy,
  deliverWebhook,
  closedEvent,
  depositRow,
  fakeRazorpay,
  type LinkFacts,
  mailKinds,
  onlinePayments,
  paidEvent,
  returnQuery,
  rzpEnv,
  setPolicy,
  WEBHOOK_PATH,
  webhookRequest,
} from "./razorpay-fake";
import { clearBookingRequests, post } from "./submission-helpers";

// One Deluxe room, two adults, two nights: the first night ₹4,500 + 5% GST.
const night = 472_500;

/**
 * A guest's booking with its deposit's link made (Razorpay stood in), the configuration its
 * payments are checked with, and the guest's way back from the payment page, signed as Razorpay
 * signs it (or with another `secret`).
 */
async function bookForPayment(testEnv = rzpEnv()) {
  fakeRazorpay();
  const config = readRazorpayConfig(testEnv);
  if (!config) throw new Error("no Razorpay configuration");
  const booked = await bookWithDeposit(testEnv);
  const returnOf = (status: string, paymentId: string, secret?: string) =>
    returnQuery({ linkId: booked.link.linkId, reference: booked.reference, status, paymentId }, secret);
  return { ...booked, config, returnOf };
}

/** payment_link.paid for the whole first night, by payment `paymentId`. */
const paidInFull = (link: LinkFacts, paymentId: string) => paidEvent("payment_link.paid", link, { id: paymentId, amount: night });

/** How many receipts for a paid deposit the guest was sent. */
const receiptsSent = async (reference: string) => (await mailKinds(reference)).filter((kind) => kind === "deposit-paid-guest").length;

const send = deliverWebhook;

beforeEach(async () => {
  await clearBookingRequests();
  await clearPolicy();
  await setPolicy({ defaultRule: { kind: "first_night" } });
});
afterEach(() => vi.restoreAllMocks());

describe("payment_link.paid", () => {
  it("records the payment on the folio once, marks the deposit paid and sends the guest a receipt", async () => {
    const { reference, bookingId, link } = await bookForPayment();
    const res = await send(paidInFull(link, "pay_Paid000001"), "evt_paid_1");
    expect(res.status).toBe(200);
    expect(await onlinePayments(reference)).toEqual([
      { amount_paise: night, reference: "pay_Paid000001", reason: "Deposit paid online", recorded_by: "razorpay" },
    ]);
    expect(await depositRow(reference)).toMatchObject({ state: "paid", paid_paise: night });
    const view = await readDepositOf(env.DB, bookingId);
    expect(view).toMatchObject({ state: "paid", paidPaise: night, payUrl: null });
    expect(view?.paidAt).not.toBeNull();
    expect(await mailKinds(reference)).toContain("deposit-paid-guest");
    // Without the policy's say-so the request stays for staff to decide.
    expect((await bookingRow(reference))?.status).toBe("pending");
  });

  it("confirms a pending booking when the policy says so, through the desk's own move named 'razorpay'", async () => {
    await setPolicy({ defaultRule: { kind: "first_night" }, confirmOnPayment: true });
    const { reference, link } = await bookForPayment();
    await send(paidInFull(link, "pay_Paid000002"), "evt_paid_2");
    expect((await bookingRow(reference))?.status).toBe("confirmed");
    const audit = await auditRows(reference);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ staff_email: "razorpay", action: "confirm", note: "Deposit paid online" });
    const kinds = await mailKinds(reference);
    expect(kinds).toContain("booking-confirmed-guest");
    expect(kinds).toContain("deposit-paid-guest");
  });

  it("applies a replayed event once: 200, and nothing more changes", async () => {
    const { reference, link } = await bookForPayment();
    const event = paidInFull(link, "pay_Paid000003");
    expect((await send(event, "evt_replay")).status).toBe(200);
    const again = await send(event, "evt_replay");
    expect(again.status).toBe(200);
    expect(again.json()).toEqual({ ok: true, applied: false });
    expect(await onlinePayments(reference)).toHaveLength(1);
    expect(await receiptsSent(reference)).toBe(1);
  });

  it("records one payment when the same event, a second delivery of it and the guest's return arrive at once", async () => {
    const { reference, link, config, returnOf } = await bookForPayment();
    const event = paidInFull(link, "pay_Race000001");
    const query = await returnOf("paid", "pay_Race000001");
    const [first, second, back] = await Promise.all([
      send(event, "evt_race"),
      send(event, "evt_race"),
      applyPaymentReturn(env.DB, config, reference, query),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(back).toBe("paid");
    expect(await onlinePayments(reference)).toHaveLength(1);
    expect(await depositRow(reference)).toMatchObject({ state: "paid", paid_paise: night });
    expect(await receiptsSent(reference)).toBe(1);
  });

  it("records one payment when the webhook comes before the guest's return", async () => {
    const { reference, link, config, returnOf } = await bookForPayment();
    await send(paidInFull(link, "pay_Both000001"), "evt_before");
    const query = await returnOf("paid", "pay_Both000001");
    expect(await applyPaymentReturn(env.DB, config, reference, query)).toBe("paid");
    expect(await onlinePayments(reference)).toHaveLength(1);
    expect(await depositRow(reference)).toMatchObject({ state: "paid", paid_paise: night });
  });

  it("records one payment when the webhook comes after the guest's return", async () => {
    const { reference, link, config, returnOf } = await bookForPayment();
    const query = await returnOf("paid", "pay_Both000002");
    expect(await applyPaymentReturn(env.DB, config, reference, query)).toBe("paid");
    expect(await depositRow(reference)).toMatchObject({ state: "paid", paid_paise: night });
    // The browser coming back twice (a reload) records nothing more.
    expect(await applyPaymentReturn(env.DB, config, reference, query)).toBe("paid");
    const res = await send(paidInFull(link, "pay_Both000002"), "evt_after");
    expect(res.status).toBe(200);
    expect(await onlinePayments(reference)).toEqual([
      { amount_paise: night, reference: "pay_Both000002", reason: "Deposit paid online", recorded_by: "razorpay" },
    ]);
    expect(await receiptsSent(reference)).toBe(1);
  });
});

describe("the guest's return", () => {
  it("refuses a forged return and only says 'checking' for one not paid yet", async () => {
    const { reference, config, returnOf } = await bookForPayment();
    const forged = await returnOf("paid", "pay_Forged0001", "not-the-secret");
    expect(await applyPaymentReturn(env.DB, config, reference, forged)).toBe("refused");
    // Signed, but for another booking's page.
    const elsewhere = await returnOf("paid", "pay_Else000001");
    expect(await applyPaymentReturn(env.DB, config, "NOTTHIS1", elsewhere)).toBe("refused");
    const partly = await returnOf("partially_paid", "pay_Part000001");
    expect(await applyPaymentReturn(env.DB, config, reference, partly)).toBe("checking");
    expect(await onlinePayments(reference)).toHaveLength(0);
    expect(await depositRow(reference)).toMatchObject({ state: "awaiting", paid_paise: 0 });
  });
});

describe("payment_link.partially_paid", () => {
  it("records what was paid and marks the deposit part paid", async () => {
    const { reference, link } = await bookForPayment();
    const res = await send(paidEvent("payment_link.partially_paid", link, { id: "pay_Part000002", amount: 200_000 }), "evt_part");
    expect(res.status).toBe(200);
    expect(await depositRow(reference)).toMatchObject({ state: "partially_paid", paid_paise: 200_000 });
    expect(await onlinePayments(reference)).toHaveLength(1);
    // The rest arrives: paid in full (₹2,000 + ₹2,725 = ₹4,725).
    await send(paidEvent("payment_link.paid", { ...link, amountPaid: night }, { id: "pay_Part000003", amount: 272_500 }), "evt_rest");
    expect(await depositRow(reference)).toMatchObject({ state: "paid", paid_paise: night });
  });
});

describe("payment_link.expired and .cancelled", () => {
  for (const event of ["payment_link.expired", "payment_link.cancelled"] as const) {
    it(`${event}: the request lapses as the Cron lapses it`, async () => {
      const { reference, link } = await bookForPayment();
      const res = await send(closedEvent(event, link), `evt_${event}`);
      expect(res.status).toBe(200);
      expect(await depositRow(reference)).toMatchObject({ state: "lapsed" });
      const booking = await bookingRow(reference);
      expect(booking?.status).toBe("cancelled");
      expect(booking?.status_note).toMatch(/^Deposit not paid by /);
      expect((await roomRows(reference)).every((room) => room.status === "cancelled" && room.released_from !== null)).toBe(true);
      expect((await auditRows(reference))[0]).toMatchObject({ staff_email: "system", action: "cancel" });
      expect(await mailKinds(reference)).toContain("deposit-lapsed-guest");
      expect(await mailKinds(reference)).not.toContain("booking-cancelled-guest");
    });
  }
});

describe("refused webhooks", () => {
  it("refuses a forged signature (400) and changes nothing", async () => {
    const { reference, link } = await bookForPayment();
    const event = paidInFull(link, "pay_Forge00001");
    expect((await send(event, "evt_forged", { secret: "guessed-secret" })).status).toBe(400);
    expect((await send(event, "evt_forged2", { signature: "" })).status).toBe(400);
    expect(await onlinePayments(reference)).toHaveLength(0);
    expect(await depositRow(reference)).toMatchObject({ state: "awaiting" });
    // The forged event's id was not kept: the real one with that id still counts.
    expect((await send(event, "evt_forged")).status).toBe(200);
    expect(await onlinePayments(reference)).toHaveLength(1);
  });

  it("refuses a tampered amount, a tampered reference and a link that is not ours", async () => {
    const { reference, link } = await bookForPayment();
    const pay = { id: "pay_Tamper0001", amount: night };
    expect((await send(paidEvent("payment_link.paid", { ...link, amount: 100 }, { ...pay, amount: 100 }), "evt_t1")).status).toBe(400);
    expect((await send(paidEvent("payment_link.paid", link, { ...pay, amount: night + 1 }), "evt_t2")).status).toBe(400);
    expect((await send(paidEvent("payment_link.paid", { ...link, reference: "OTHERREF" }, pay), "evt_t3")).status).toBe(400);
    expect((await send(paidEvent("payment_link.paid", { ...link, linkId: "plink_NotOurs0001" }, pay), "evt_t4")).status).toBe(400);
    expect((await send(closedEvent("payment_link.expired", { ...link, linkId: "plink_NotOurs0002" }), "evt_t5")).status).toBe(400);
    expect(await onlinePayments(reference)).toHaveLength(0);
    expect(await depositRow(reference)).toMatchObject({ state: "awaiting", paid_paise: 0 });
    expect((await bookingRow(reference))?.status).toBe("pending");
  });

  it("reads the raw body: the same JSON re-spaced no longer matches its signature", async () => {
    const { reference, link } = await bookForPayment();
    const event = paidInFull(link, "pay_Raw0000001");
    const init = await webhookRequest(event, { eventId: "evt_raw" });
    const res = await post(WEBHOOK_PATH, null, { env: rzpEnv(), raw: JSON.stringify(event, null, 1), headers: init.headers });
    expect(res.status).toBe(400);
    expect(await onlinePayments(reference)).toHaveLength(0);
  });

  it("acknowledges an event it does not handle, and takes a server-to-server post whatever its Origin says", async () => {
    fakeRazorpay();
    const res = await send({ event: "payment.captured", payload: {} }, "evt_other", { headers: { Origin: "https://razorpay.example" } });
    expect(res.status).toBe(200);
    expect(res.json()).toEqual({ ok: true, applied: false });
  });

  it("answers 503 while online deposits are off, so Razorpay tries again later", async () => {
    fakeRazorpay();
    const res = await send({ event: "payment_link.paid", payload: {} }, "evt_off", { testEnv: rzpEnv({ RAZORPAY_WEBHOOK_SECRET: "" }) });
    expect(res.status).toBe(503);
    // Upstream the hotel's own system takes any payments: the keys alone do not switch deposits on.
    const upstream = rzpEnv({ ADMIN_API_URL: "http://admin.test", ADMIN_API_KEY: "k" });
    expect((await send({ event: "payment_link.paid", payload: {} }, "evt_up", { testEnv: upstream })).status).toBe(503);
  });
});
