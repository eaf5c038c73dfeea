/**
 * Razorpay stood in for every workerd test of deposits (the booking flow, the guest's page, the
 * webhook, the Cron's lapse, the desk's refunds): fetch to the configured RAZORPAY_API_URL is
 * intercepted and answered in the real API's shapes (Payment Links, refunds), with the webhook's
 * and the return's signatures made as Razorpay makes them. Any other outbound call fails the test.
 */
import { env } from "cloudflare:test";
import { expect, vi } from "vitest";
import { hmacSha256Hex } from "~/payments/razorpay-signature.server";
import { saveDepositPolicy } from "~/payments/deposit-policy.server";
import type { DepositPolicy } from "~/domain/deposit-rule";
import { embeddedEnv, post, wizardEntry } from "./submission-helpers";

export const RZP_URL = "http://razorpay-stand-in.test";
export const KEY_ID = "rzp_test_core0001";
export const KEY_SECRET = "core-key-secret";
export const WEBHOOK_SECRET = "core-webhook-secret";

export function rzpEnv(overrides: Record<string, unknown> = {}): Cloudflare.Env {
  return embeddedEnv({
    RAZORPAY_KEY_ID: KEY_ID,
    RAZORPAY_KEY_SECRET: KEY_SECRET,
    RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
    RAZORPAY_API_URL: RZP_URL,
    ...overrides,
  });
}

export interface RzpCall {
  method: string;
  path: string;
  authorization: string | null;
  body: Record<string, unknown>;
}

/** "lost": Razorpay makes the link but its answer never arrives (a timeout). */
export type RzpMode = "up" | "down" | "unreachable" | "refusing" | "lost";

/** The stand-in: `mode` can change between calls; `calls` records what the Worker asked. */
export function fakeRazorpay(options: { mode?: RzpMode } = {}) {
  const state = {
    mode: options.mode ?? "up",
    calls: [] as RzpCall[],
    links: 0,
    refunds: 0,
    made: [] as { id: string; short_url: string; amount: number; reference_id: string; status: string }[],
  };
  const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
  const spy = vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (url.origin !== RZP_URL) throw new Error(`Unexpected network call to ${request.url}`);
    const text = request.method === "GET" ? "" : await request.text();
    state.calls.push({ method: request.method, path: url.pathname, authorization: request.headers.get("Authorization"), body: text ? JSON.parse(text) : {} });
    if (state.mode === "unreachable") throw new TypeError("fetch failed");
    if (state.mode === "down") return json({ error: { code: "SERVER_ERROR", description: "The server is down" } }, 503);
    if (state.mode === "refusing") return json({ error: { code: "BAD_REQUEST_ERROR", description: "The request is invalid" } }, 400);
    const body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    if (request.method === "GET" && url.pathname === "/v1/payment_links") {
      const reference = url.searchParams.get("reference_id");
      return json({ payment_links: state.made.filter((link) => link.reference_id === reference) });
    }
    const cancel = /^\/v1\/payment_links\/(plink_\w+)\/cancel$/.exec(url.pathname);
    if (request.method === "POST" && cancel) {
      const link = state.made.find((made) => made.id === cancel[1]);
      if (!link) return json({ error: { code: "BAD_REQUEST_ERROR", description: "The id provided does not exist" } }, 400);
      link.status = "cancelled";
      return json({ ...link, entity: "payment_link" });
    }
    if (request.method === "POST" && url.pathname === "/v1/payment_links") {
      // Razorpay keeps reference_id unique among a merchant's links.
      if (state.made.some((link) => link.reference_id === body.reference_id)) {
        return json({ error: { code: "BAD_REQUEST_ERROR", description: "Reference Id already exists", field: "reference_id" } }, 400);
      }
      state.links += 1;
      const id = `plink_Test${String(state.links).padStart(6, "0")}`;
      state.made.push({ id, short_url: `https://rzp.io/i/test${state.links}`, amount: Number(body.amount), reference_id: String(body.reference_id), status: "created" });
      if (state.mode === "lost") throw new DOMException("The operation was aborted due to timeout", "TimeoutError");
      return json({
        id,
        entity: "payment_link",
        accept_partial: body.accept_partial,
        amount: body.amount,
        amount_paid: 0,
        currency: "INR",
        reference_id: body.reference_id,
        expire_by: body.expire_by,
        status: "created",
        short_url: `https://rzp.io/i/test${state.links}`,
        callback_url: body.callback_url,
        callback_method: body.callback_method,
      });
    }
    const refund = /^\/v1\/payments\/(pay_\w+)\/refund$/.exec(url.pathname);
    if (request.method === "POST" && refund) {
      state.refunds += 1;
      return json({
        id: `rfnd_Test${String(state.refunds).padStart(6, "0")}`,
        entity: "refund",
        amount: body.amount,
        currency: "INR",
        payment_id: refund[1],
        notes: body.notes ?? {},
        receipt: null,
        acquirer_data: { rrn: null },
        created_at: 1_780_000_000,
        batch_id: null,
        status: "processed",
        speed_processed: "normal",
        speed_requested: "normal",
      });
    }
    return json({ error: { code: "BAD_REQUEST_ERROR", description: "The requested URL was not found on the server." } }, 404);
  });
  return {
    state,
    spy,
    calls: state.calls,
    linkCalls: () => state.calls.filter((call) => call.path === "/v1/payment_links"),
    refundCalls: () => state.calls.filter((call) => call.path.endsWith("/refund")),
  };
}

export const WEBHOOK_PATH = "/api/payments/razorpay/webhook";

