import { env } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { IsoDate } from "~/content/hotel";
import type { AvailableRoom, BookingConfirmation } from "~/domain/api-types";
import { bookingLinkSecret, signBookingLink } from "../../app/booking/my-booking/booking-link.server";
import { saveDepositPolicy } from "../../app/payments/deposit-policy.server";
import { renderGuestPage } from "./guest-page";
import { fakeRazorpay, returnQuery, rzpEnv } from "./razorpay-fake";
import { postJson, safeJson } from "./read-harness";
import { clearBookingRequests, embeddedEnv, post, wizardEntry } from "./submission-helpers";
import { quietDayPlus as day } from "./test-dates";

/**
 * The guest side of deposits through the guest's page (product-rules.md: Deposits): the booking's
 * answer and /MyBooking say what is owed with the link to pay, and the browser's return from the
 * payment page counts only when its signature holds for this booking's own link. Razorpay is stood
 * in for by razorpay-fake.ts.
 */
const secret = bookingLinkSecret(env) ?? "";

/** The page as the Worker renders it; a redirect fails the test. */
async function renderPage(path: string, bindings: Cloudflare.Env) {
  const shown = await renderGuestPage(path, { bindings });
  if (shown.redirect) throw new Error(`redirected to ${shown.redirect.headers.get("Location")}`);
  return shown;
}

async function book(testEnv: Cloudflare.Env, checkIn: IsoDate, checkOut: IsoDate) {
  const entry = wizardEntry({ check_in_date: checkIn, check_out_date: checkOut, children: 0, services: [], name: "Meera Joshi", email: "meera.guest@example.com", phone: "98765 43210", special_requests: "" });
  const answer = await post("/api/bookings", { bookings: [entry] }, { env: testEnv });
  expect(answer.status).toBe(201);
  const confirmation = answer.json().data as unknown as BookingConfirmation;
  return { confirmation, page: `/MyBooking?${new URLSearchParams({ ref: confirmation.reference, t: await signBookingLink(secret, confirmation.reference, checkOut) })}` };
}

/** The way back from the payment page for the first link the stand-in made. */
const returnFor = (reference: string, status: string, paymentId: string, keySecret?: string) =>
  returnQuery({ linkId: "plink_Test000001", reference, status, paymentId }, keySecret);

const onlinePayments = async (reference: string) =>
  (
    await env.DB.prepare(
      "SELECT p.amount_paise FROM folio_payments AS p JOIN bookings AS b ON b.id = p.booking_id WHERE b.reference = ? AND p.method = 'online'",
    )
      .bind(reference)
      .all<{ amount_paise: number }>()
  ).results.map((row) => row.amount_paise);

async function clearDeposits() {
  await env.DB.batch([
    env.DB.prepare("DELETE FROM payment_events"),
    env.DB.prepare("DELETE FROM deposit_refunds"),
    env.DB.prepare("DELETE FROM booking_deposits"),
    env.DB.prepare("DELETE FROM hotel_settings WHERE key = 'deposits'"),
  ]);
  await clearBookingRequests();
}

/** The hotel asks the first night with 24 hours to pay, at the latest two days before arrival. */
const firstNightPolicy = { defaultRule: { kind: "first_night" as const }, payWithinHours: 24, latestDaysBeforeArrival: 2, confirmOnPayment: false };

// The stay: one Deluxe Room (₹4,500 a night, 2 adults) for three offer-free nights. A night with
// 2.5% CGST and 2.5% SGST is ₹4,500 + ₹112.50 + ₹112.50 = ₹4,725; the stay ₹14,175.
const checkIn = day(30);
const checkOut = day(33);

/**
 * No deposit anywhere: availability carries no rule, the booking asks nothing, its page says
 * nothing of a deposit and Razorpay is never asked. Gives back the rooms availability offered.
 */
async function expectNoDeposit(testEnv: Cloudflare.Env) {
  const rzp = fakeRazorpay();
  const free = await safeJson<{ data: AvailableRoom[] }>(
    await postJson("/api/available-rooms", { check_in_date: checkIn, check_out_date: checkOut, adults: 2, children: 0, no_of_rooms: 1 }, testEnv),
  );
  expect(free.data.every((room) => room.deposit_rule === undefined)).toBe(true);
  const { confirmation, page } = await book(testEnv, checkIn, checkOut);
  expect(confirmation.deposit).toBeUndefined();
  const shown = await renderPage(page, testEnv);
  expect(shown.deposit).toBeNull();
  expect(shown.text).not.toMatch(/deposit/i);
  expect(rzp.calls).toEqual([]);
  return free;
}

beforeEach(clearDeposits);
afterEach(async () => {
  vi.restoreAllMocks();
  await clearDeposits();
});

