/**
 * A booking's online deposit on the desk (product-rules.md: Deposits): its panel on the booking and
 * the folio (state, asked, paid, refunded, due by, the guest's pay link), the refund by hand through
 * Razorpay (stood in by intercepting fetch to its configured address), and Today's line of deposits
 * paid today and awaiting ones that lapse today.
 *
 * Figures by hand: two Deluxe nights at ₹4,500 with 5% GST are 2 × (4,500 + 225) = ₹9,450; the first
 * night's deposit is ₹4,725 (4,72,500 paise).
 */
import { env } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { IsoDate } from "~/content/hotel";
import { addDays, todayInHotel } from "~/domain/hotel-date";
import { hotelDateTime, hotelDayStartUtc } from "~/desk/desk-time";
import * as bookingPage from "../../app/desk/bookings/admin-booking";
import * as depositPage from "../../app/desk/deposits/admin-deposit";
import * as folioPage from "../../app/desk/folio/admin-folio";
import * as todayPage from "../../app/desk/today/admin-today";
import { clearDesk, reception, seedBooking } from "./desk-helpers";
import { bookingIdOf, seedDeposit } from "./desk-deposits-helpers";
import { formKey, pageRoute, postForm, visit } from "./desk-pages";
import { fakeRazorpay, KEY_ID, KEY_SECRET, onlinePayments, rzpEnv } from "./razorpay-fake";
import { quietDayPlus as day } from "./test-dates";

const routes = [
  pageRoute("deposit", "/admin/bookings/:reference/deposit", depositPage),
  pageRoute("booking", "/admin/bookings/:reference", bookingPage),
  pageRoute("folio", "/admin/bookings/:reference/folio", folioPage),
  pageRoute("today", "/admin", todayPage),
];

const firstNight = 472_500;
const on = { bindings: rzpEnv() };
const depositOf = (reference: string) => `/admin/bookings/${reference}/deposit`;

let stays = 0;
/** A confirmed two-night Deluxe stay whose ₹4,725 first-night deposit was paid online. */
async function paidStay(options: { paidAt?: string; status?: "confirmed" | "pending" } = {}) {
  stays += 1;
  const reference = `DEPO${String(stays).padStart(4, "0")}`;
  const checkIn: IsoDate = day(10 + stays * 3);
  await seedBooking({ reference, status: options.status ?? "confirmed", checkIn, checkOut: addDays(checkIn, 2), nights: 2 });
  const bookingId = await bookingIdOf(reference);
  const paymentId = `pay_Desk${reference}`;
  await seedDeposit({ bookingId, amountPaise: firstNight, ruleText: "first_night", dueAt: new Date(Date.now() - 3_600_000).toISOString(), paidPaise: firstNight, paymentId, paidAt: options.paidAt });
  return { reference, paymentId };
}

/** A pending request still awaiting its 30% deposit (₹2,835 of ₹9,450), due at `dueAt`. */
async function awaitingStay(dueAt: string, linkUrl?: string | null) {
  stays += 1;
  const reference = `WAIT${String(stays).padStart(4, "0")}`;
  const checkIn: IsoDate = day(10 + stays * 3);
  await seedBooking({ reference, status: "pending", checkIn, checkOut: addDays(checkIn, 2), nights: 2 });
  const bookingId = await bookingIdOf(reference);
  await seedDeposit({ bookingId, amountPaise: 283_500, ruleText: "percent:30", dueAt, linkUrl });
  return { reference, bookingId };
}

async function depositAudit(reference: string) {
  const { results } = await env.DB.prepare("SELECT staff_email, action, before_state, after_state, request_key FROM desk_audit WHERE subject = 'deposit' AND subject_key = ?")
    .bind(reference)
    .all<{ staff_email: string; action: string; before_state: string; after_state: string; request_key: string }>();
  return results;
}

