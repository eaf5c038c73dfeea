/**
 * A stand-in for Razorpay (a third party) on 127.0.0.1, speaking the shapes of its Payment Links
 * API: `POST /v1/payment_links` with Basic auth makes a link whose `short_url` is this server's pay
 * page; the pay page's one button does what Razorpay does once a guest has paid: it sends the signed
 * `payment_link.paid` webhook to the Worker, then sends the browser back to the link's
 * `callback_url` with the signed query. The Worker verifies both for real.
 */
import { createHmac, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { text } from "node:stream/consumers";

export interface FakeRazorpayKeys {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
}

/** The test keys a spec configures the Worker with: a test key id, as Razorpay's test mode issues. */
export const fakeRazorpayKeys: FakeRazorpayKeys = {
  keyId: "rzp_test_E2eStandIn01",
  keySecret: "e2e-razorpay-key-secret",
  webhookSecret: "e2e-razorpay-webhook-secret",
};

/** A Payment Link as Razorpay answers it (the fields the Worker sends back, and Razorpay's own). */
export interface FakePaymentLink {
  id: string;
  amount: number;
  amount_paid: number;
  currency: string;
  reference_id: string;
  expire_by: number;
  callback_url: string;
  callback_method: string;
  customer: Record<string, unknown>;
  description: string;
  notes: Record<string, unknown>;
  short_url: string;
  status: "created" | "partially_paid" | "paid" | "expired" | "cancelled";
  created_at: number;
  order_id?: string;
}

export interface DeliveredWebhook {
  event: string;
  eventId: string;
  /** The Worker's answer to it. */
  status: number;
}

export interface FakeRazorpay {
  url: string;
  links: Map<string, FakePaymentLink>;
  /** Every API call, its body as sent. */
  requests: { method: string; path: string; authorized: boolean; body: string }[];
  webhooks: DeliveredWebhook[];
  /** Where the signed webhooks go (Razorpay's dashboard setting): the Worker's address, once it runs. */
  webhookUrl: string;
  close(): Promise<void>;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);
/** Razorpay's ids: a prefix and 14 letters and digits. */
const razorpayId = (prefix: string) => `${prefix}_${randomBytes(10).toString("base64url").replace(/[-_]/g, "x").slice(0, 14)}`;
const hmacHex = (secret: string, data: string) => createHmac("sha256", secret).update(data).digest("hex");
const rupees = (paise: number) => `₹${new Intl.NumberFormat("en-IN", { maximumFractionDigits: 2 }).format(paise / 100)}`;

function json(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { "Content-Type": "application/json" });
  response.end(JSON.stringify(body));
}

/** Razorpay's error shape. */
function badRequest(response: ServerResponse, status: number, description: string) {
  json(response, status, { error: { code: "BAD_REQUEST_ERROR", description, source: "business", step: "payment_initiation", reason: "input_validation_failed", metadata: {} } });
}

function authorized(request: IncomingMessage, keys: FakeRazorpayKeys): boolean {
  const expected = `Basic ${Buffer.from(`${keys.keyId}:${keys.keySecret}`).toString("base64")}`;
  return request.headers.authorization === expected;
}