describe("with a first-night deposit in force", () => {
  beforeEach(() => saveDepositPolicy(env.DB, firstNightPolicy, "test", new Date()));

  it("the answer and /MyBooking ask ₹4,725 with the link to pay it, the rest at the hotel", async () => {
    const rzp = fakeRazorpay();
    const testEnv = rzpEnv();
    const { confirmation, page } = await book(testEnv, checkIn, checkOut);
    expect(confirmation.totals.total).toBe(1_417_500);
    expect(confirmation.deposit).toMatchObject({ amount_paise: 472_500, rest_paise: 945_000, pay_url: "https://rzp.io/i/test1" });
    // The link was asked for exactly the server's amount and the booking's reference.
    const asked = rzp.linkCalls()[0]?.body;
    expect(asked).toMatchObject({ amount: 472_500, reference_id: confirmation.reference });
    const shown = await renderPage(page, testEnv);
    expect(shown.deposit).toMatchObject({ kind: "due", amountPaise: 472_500, restPaise: 945_000, payUrl: "https://rzp.io/i/test1" });
    expect(shown.text).toMatch(/Deposit of ₹4,725 due by \d{1,2} [A-Z][a-z]+, \d{1,2}:\d{2} [AP]M/);
    expect(shown.html).toContain('href="https://rzp.io/i/test1"');
    expect(shown.text).toContain("Pay deposit ₹4,725");
  });

  it("a verified paid return records the payment once and shows Deposit paid; the same return again changes nothing", async () => {
    fakeRazorpay();
    const testEnv = rzpEnv();
    const { confirmation, page } = await book(testEnv, checkIn, checkOut);
    const back = `${page}&${await returnFor(confirmation.reference, "paid", "pay_WorkerGuest01")}`;
    const first = await renderPage(back, testEnv);
    expect(first.deposit).toEqual({ kind: "paid", amountPaise: 472_500, restPaise: 945_000 });
    expect(first.text).toContain("Deposit paid");
    expect(first.text).toContain("We have received ₹4,725. The rest (₹9,450) is paid at the hotel.");
    expect(first.html).not.toContain('href="https://rzp.io/i/test1"');
    expect(await onlinePayments(confirmation.reference)).toEqual([472_500]);
    expect((await renderPage(back, testEnv)).deposit).toMatchObject({ kind: "paid" });
    expect(await onlinePayments(confirmation.reference)).toEqual([472_500]);
    // Later visits without the return's query still say paid: the record says so.
    expect((await renderPage(page, testEnv)).deposit).toMatchObject({ kind: "paid" });
  });

  it("a return with a forged signature, or signed for another link, only says it is checking, and records nothing", async () => {
    fakeRazorpay();
    const testEnv = rzpEnv();
    const { confirmation, page } = await book(testEnv, checkIn, checkOut);
    const forged = await returnFor(confirmation.reference, "paid", "pay_Forged01", "not-the-key-secret");
    const refused = await renderPage(`${page}&${forged}`, testEnv);
    expect(refused.deposit).toEqual({ kind: "checking" });
    expect(refused.text).toContain("We are checking your payment");
    // Only the sentence saying when it will say "Deposit paid": never that it is.
    expect(refused.text).not.toContain("We have received");
    const otherLink = await returnQuery({ linkId: "plink_SomeoneElse1", reference: confirmation.reference, status: "paid", paymentId: "pay_Other01" });
    expect((await renderPage(`${page}&${otherLink}`, testEnv)).deposit).toEqual({ kind: "checking" });
    expect(await onlinePayments(confirmation.reference)).toEqual([]);
    // Without the return's query, the page asks for the deposit again.
    expect((await renderPage(page, testEnv)).deposit).toMatchObject({ kind: "due" });
  });

  it("a signed return not yet paid says it is checking", async () => {
    fakeRazorpay();
    const testEnv = rzpEnv();
    const { confirmation, page } = await book(testEnv, checkIn, checkOut);
    const partly = await returnFor(confirmation.reference, "partially_paid", "pay_Part01");
    expect((await renderPage(`${page}&${partly}`, testEnv)).deposit).toEqual({ kind: "checking" });
  });

  it("the Hindi page says it in Hindi", async () => {
    fakeRazorpay();
    const testEnv = rzpEnv();
    const { confirmation, page } = await book(testEnv, checkIn, checkOut);
    expect((await renderPage(`/hi${page}`, testEnv)).text).toContain("₹4,725 की अग्रिम राशि");
    const back = `/hi${page}&${await returnFor(confirmation.reference, "paid", "pay_WorkerGuest02")}`;
    expect((await renderPage(back, testEnv)).text).toContain("अग्रिम राशि मिल गई");
  });

  it("with online deposits off, the same rule asks nothing and the page is as before", async () => {
    await expectNoDeposit(embeddedEnv());
  });
});

describe("with no rule in force", () => {
  it("availability carries no rule, the booking asks nothing and its page says nothing of a deposit", async () => {
    const free = await expectNoDeposit(rzpEnv());
    expect(free.data.length).toBeGreaterThan(0);
  });
});