beforeEach(async () => {
  await env.DB.batch(["deposit_refunds", "payment_events", "booking_deposits"].map((table) => env.DB.prepare(`DELETE FROM ${table}`)));
  await clearDesk();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe("the deposit panel", () => {
  it("shows a paid deposit on the booking and its folio, with the refund form while keys are set", async () => {
    const { reference } = await paidStay();
    for (const path of [`/admin/bookings/${reference}`, `/admin/bookings/${reference}/folio`, depositOf(reference)]) {
      const page = await visit(routes, path, {}, on);
      expect(page.status, path).toBe(200);
      expect(page.html, path).toContain('data-testid="deposit-panel"');
      expect(page.words, path).toContain("State Paid");
      expect(page.words, path).toContain("Asked ₹4,725 · First night");
      expect(page.words, path).toContain("Paid ₹4,725");
      expect(page.words, path).toContain("Refunded ₹0");
      expect(page.words, path).toContain("Up to ₹4,725: what was paid online less what was refunded.");
      expect(page.html, path).toContain(`action="${depositOf(reference)}"`);
      // The amount prefilled is all that is left to give back.
      expect(page.html, path).toMatch(/name="amount"[^>]*value="4,725"/);
    }
  });

  it("shows an awaiting deposit's deadline and the guest's pay link to copy, and no refund form", async () => {
    const due = new Date(Date.now() + 5 * 3_600_000).toISOString();
    const { reference, bookingId } = await awaitingStay(due);
    const page = await visit(routes, `/admin/bookings/${reference}`, {}, on);
    expect(page.words).toContain("State Awaiting payment");
    expect(page.words).toContain("Asked ₹2,835 · 30% of the stay");
    expect(page.words).toContain(`Due by ${hotelDateTime(due)}`);
    expect(page.html).toContain(`value="https://rzp.io/rzp/desk${bookingId}"`);
    expect(page.html).not.toContain('name="reason"');
  });

  it("says the link is being made when the gateway has not made one yet", async () => {
    const { reference } = await awaitingStay(new Date(Date.now() + 3_600_000).toISOString(), null);
    const page = await visit(routes, `/admin/bookings/${reference}`, {}, on);
    expect(page.words).toContain("The payment link is being made");
  });

  it("is not shown for a booking that was never asked for a deposit, whose deposit page is a 404", async () => {
    await seedBooking({ reference: "NODEP001", status: "confirmed", checkIn: day(5), checkOut: day(7), nights: 2 });
    const page = await visit(routes, "/admin/bookings/NODEP001", {}, on);
    expect(page.status).toBe(200);
    expect(page.html).not.toContain('data-testid="deposit-panel"');
    expect((await visit(routes, depositOf("NODEP001"), {}, on)).status).toBe(404);
  });

  it("says online deposits are off without the keys, and offers no refund through Razorpay", async () => {
    const { reference } = await paidStay();
    const page = await visit(routes, `/admin/bookings/${reference}`);
    expect(page.words).toMatch(/Online deposits are off: .*keys are not set/);
    expect(page.words).toContain("give the money back at the counter and record it on the folio");
    expect(page.html).not.toContain(`action="${depositOf(reference)}"`);
  });
});

describe("a refund by hand", () => {
  it("gives back through Razorpay once per form, on the folio with who and why, audited before and after", async () => {
    const razorpay = fakeRazorpay();
    const { reference, paymentId } = await paidStay();
    const fields = { intent: "deposit_refund", amount: "1,000", reason: "Guest arrives a night later", request_key: formKey() };
    const first = await postForm(routes, depositOf(reference), fields, on);
    expect([first.status, first.location]).toEqual([303, `${depositOf(reference)}?done=refunded`]);
    const again = await postForm(routes, depositOf(reference), fields, on);
    expect([again.status, again.location]).toEqual([303, `${depositOf(reference)}?done=refunded`]);

    expect(razorpay.calls).toHaveLength(1);
    expect(razorpay.calls[0]).toMatchObject({ method: "POST", path: `/v1/payments/${paymentId}/refund`, body: { amount: 100_000 } });
    expect(razorpay.calls[0].authorization).toBe(`Basic ${btoa(`${KEY_ID}:${KEY_SECRET}`)}`);
    expect(await onlinePayments(reference)).toEqual([
      { amount_paise: firstNight, reference: paymentId, reason: "", recorded_by: "razorpay" },
      { amount_paise: -100_000, reference: "rfnd_Test000001", reason: "Guest arrives a night later", recorded_by: reception.email },
    ]);
    const audit = await depositAudit(reference);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ staff_email: reception.email, action: "refund", request_key: fields.request_key });
    expect(JSON.parse(audit[0].before_state)).toEqual({ paidPaise: firstNight, refundedPaise: 0 });
    expect(JSON.parse(audit[0].after_state)).toEqual({ paidPaise: firstNight, refundedPaise: 100_000, reason: "Guest arrives a night later" });

    // The guest is told by e-mail, once.
    const mail = await env.DB.prepare("SELECT kind, to_address FROM mail_outbox WHERE about = ?").bind(reference).all();
    expect(mail.results).toEqual([{ kind: expect.stringMatching(/^deposit.*refund.*-guest$/), to_address: "asha@example.com" }]);

    // ₹4,725 − ₹1,000 = ₹3,725 left.
    const page = await visit(routes, `${depositOf(reference)}?done=refunded`, {}, on);
    expect(page.words).toContain("Refund sent through Razorpay.");
    expect(page.words).toContain("Refunded ₹1,000");
    expect(page.words).toContain("Up to ₹3,725");
  });

  it("refuses more than what was paid less what was refunded with 422, asking Razorpay nothing", async () => {
    const razorpay = fakeRazorpay();
    const { reference } = await paidStay();
    await postForm(routes, depositOf(reference), { intent: "deposit_refund", amount: "1,000", reason: "Part refund" }, on);
    const tooMuch = await postForm(routes, depositOf(reference), { intent: "deposit_refund", amount: "3,725.01", reason: "The rest and a paisa" }, on);
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.words).toContain("At most ₹3,725 can be refunded: what was paid less what was already refunded.");
    // What was typed stays in the form.
    expect(tooMuch.html).toMatch(/name="amount"[^>]*value="3,725.01"/);
    expect(razorpay.calls).toHaveLength(1);
    // Exactly what is left is taken.
    const rest = await postForm(routes, depositOf(reference), { intent: "deposit_refund", amount: "3,725", reason: "The rest" }, on);
    expect(rest.status).toBe(303);
    expect((await onlinePayments(reference)).reduce((sum, row) => sum + row.amount_paise, 0)).toBe(0);
    // Nothing is left: the form is gone, and a form sent anyway is refused.
    const page = await visit(routes, depositOf(reference), {}, on);
    expect(page.html).not.toContain('name="reason"');
    const more = await postForm(routes, depositOf(reference), { intent: "deposit_refund", amount: "1", reason: "Once more" }, on);
    expect(more.status).toBe(409);
    expect(more.words).toContain("Nothing paid online for this deposit is left to refund.");
    expect(razorpay.calls).toHaveLength(2);
  });

  it.each([
    [{ amount: "", reason: "Why" }, 400, "Enter the amount in rupees, for example 1,250.50"],
    [{ amount: "0", reason: "Why" }, 400, "The amount must be at least ₹0.01"],
    [{ amount: "10.001", reason: "Why" }, 400, "Give at most two digits after the point (paise)"],
    [{ amount: "100", reason: "" }, 400, "Give the reason, in at most 200 characters"],
    [{ amount: "100", reason: "x".repeat(201) }, 400, "Give the reason, in at most 200 characters"],
  ])("refuses %j with %i and its message, asking Razorpay nothing", async (fields, status, message) => {
    const razorpay = fakeRazorpay();
    const { reference } = await paidStay();
    const answer = await postForm(routes, depositOf(reference), { intent: "deposit_refund", ...fields }, on);
    expect(answer.status).toBe(status);
    expect(answer.words).toContain(message);
    expect(razorpay.calls).toHaveLength(0);
    expect(await onlinePayments(reference)).toHaveLength(1);
  });

  it("takes one paisa and a reason of 200 characters", async () => {
    fakeRazorpay();
    const { reference } = await paidStay();
    const answer = await postForm(routes, depositOf(reference), { intent: "deposit_refund", amount: "0.01", reason: "r".repeat(200) }, on);
    expect(answer.status).toBe(303);
    expect((await onlinePayments(reference))[1]).toMatchObject({ amount_paise: -1, reason: "r".repeat(200) });
  });

  it("is for staff only: without sign-in 401, upstream 404, a form without its key 400, and nothing is given back", async () => {
    const razorpay = fakeRazorpay();
    const { reference } = await paidStay();
    const fields = { intent: "deposit_refund", amount: "100", reason: "Goodwill" };
    expect((await postForm(routes, depositOf(reference), fields, { ...on, staff: null })).status).toBe(401);
    expect((await visit(routes, depositOf(reference), {}, { ...on, staff: null })).status).toBe(401);
    const upstream = await postForm(routes, depositOf(reference), fields, { mode: "upstream" });
    expect([upstream.status, upstream.words]).toEqual([404, "Deposits are kept in the hotel's own system."]);
    const keyless = await visit(routes, depositOf(reference), { method: "POST", body: new URLSearchParams(fields) }, on);
    expect(keyless.status).toBe(400);
    expect(razorpay.calls).toHaveLength(0);
    expect(await onlinePayments(reference)).toHaveLength(1);
  });

  it("refuses a form the page does not know with 400", async () => {
    const razorpay = fakeRazorpay();
    const { reference } = await paidStay();
    const answer = await postForm(routes, depositOf(reference), { intent: "payment", amount: "100", reason: "Why" }, on);
    expect(answer.status).toBe(400);
    expect(answer.words).toContain("The desk does not know that change.");
    expect(razorpay.calls).toHaveLength(0);
  });

  it("is refused (409, never 5xx) while online deposits are off", async () => {
    const { reference } = await paidStay();
    const answer = await postForm(routes, depositOf(reference), { intent: "deposit_refund", amount: "100", reason: "Goodwill" });
    expect(answer.status).toBe(409);
    expect(answer.words).toContain("Refunds through Razorpay need online deposits on");
    expect(await onlinePayments(reference)).toHaveLength(1);
  });

  it("records nothing when Razorpay cannot be reached, and the same form works once it can", async () => {
    const down = fakeRazorpay({ mode: "unreachable" });
    const { reference } = await paidStay();
    const fields = { intent: "deposit_refund", amount: "500", reason: "Goodwill", request_key: formKey() };
    const failed = await postForm(routes, depositOf(reference), fields, on);
    expect(failed.status).toBe(503);
    expect(failed.words).toContain("Razorpay could not be reached");
    expect(down.calls.length).toBeGreaterThanOrEqual(1);
    expect(await onlinePayments(reference)).toHaveLength(1);
    expect(await depositAudit(reference)).toEqual([]);
    vi.restoreAllMocks();
    const up = fakeRazorpay();
    expect((await postForm(routes, depositOf(reference), fields, on)).status).toBe(303);
    expect(up.calls).toHaveLength(1);
    expect((await onlinePayments(reference))[1]).toMatchObject({ amount_paise: -50_000 });
  });
});

