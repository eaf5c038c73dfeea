import { env } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { lapseOverdueDeposits } from "~/payments/lapse-deposits.server";
import { depositsOffReason, readRazorpayConfig } from "~/payments/razorpay-config.server";
import { readDepositOf } from "~/payments/deposit-store.server";
import { clearPolicy, depositRow, fakeRazorpay, KEY_ID, KEY_SECRET, RZP_URL, rzpEnv, setPolicy } from "./razorpay-fake";
import { clearBookingRequests, post, stay, wizardEntry } from "./submission-helpers";

const SITE = "https://stay.example";
const booking = () => ({ bookings: [wizardEntry({ children: 0, services: [] })] });
// One Deluxe room, two adults, two nights outside every offer: ₹4,500 a night + 5% GST.
const night = 450_000 + 22_500;
const total = 2 * night;

async function book(testEnv = rzpEnv({ SITE_URL: SITE })) {
  const res = await post("/api/bookings", booking(), { env: testEnv });
  expect(res.status).toBe(201);
  return res.json().data as Record<string, unknown> & { reference: string; deposit?: Record<string, unknown> };
}

beforeEach(async () => {
  await clearBookingRequests();
  await clearPolicy();
});
afterEach(() => vi.restoreAllMocks());

describe("asking a deposit when a booking is made", () => {
  it("writes the deposit and makes a Payment Link for exactly the server's amount, reference and deadline", async () => {
    await setPolicy({ defaultRule: { kind: "first_night" }, payWithinHours: 24 });
    const rzp = fakeRazorpay();
    const before = Date.now();
    const data = await book();
    const after = Date.now();

    expect(data.deposit).toMatchObject({ amount_paise: night, rest_paise: total - night, pay_url: "https://rzp.io/i/test1" });
    const dueAt = Date.parse(String(data.deposit?.due_at));
    // Arrival is weeks away, so the 24 hours apply.
    expect(dueAt).toBeGreaterThanOrEqual(before + 24 * 3_600_000);
    expect(dueAt).toBeLessThanOrEqual(after + 24 * 3_600_000);

    const [call] = rzp.linkCalls();
    expect(rzp.linkCalls()).toHaveLength(1);
    expect(call.method).toBe("POST");
    expect(call.authorization).toBe(`Basic ${btoa(`${KEY_ID}:${KEY_SECRET}`)}`);
    expect(call.body).toMatchObject({
      amount: night,
      currency: "INR",
      accept_partial: false,
      reference_id: data.reference,
      expire_by: Math.floor(dueAt / 1000),
      customer: { name: "Asha Verma", email: "asha@example.com", contact: "+919876543210" },
      notify: { sms: false, email: false },
      reminder_enable: false,
      callback_method: "get",
    });
    // Back to the guest's own signed page, on the configured address.
    expect(String(call.body.callback_url)).toMatch(new RegExp(`^${SITE}/MyBooking\\?ref=${data.reference}&t=`));
    expect(call.body.callback_url).toBe(`${SITE}${data.guest_page}`);

    const row = await depositRow(data.reference);
    expect(row).toMatchObject({ amount_paise: night, rule_text: "first_night", state: "awaiting", paid_paise: 0, link_id: "plink_Test000001" });
    const view = await readDepositOf(env.DB, row?.booking_id ?? 0);
    expect(view).toMatchObject({ state: "awaiting", amountPaise: night, paidPaise: 0, refundedPaise: 0, payUrl: "https://rzp.io/i/test1", paidAt: null });
  });

  it("asks a percentage of the total, rounded to the rupee, and the whole stay under 'full_stay'", async () => {
    fakeRazorpay();
    await setPolicy({ defaultRule: { kind: "percent", percent: 30 } });
    // ₹9,450 × 30% = ₹2,835.
    expect((await book()).deposit).toMatchObject({ amount_paise: 283_500, rest_paise: total - 283_500 });
    await clearBookingRequests();
    await setPolicy({ defaultRule: { kind: "full_stay" } });
    expect((await book()).deposit).toMatchObject({ amount_paise: total, rest_paise: 0 });
  });

  it("takes a rate period's own rule over the default", async () => {
    fakeRazorpay();
    await setPolicy({ defaultRule: { kind: "none" } });
    await env.DB.prepare(
      `INSERT INTO rate_periods (name, first_night, last_night, updated_by, updated_at, created_by_request, deposit_rule, deposit_percent)
       VALUES ('Festival', ?, ?, 'test', '2026-01-01T00:00:00Z', 'deposit-booking-period', 'full_stay', NULL)`,
    )
      .bind(stay.checkIn, stay.checkIn)
      .run();
    try {
      expect((await book()).deposit).toMatchObject({ amount_paise: total });
    } finally {
      await env.DB.prepare("DELETE FROM rate_periods WHERE created_by_request = 'deposit-booking-period'").run();
    }
  });

  it("refuses a percentage outside 1–100 and a percentage without its rule, in the database", async () => {
    const insert = (rule: string | null, percent: number | null) =>
      env.DB.prepare(
        `INSERT INTO rate_periods (name, first_night, last_night, updated_by, updated_at, created_by_request, deposit_rule, deposit_percent)
         VALUES ('Bad', '2027-01-01', '2027-01-02', 'test', '2026-01-01T00:00:00Z', ?, ?, ?)`,
      )
        .bind(`bad-${rule}-${percent}`, rule, percent)
        .run();
    await expect(insert("percent", 0)).rejects.toThrow();
    await expect(insert("percent", 101)).rejects.toThrow();
    await expect(insert("percent", null)).rejects.toThrow();
    await expect(insert("first_night", 30)).rejects.toThrow();
    await expect(insert("weekly", null)).rejects.toThrow();
  });

  it("asks nothing, and calls no one, where no rule is in force", async () => {
    const rzp = fakeRazorpay();
    const data = await book();
    expect(data.deposit).toBeUndefined();
    expect(rzp.state.calls).toHaveLength(0);
    expect(await depositRow(data.reference)).toBeNull();
  });

  it("keeps the booking when Razorpay is down, and the Cron makes the link later", async () => {
    await setPolicy({ defaultRule: { kind: "first_night" } });
    const rzp = fakeRazorpay({ mode: "down" });
    const testEnv = rzpEnv({ SITE_URL: SITE });
    const data = await book(testEnv);
    expect(data.deposit).toMatchObject({ amount_paise: night, pay_url: null });
    expect(await depositRow(data.reference)).toMatchObject({ state: "awaiting", link_id: null, link_url: null });
    const status = await env.DB.prepare("SELECT status FROM bookings WHERE reference = ?").bind(data.reference).first<{ status: string }>();
    expect(status?.status).toBe("pending");

    rzp.state.mode = "unreachable";
    await lapseOverdueDeposits(testEnv, new Date());
    expect(await depositRow(data.reference)).toMatchObject({ link_id: null });

    rzp.state.mode = "up";
    await lapseOverdueDeposits(testEnv, new Date());
    expect(await depositRow(data.reference)).toMatchObject({ state: "awaiting", link_id: "plink_Test000001", link_url: "https://rzp.io/i/test1" });
    // Asked three times in all, each for the same amount and reference.
    expect(rzp.linkCalls().map((call) => [call.body.amount, call.body.reference_id])).toEqual(Array(3).fill([night, data.reference]));
  });

  it("adopts the link Razorpay made when its answer was lost, rather than asking for a second", async () => {
    await setPolicy({ defaultRule: { kind: "first_night" } });
    const rzp = fakeRazorpay({ mode: "lost" });
    const testEnv = rzpEnv();
    const data = await book(testEnv);
    expect(data.deposit).toMatchObject({ pay_url: null });
    rzp.state.mode = "up";
    await lapseOverdueDeposits(testEnv, new Date());
    // The second ask is refused (the reference is taken); the link from the first is found and kept.
    expect(rzp.state.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      "POST /v1/payment_links",
      "POST /v1/payment_links",
      "GET /v1/payment_links",
    ]);
    expect(await depositRow(data.reference)).toMatchObject({ link_id: "plink_Test000001", link_url: "https://rzp.io/i/test1" });
  });

  it("adds the rule in force to the availability answer only where online deposits are on", async () => {
    fakeRazorpay();
    await setPolicy({ defaultRule: { kind: "percent", percent: 25 } });
    const search = { check_in_date: stay.checkIn, check_out_date: stay.checkOut, adults: 2, children: 0, no_of_rooms: 1 };
    const on = await post("/api/available-rooms", search, { env: rzpEnv() });
    const rooms = on.json().data as unknown as { deposit_rule?: unknown }[];
    expect(rooms.length).toBeGreaterThan(0);
    for (const room of rooms) expect(room.deposit_rule).toEqual({ kind: "percent", percent: 25 });
    const off = await post("/api/available-rooms", search, { env: rzpEnv({ RAZORPAY_KEY_ID: "" }) });
    for (const room of off.json().data as unknown as { deposit_rule?: unknown }[]) expect(room.deposit_rule).toBeUndefined();
  });
});

