/**
 * Shared by the desk's deposit tests: desk pages drawn through React Router as the build runs them
 * (loader, action on a POST, then the page), with Razorpay's keys set or not, and Razorpay's API
 * stood in by intercepting fetch to its configured address with answers in the real API's shapes.
 */
import { env } from "cloudflare:test";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, type RouteObject, StaticRouterProvider, useActionData, useLoaderData, useParams } from "react-router";
import { vi } from "vitest";
import { bindingsContext } from "~/context";
import type { StaffIdentity } from "~/desk/bookings/desk-services";
import { readConfig } from "~/server/env.server";
import { deskRequestContext } from "./desk-helpers";
import { embeddedEnv } from "./submission-helpers";

export const RAZORPAY_URL = "http://razorpay.test";

/** The Worker's bindings with Razorpay's test keys set: online deposits on, the API stood in. */
export function razorpayEnv(): Cloudflare.Env {
  return embeddedEnv({
    RAZORPAY_KEY_ID: "rzp_test_desk0001",
    RAZORPAY_KEY_SECRET: "desk-key-secret",
    RAZORPAY_WEBHOOK_SECRET: "desk-webhook-secret",
    RAZORPAY_API_URL: RAZORPAY_URL,
  });
}

export interface PageOptions {
  staff?: StaffIdentity | null;
  mode?: "upstream";
  now?: Date;
  /** The bindings; the test's own (no Razorpay keys) unless given. */
  bindings?: Cloudflare.Env;
}

/** A desk request's context with the given bindings in place of the test's own. */
export function depositContext(options: PageOptions = {}) {
  const context = deskRequestContext({ now: options.now, staff: options.staff, mode: options.mode });
  if (options.bindings && options.mode !== "upstream") {
    context.set(bindingsContext, { env: options.bindings, config: readConfig(options.bindings), waitUntil: () => {} });
  }
  return context;
}

/** A route module as React Router's build serves it: its loader, its action, its page with their data. */
export function pageRoute(id: string, path: string, module: { loader: unknown; action?: unknown; default: unknown }): RouteObject {
  const Component = module.default as (props: object) => React.ReactElement;
  function RoutePage() {
    const props = { loaderData: useLoaderData(), actionData: useActionData(), params: useParams(), matches: [] };
    return createElement(Component, props);
  }
  return { id, path, loader: module.loader as never, action: module.action as never, Component: RoutePage };
}

/** The page's words as a reader sees them: React's escapes undone, tags dropped. */
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

export interface Answer {
  status: number;
  location: string | null;
  html: string;
  words: string;
}

/** One request to a desk page as React Router answers it. */
export async function visit(routes: RouteObject[], path: string, init: RequestInit = {}, options: PageOptions = {}): Promise<Answer> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`, init), { requestContext: depositContext(options) });
  if (context instanceof Response) return { status: context.status, location: context.headers.get("Location"), html: "", words: "" };
  if (context.errors) {
    const thrown = Object.values(context.errors)[0] as { status?: number; data?: unknown };
    return { status: thrown.status ?? 500, location: null, html: "", words: String(thrown.data ?? "") };
  }
  const html = renderToString(createElement(StaticRouterProvider, { router: createStaticRouter(handler.dataRoutes, context), context }));
  return { status: context.statusCode, location: null, html, words: text(html) };
}

let keys = 0;
/** A fresh one-time key for a form. */
export const formKey = () => `deposit-test-${++keys}`;

/** A form posted to a desk page, with a fresh one-time key unless the fields carry one. */
export function postForm(routes: RouteObject[], path: string, fields: Record<string, string>, options: PageOptions = {}) {
  const body = new URLSearchParams({ request_key: formKey(), ...fields });
  return visit(routes, path, { method: "POST", body }, options);
}

export interface RazorpayCall {
  method: string;
  path: string;
  authorization: string | null;
  body: Record<string, unknown>;
}

/**
 * Razorpay's refund API stood in: POST /v1/payments/:id/refund answers a processed refund for the
 * amount asked, in the API's own shape; `down` makes it fail as a network error. Anything else
 * fails the test, so no test touches the network.
 */
export function fakeRazorpayRefunds(options: { down?: boolean } = {}) {
  const calls: RazorpayCall[] = [];
  let refunds = 0;
  const spy = vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const outgoing = new Request(input, init);
    const url = new URL(outgoing.url);
    if (url.origin !== RAZORPAY_URL) throw new Error(`Unexpected network call to ${outgoing.url}`);
    const text = await outgoing.text();
    const body = (text ? JSON.parse(text) : {}) as Record<string, unknown>;
    calls.push({ method: outgoing.method, path: url.pathname, authorization: outgoing.headers.get("Authorization"), body });
    if (options.down) throw new TypeError("Network connection lost.");
    const refund = /^\/v1\/payments\/(pay_\w+)\/refund$/.exec(url.pathname);
    if (outgoing.method !== "POST" || !refund) return new Response(JSON.stringify({ error: { code: "BAD_REQUEST_ERROR" } }), { status: 404 });
    refunds += 1;
    return new Response(
      JSON.stringify({
        id: `rfnd_Desk${String(refunds).padStart(10, "0")}`,
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
      }),
      { status: 200, headers: { "Content-Type": "application/json" } },
    );
  });
  return { calls, spy };
}

/**
 * A booking asked for a deposit, written straight into D1 as the booking flow leaves it: its
 * deposit row and, when paid, the gateway's payment on its folio (method 'online', by 'razorpay').
 */
export async function seedDeposit(deposit: {
  bookingId: number;
  amountPaise: number;
  ruleText: string;
  dueAt: string;
  state?: "awaiting" | "partially_paid" | "paid" | "lapsed" | "cancelled";
  paidPaise?: number;
  paymentId?: string;
  paidAt?: string;
  linkUrl?: string | null;
}): Promise<void> {
  const paid = deposit.paidPaise ?? 0;
  const linkUrl = deposit.linkUrl === undefined ? `https://rzp.io/rzp/desk${deposit.bookingId}` : deposit.linkUrl;
  const at = deposit.paidAt ?? new Date().toISOString();
  await env.DB.batch([
    env.DB.prepare(
      `INSERT INTO booking_deposits (booking_id, amount_paise, rule_text, due_at, state, paid_paise, link_id, link_url, created_at, state_changed_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).bind(
      deposit.bookingId,
      deposit.amountPaise,
      deposit.ruleText,
      deposit.dueAt,
      deposit.state ?? (paid >= deposit.amountPaise ? "paid" : paid > 0 ? "partially_paid" : "awaiting"),
      paid,
      linkUrl === null ? null : `plink_Desk${deposit.bookingId}`,
      linkUrl,
      at,
      at,
    ),
    ...(paid > 0
      ? [
          env.DB.prepare(
            `INSERT INTO folio_payments (booking_id, method, amount_paise, reference, recorded_by, recorded_at)
             VALUES (?, 'online', ?, ?, 'razorpay', ?)`,
          ).bind(deposit.bookingId, paid, deposit.paymentId ?? `pay_Desk${deposit.bookingId}`, at),
        ]
      : []),
  ]);
}

export async function bookingIdOf(reference: string): Promise<number> {
  const row = await env.DB.prepare("SELECT id FROM bookings WHERE reference = ?").bind(reference).first<{ id: number }>();
  if (!row) throw new Error(`No booking ${reference}`);
  return row.id;
}