describe("a booking the desk cancels or declines", () => {
  const move = (reference: string, key: string) =>
    postForm(routes, `/admin/bookings/${reference}`, { move: key, note: "Asked on the phone" }, on);

  it("gives a declined request's paid deposit back in full through Razorpay, with who and why", async () => {
    const rzp = fakeRazorpay();
    const { reference, paymentId } = await paidStay({ status: "pending" });
    expect((await move(reference, "decline")).status).toBe(303);
    const refunds = rzp.refundCalls();
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ path: `/v1/payments/${paymentId}/refund`, body: { amount: firstNight } });
    expect((await onlinePayments(reference)).at(-1)).toMatchObject({
      amount_paise: -firstNight,
      reason: "The hotel declined the request",
      recorded_by: reception.email,
    });
  });

  it("gives a cancelled stay's deposit back by the policy: in full before the free-cancellation date", async () => {
    const rzp = fakeRazorpay();
    const { reference } = await paidStay();
    expect((await move(reference, "cancel")).status).toBe(303);
    expect(rzp.refundCalls().map((call) => call.body.amount)).toEqual([firstNight]);
    expect((await onlinePayments(reference)).at(-1)).toMatchObject({ amount_paise: -firstNight, recorded_by: reception.email });
  });

  it("stops asking for a deposit still owed and gives nothing back when nothing was paid", async () => {
    const rzp = fakeRazorpay();
    const { reference, bookingId } = await awaitingStay(new Date(Date.now() + 86_400_000).toISOString());
    expect((await move(reference, "decline")).status).toBe(303);
    expect(rzp.refundCalls()).toHaveLength(0);
    const state = await env.DB.prepare("SELECT state FROM booking_deposits WHERE booking_id = ?").bind(bookingId).first<{ state: string }>();
    expect(state?.state).toBe("cancelled");
  });
});