function payPage(link: FakePaymentLink): string {
  const amount = rupees(link.amount - link.amount_paid);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Razorpay stand-in</title></head>
<body><main><h1>Pay Narmada Riverside Resort</h1><p>Reference ${link.reference_id}</p>
<form method="post" action="/pay/${link.id}"><button type="submit">Pay ${amount}</button></form></main></body></html>`;
}

/** The `payment_link.paid` event as Razorpay sends it: the link, its order and the payment. */
function paidEvent(link: FakePaymentLink, paymentId: string) {
  const created = nowSeconds();
  const orderId = link.order_id ?? razorpayId("order");
  return {
    entity: "event",
    account_id: "acc_E2eStandIn0001",
    event: "payment_link.paid",
    contains: ["payment_link", "order", "payment"],
    payload: {
      payment_link: { entity: { ...link, order_id: orderId } },
      order: {
        entity: {
          id: orderId,
          entity: "order",
          amount: link.amount,
          amount_paid: link.amount,
          amount_due: 0,
          currency: link.currency,
          receipt: link.reference_id,
          status: "paid",
          attempts: 1,
          notes: link.notes,
          created_at: link.created_at,
        },
      },
      payment: {
        entity: {
          id: paymentId,
          entity: "payment",
          amount: link.amount,
          currency: link.currency,
          status: "captured",
          order_id: orderId,
          invoice_id: null,
          international: false,
          method: "upi",
          amount_refunded: 0,
          refund_status: null,
          captured: true,
          description: link.description,
          card_id: null,
          bank: null,
          wallet: null,
          vpa: "guest@okhdfcbank",
          email: link.customer.email ?? "",
          contact: link.customer.contact ?? "",
          notes: link.notes,
          fee: 0,
          tax: 0,
          error_code: null,
          error_description: null,
          created_at: created,
        },
      },
    },
    created_at: created,
  };
}

export async function startFakeRazorpay(keys: FakeRazorpayKeys = fakeRazorpayKeys): Promise<FakeRazorpay> {
  const links = new Map<string, FakePaymentLink>();
  const requests: FakeRazorpay["requests"] = [];
  const webhooks: DeliveredWebhook[] = [];
  const fake = { webhookUrl: "" };

  async function createLink(request: IncomingMessage, response: ServerResponse, body: string) {
    const sent = JSON.parse(body || "{}") as Partial<FakePaymentLink>;
    if (!Number.isInteger(sent.amount) || (sent.amount ?? 0) < 100) return badRequest(response, 400, "The amount must be atleast INR 1.00");
    const reference = String(sent.reference_id ?? "");
    if ([...links.values()].some((link) => link.reference_id === reference && link.status !== "cancelled")) {
      return badRequest(response, 400, `Payment Link with reference id ${reference} already exists`);
    }
    const id = razorpayId("plink");
    const origin = `http://${request.headers.host}`;
    const link: FakePaymentLink = {
      id,
      amount: sent.amount ?? 0,
      amount_paid: 0,
      currency: sent.currency ?? "INR",
      reference_id: reference,
      expire_by: sent.expire_by ?? 0,
      callback_url: sent.callback_url ?? "",
      callback_method: sent.callback_method ?? "get",
      customer: sent.customer ?? {},
      description: sent.description ?? "",
      notes: sent.notes ?? {},
      short_url: `${origin}/pay/${id}`,
      status: "created",
      created_at: nowSeconds(),
    };
    links.set(id, link);
    json(response, 200, { ...link, accept_partial: false, cancelled_at: 0, expired_at: 0, first_min_partial_amount: 0, payments: null, reminder_enable: false, reminders: [], upi_link: false, user_id: "", updated_at: link.created_at });
  }

  /** The guest pays: the webhook first (as Razorpay usually sends it), then the browser goes back. */
  async function pay(response: ServerResponse, link: FakePaymentLink) {
    const paymentId = razorpayId("pay");
    link.status = "paid";
    link.amount_paid = link.amount;
    link.order_id = link.order_id ?? razorpayId("order");
    const raw = JSON.stringify(paidEvent(link, paymentId));
    const eventId = razorpayId("evt");
    const target = fake.webhookUrl || `${new URL(link.callback_url).origin}/api/payments/razorpay/webhook`;
    const delivered = await fetch(target, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Razorpay-Signature": hmacHex(keys.webhookSecret, raw), "X-Razorpay-Event-Id": eventId },
      body: raw,
    }).catch(() => null);
    webhooks.push({ event: "payment_link.paid", eventId, status: delivered?.status ?? 0 });
    const back = new URL(link.callback_url);
    const signed = [link.id, link.reference_id, link.status, paymentId].join("|");
    back.searchParams.set("razorpay_payment_id", paymentId);
    back.searchParams.set("razorpay_payment_link_id", link.id);
    back.searchParams.set("razorpay_payment_link_reference_id", link.reference_id);
    back.searchParams.set("razorpay_payment_link_status", link.status);
    back.searchParams.set("razorpay_signature", hmacHex(keys.keySecret, signed));
    response.writeHead(303, { Location: back.toString() });
    response.end();
  }

  const server: Server = createServer(async (request, response) => {
    const body = await text(request);
    const path = (request.url ?? "/").split("?")[0];
    const method = request.method ?? "GET";
    if (path.startsWith("/v1/")) {
      const isAuthorized = authorized(request, keys);
      requests.push({ method, path, authorized: isAuthorized, body });
      if (!isAuthorized) {
        json(response, 401, { error: { code: "BAD_REQUEST_ERROR", description: "Authentication failed", source: "NA", step: "NA", reason: "NA", metadata: {} } });
        return;
      }
      if (method === "POST" && path === "/v1/payment_links") return createLink(request, response, body);
      const linkId = /^\/v1\/payment_links\/([\w]+)$/.exec(path)?.[1];
      if (method === "GET" && linkId && links.has(linkId)) return json(response, 200, links.get(linkId));
      const refunded = /^\/v1\/payments\/(pay_\w+)\/refund$/.exec(path)?.[1];
      if (method === "POST" && refunded) {
        const asked = JSON.parse(body || "{}") as { amount?: number; notes?: Record<string, unknown> };
        return json(response, 200, {
          id: razorpayId("rfnd"),
          entity: "refund",
          amount: asked.amount,
          currency: "INR",
          payment_id: refunded,
          notes: asked.notes ?? {},
          receipt: null,
          status: "processed",
          speed_processed: "normal",
          speed_requested: "normal",
          created_at: nowSeconds(),
        });
      }
      return badRequest(response, 404, "The requested URL was not found on the server.");
    }
    const payId = /^\/pay\/(plink_\w+)$/.exec(path)?.[1];
    const link = payId ? links.get(payId) : undefined;
    if (link && method === "GET") {
      response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
      response.end(payPage(link));
      return;
    }
    if (link && method === "POST" && link.status === "created") return pay(response, link);
    response.writeHead(404, { "Content-Type": "text/plain" });
    response.end("Not found");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    links,
    requests,
    webhooks,
    get webhookUrl() {
      return fake.webhookUrl;
    },
    set webhookUrl(url: string) {
      fake.webhookUrl = url;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