/** A webhook as Razorpay sends it: the body, its signature and event id headers. */
export async function webhookRequest(body: unknown, options: { eventId: string; secret?: string; signature?: string }) {
  const raw = JSON.stringify(body);
  const signature = options.signature ?? (await hmacSha256Hex(options.secret ?? WEBHOOK_SECRET, raw));
  return {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Razorpay-Signature": signature, "X-Razorpay-Event-Id": options.eventId },
    body: raw,
  };
}

/** A webhook delivered to the Worker as Razorpay delivers it, signed with the webhook secret unless told otherwise. */
export async function deliverWebhook(
  body: unknown,
  eventId: string,
  options: { secret?: string; signature?: string; testEnv?: Cloudflare.Env; headers?: Record<string, string> } = {},
) {
  const init = await webhookRequest(body, { eventId, secret: options.secret, signature: options.signature });
  return post(WEBHOOK_PATH, null, { env: options.testEnv ?? rzpEnv(), raw: init.body, headers: { ...init.headers, ...options.headers } });
}

/**
 * A guest's booking of one Deluxe room for two adults through the API, with the deposit the policy
 * asks: the booking, its deposit's link as a webhook names it, and the deposit's deadline.
 */
export async function bookWithDeposit(testEnv: Cloudflare.Env) {
  const res = await post("/api/bookings", { bookings: [wizardEntry({ children: 0, services: [] })] }, { env: testEnv });
  expect(res.status).toBe(201);
  const reference = String(res.json().data?.reference);
  const row = await depositRow(reference);
  if (!row?.link_id) throw new Error("no link made");
  const link: LinkFacts = { linkId: row.link_id, reference, amount: row.amount_paise };
  return { reference, bookingId: row.booking_id, link, dueAt: row.due_at };
}

export interface LinkFacts {
  linkId: string;
  reference: string;
  amount: number;
  amountPaid?: number;
  status?: string;
}

/** An event as Razorpay wraps it: the account, the event's name, what it carries and when. */
function razorpayEvent(event: string, payload: Record<string, { entity: Record<string, unknown> }>) {
  return { entity: "event", account_id: "acc_TestAccount01", event, contains: Object.keys(payload), payload, created_at: 1_790_000_000 };
}

/** The payment link as an event carries it. */
function linkEntity(link: LinkFacts, amountPaid: number, status: string) {
  return {
    entity: { id: link.linkId, entity: "payment_link", amount: link.amount, amount_paid: amountPaid, currency: "INR", reference_id: link.reference, status },
  };
}

/** payment_link.paid / .partially_paid: the link, its order and the payment, as Razorpay nests them. */
export function paidEvent(event: "payment_link.paid" | "payment_link.partially_paid", link: LinkFacts, payment: { id: string; amount: number }) {
  return razorpayEvent(event, {
    payment_link: linkEntity(link, link.amountPaid ?? payment.amount, link.status ?? (event === "payment_link.paid" ? "paid" : "partially_paid")),
    order: { entity: { id: "order_Test000001", entity: "order", amount: link.amount, status: "paid" } },
    payment: { entity: { id: payment.id, entity: "payment", amount: payment.amount, currency: "INR", status: "captured", method: "upi" } },
  });
}

/** payment_link.expired / .cancelled: the link alone. */
export function closedEvent(event: "payment_link.expired" | "payment_link.cancelled", link: LinkFacts) {
  return razorpayEvent(event, { payment_link: linkEntity(link, link.amountPaid ?? 0, event === "payment_link.expired" ? "expired" : "cancelled") });
}

/** The query Razorpay adds to callback_url, signed with the key secret. */
export async function returnQuery(facts: { linkId: string; reference: string; status: string; paymentId: string }, secret = KEY_SECRET) {
  const signature = await hmacSha256Hex(secret, `${facts.linkId}|${facts.reference}|${facts.status}|${facts.paymentId}`);
  return new URLSearchParams({
    razorpay_payment_id: facts.paymentId,
    razorpay_payment_link_id: facts.linkId,
    razorpay_payment_link_reference_id: facts.reference,
    razorpay_payment_link_status: facts.status,
    razorpay_signature: signature,
  });
}

export async function setPolicy(policy: Partial<DepositPolicy>): Promise<void> {
  const full: DepositPolicy = { defaultRule: { kind: "first_night" }, payWithinHours: 24, latestDaysBeforeArrival: 2, confirmOnPayment: false, ...policy };
  await saveDepositPolicy(env.DB, full, "test@hotel.example", new Date());
}

export async function clearPolicy(): Promise<void> {
  await env.DB.batch([env.DB.prepare("DELETE FROM hotel_settings WHERE key = 'deposits'"), env.DB.prepare("UPDATE rate_periods SET deposit_rule = NULL, deposit_percent = NULL")]);
}

export async function depositRow(reference: string) {
  return env.DB.prepare("SELECT d.* FROM booking_deposits AS d JOIN bookings AS b ON b.id = d.booking_id WHERE b.reference = ?")
    .bind(reference)
    .first<{ booking_id: number; amount_paise: number; rule_text: string; due_at: string; state: string; paid_paise: number; link_id: string | null; link_url: string | null }>();
}

export async function onlinePayments(reference: string) {
  const { results } = await env.DB.prepare(
    `SELECT p.amount_paise, p.reference, p.reason, p.recorded_by FROM folio_payments AS p JOIN bookings AS b ON b.id = p.booking_id
     WHERE b.reference = ? AND p.method = 'online' ORDER BY p.id`,
  )
    .bind(reference)
    .all<{ amount_paise: number; reference: string; reason: string; recorded_by: string }>();
  return results;
}

export async function mailKinds(reference: string): Promise<string[]> {
  const { results } = await env.DB.prepare("SELECT kind FROM mail_outbox WHERE about = ? ORDER BY id").bind(reference).all<{ kind: string }>();
  return results.map((row) => row.kind);
}