describe("Today's deposits", () => {
  it("lists deposits paid today and awaiting ones that lapse before midnight, and nothing else", async () => {
    const now = new Date();
    const today = todayInHotel(now);
    const midnight = Date.parse(hotelDayStartUtc(addDays(today, 1)));
    const paidToday = await paidStay({ paidAt: now.toISOString() });
    const paidYesterday = await paidStay({ paidAt: new Date(Date.parse(hotelDayStartUtc(today)) - 60_000).toISOString() });
    const lapsingAt = new Date(Math.max(midnight - 60_000, now.getTime())).toISOString();
    const lapsing = await awaitingStay(lapsingAt);
    const tomorrow = await awaitingStay(new Date(midnight + 3_600_000).toISOString());

    const page = await visit(routes, "/admin", {}, { ...on, now });
    expect(page.status).toBe(200);
    // The line alone: the awaiting requests are also listed under "Awaiting a decision".
    const line = /data-testid="deposits-today"[\s\S]*?<\/section>/.exec(page.html)?.[0] ?? "";
    const words = line.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
    expect(words).toContain("Deposits today");
    expect(words).toContain(`Paid ₹4,725 · ${paidToday.reference} · Asha Verma · Paid`);
    expect(words).toContain(`Lapses ${hotelDateTime(lapsingAt)} unless paid: ₹2,835 · ${lapsing.reference}`);
    expect(words).not.toContain(paidYesterday.reference);
    expect(words).not.toContain(tomorrow.reference);
  });

  it("shows no deposit line on a day without any", async () => {
    const page = await visit(routes, "/admin", {}, on);
    expect(page.status).toBe(200);
    expect(page.html).not.toContain('data-testid="deposits-today"');
  });
});