describe("online deposits off", () => {
  it("asks no deposit when a key or secret is missing, and the desk's sentence says so", async () => {
    await setPolicy({ defaultRule: { kind: "full_stay" } });
    const rzp = fakeRazorpay();
    for (const missing of ["RAZORPAY_KEY_ID", "RAZORPAY_KEY_SECRET", "RAZORPAY_WEBHOOK_SECRET"]) {
      const testEnv = rzpEnv({ [missing]: "" });
      expect(readRazorpayConfig(testEnv)).toBeNull();
      expect(depositsOffReason(testEnv)).toBe("Online deposits are off: Razorpay's keys are not set (README: Online deposits).");
      const data = await book(testEnv);
      expect(data.deposit).toBeUndefined();
      await clearBookingRequests();
    }
    expect(rzp.state.calls).toHaveLength(0);
  });

  it("is off upstream, where the hotel's own system keeps the bookings", () => {
    const testEnv = rzpEnv({ ADMIN_API_URL: "http://admin.test", ADMIN_API_KEY: "k" });
    expect(readRazorpayConfig(testEnv)).toBeNull();
    expect(depositsOffReason(testEnv)).toBe("Deposits are off: the hotel's own system keeps the bookings, so it takes any payments.");
  });

  it("refuses in production any address but Razorpay's own, and takes Razorpay's", () => {
    const production = { ENVIRONMENT: "production", BOOKING_LINK_SECRET: "s" };
    expect(readRazorpayConfig(rzpEnv(production))).toBeNull();
    expect(depositsOffReason(rzpEnv(production))).toBe("Online deposits are off: RAZORPAY_API_URL is not Razorpay's address.");
    const live = readRazorpayConfig(rzpEnv({ ...production, RAZORPAY_API_URL: "https://api.razorpay.com", RAZORPAY_KEY_ID: "rzp_live_abc" }));
    expect(live).toMatchObject({ apiUrl: "https://api.razorpay.com", testMode: false });
    // Outside production the tests' stand-in is allowed, and a test key says so.
    expect(readRazorpayConfig(rzpEnv())).toMatchObject({ apiUrl: RZP_URL, testMode: true });
  });
});
