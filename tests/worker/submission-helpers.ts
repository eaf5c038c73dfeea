/**
 * Shared by the submission tests: the Hono app built without SSR, env variants for both origin
 * modes, a recording stand-in for the delivery Queue, and an interceptor for every outbound call
 * (the admin API and Turnstile's siteverify): tests never reach the network.
 */
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { afterEach, beforeEach, expect, vi } from "vitest";
import { createApp } from "../../workers/hono-app";
import type { SubmissionRow } from "../../app/server/outbox.server";
import { daysAhead, quietDayPlus } from "./test-dates";
import { clearBookingStatements } from "./booked-rooms";

export const app = createApp(async () => new Response("page", { headers: { "Content-Type": "text/html" } }));

export const ADMIN_URL = "http://admin.test";
export const ADMIN_KEY = "admin-key-9f3c1e77";
export const VERIFY_URL = "http://turnstile.test/siteverify";
export const TURNSTILE_SECRET = "turnstile-secret-4b21";
/** An env's overrides that switch Turnstile on, its siteverify stood in at VERIFY_URL. */
export const withTurnstile = { TURNSTILE_SITE_KEY: "site", TURNSTILE_SECRET_KEY: TURNSTILE_SECRET, TURNSTILE_VERIFY_URL: VERIFY_URL };

/** A Queue that records what is sent (the real one would hand messages to the Worker's consumer). */
export function recordingQueue() {
  const sent: { body: unknown; delaySeconds?: number }[] = [];
  const queue = {
    sent,
    async send(body: unknown, options?: QueueSendOptions) {
      sent.push({ body, delaySeconds: options?.delaySeconds });
    },
    async sendBatch(messages: Iterable<MessageSendRequest<unknown>>) {
      for (const message of messages) sent.push({ body: message.body, delaySeconds: message.delaySeconds });
    },
    async metrics() {
      return { backlogCount: 0, backlogBytes: 0 };
    },
  };
  return queue as typeof queue & Queue;
}

export function embeddedEnv(overrides: Partial<Cloudflare.Env> & Record<string, unknown> = {}): Cloudflare.Env {
  return { ...env, DELIVERY_QUEUE: recordingQueue(), ...overrides } as Cloudflare.Env;
}

export function upstreamEnv(overrides: Partial<Cloudflare.Env> & Record<string, unknown> = {}): Cloudflare.Env {
  return embeddedEnv({ ADMIN_API_URL: ADMIN_URL, ADMIN_API_KEY: ADMIN_KEY, ...overrides });
}

/** What went onto the queue for delivery to the hotel's system, leaving out e-mail. */
export function deliveriesQueued(testEnv: Cloudflare.Env): { body: unknown; delaySeconds?: number }[] {
  return queueOf(testEnv).sent.filter((message) => typeof message.body === "object" && message.body !== null && "submissionId" in message.body);
}

/** The e-mail rows queued for sending. */
export function mailQueued(testEnv: Cloudflare.Env): { body: unknown; delaySeconds?: number }[] {
  return queueOf(testEnv).sent.filter((message) => typeof message.body === "object" && message.body !== null && "mailId" in message.body);
}

export function queueOf(testEnv: Cloudflare.Env): ReturnType<typeof recordingQueue> {
  return testEnv.DELIVERY_QUEUE as ReturnType<typeof recordingQueue>;
}

let ipCounter = 0;
/** A fresh client address per request unless a test says otherwise, so rate limits stay out of the way. */
export function nextIp(): string {
  ipCounter += 1;
  return `203.0.${Math.floor(ipCounter / 250) % 250}.${(ipCounter % 250) + 1}`;
}

export interface PostOptions {
  env?: Cloudflare.Env;
  key?: string;
  ip?: string;
  headers?: Record<string, string>;
  /** A raw body instead of JSON.stringify(body). */
  raw?: string;
}

/** POSTs to the app and waits for its background work (the first forward) to finish. */
export async function post(path: string, body: unknown, options: PostOptions = {}) {
  const ctx = createExecutionContext();
  const headers: Record<string, string> = {
    "Content-Type": "application/json",
    "cf-connecting-ip": options.ip ?? nextIp(),
    ...options.headers,
  };
  if (options.key) headers["Idempotency-Key"] = options.key;
  const res = await app.request(
    path,
    { method: "POST", headers, body: options.raw ?? JSON.stringify(body) },
    options.env ?? embeddedEnv(),
    ctx,
  );
  const text = await res.text();
  await waitOnExecutionContext(ctx);
  return { res, status: res.status, text, json: () => JSON.parse(text) as Record<string, unknown> & JsonBody };
}

/**
 * Sends `body` to `path` in upstream mode, the hotel's system stood in, and expects it accepted:
 * the JSON that system was sent at `upstreamPath` (a form the hotel takes as a contact enquiry is
 * forwarded to another path than its own).
 */
export async function forwardedUpstream(
  path: string,
  body: unknown,
  upstreamPath = path,
  options: PostOptions = {},
): Promise<Record<string, unknown>> {
  const fetches = interceptFetch();
  const res = await post(path, body, { ...options, env: upstreamEnv() });
  expect(res.status).toBe(201);
  return JSON.parse(fetches.to(upstreamPath)[0].body) as Record<string, unknown>;
}

// Loose view of our JSON answers for assertions.
export interface JsonBody {
  data?: Record<string, unknown> & { id?: string; reference?: string };
  error?: { code: string; message: string; fields?: Record<string, string> };
}

export interface RecordedCall {
  url: string;
  method: string;
  headers: Headers;
  body: string;
}

export type FakeAnswer = Response | Error | (() => Response | Promise<Response>);

/**
 * Intercepts `fetch`: every call is recorded; `answer` decides what each gets. Room reads of the
 * admin API get the seed's four rooms unless `answer` handles them.
 */
export function interceptFetch(answer: (call: RecordedCall) => FakeAnswer | undefined = () => undefined) {
  const calls: RecordedCall[] = [];
  const spy = vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    const call: RecordedCall = {
      url: request.url,
      method: request.method,
      headers: request.headers,
      body: request.method === "GET" ? "" : new TextDecoder().decode(await request.arrayBuffer()),
    };
    calls.push(call);
    const chosen = answer(call) ?? defaultAnswer(call);
    if (chosen instanceof Error) throw chosen;
    return typeof chosen === "function" ? chosen() : chosen;
  });
  return { calls, spy, to: (path: string) => calls.filter((c) => c.url === `${ADMIN_URL}${path}` && c.method === "POST") };
}

export const adminRooms = [
  { id: 1, name: "Deluxe Room", room_type_name: "Deluxe Room", room_price: 4500 },
  { id: 2, name: "Super Deluxe Room", room_type_name: "Super Deluxe Room", room_price: 6500 },
  { id: 3, name: "Luxury Room", room_type_name: "Luxury Room", room_price: 7500 },
  { id: 4, name: "Suite Room", room_type_name: "Suite Room", room_price: 11000 },
].map((room) => ({
  ...room,
  short_description: `${room.name} at the resort`,
  brief_description: "<p>Room</p>",
  home_description: "Room",
  main_image: "room.jpg",
  gallery_images: "[]",
  room_features: "[]",
}));

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

function defaultAnswer(call: RecordedCall): FakeAnswer {
  if (call.method === "GET" && call.url === `${ADMIN_URL}/api/rooms`) return json({ data: adminRooms });
  const single = call.url.match(/^http:\/\/admin\.test\/api\/rooms\/(\d+)$/);
  if (call.method === "GET" && single) {
    const room = adminRooms.find((r) => r.id === Number(single[1]));
    return room ? json({ data: room }) : json({ message: "Not found" }, 404);
  }
  if (call.url === VERIFY_URL) return json({ success: true });
  if (call.method === "POST" && call.url.startsWith(ADMIN_URL)) return json({ message: "Created" }, 201);
  return new Error(`unexpected fetch in test: ${call.method} ${call.url}`);
}

export async function submissionByKey(key: string): Promise<SubmissionRow | null> {
  return env.DB.prepare("SELECT * FROM submissions WHERE idempotency_key = ?").bind(key).first<SubmissionRow>();
}

export async function submissionByReference(reference: string): Promise<SubmissionRow | null> {
  return env.DB.prepare("SELECT * FROM submissions WHERE reference = ?").bind(reference).first<SubmissionRow>();
}

/** Two nights inside the booking year and outside every offer, so amounts are known in advance. */
export const stay = { checkIn: quietDayPlus(9), checkOut: quietDayPlus(11) } as const;

export const guest = { name: "Asha Verma", email: "asha@example.com", phone: "9876543210" };

/** The guest's phone as it is stored and forwarded: E.164, whatever the guest typed. */
export const guestPhoneE164 = "+919876543210";

export function wizardEntry(overrides: Record<string, unknown> = {}) {
  return {
    check_in_date: stay.checkIn,
    check_out_date: stay.checkOut,
    adults: 2,
    children: 1,
    room_category_id: 1,
    room_number_id: 1,
    services: [{ name: "lunch", price: 0 }],
    ...guest,
    special_requests: "Ground floor please",
    ...overrides,
  };
}

export const validBodies = {
  contact: { ...guest, message: "Is there parking for a bus?" },
  event: {
    ...guest,
    event_type: "Wedding",
    event_date: daysAhead(60),
    number_of_guests: 150,
    requirements: "Vegetarian menu",
  },
  dining: {
    full_name: guest.name,
    email: guest.email,
    phone: guest.phone,
    date: daysAhead(61),
    time: "19:30",
    guests: 4,
    special_requests: "Window table",
  },
  bookingRequest: {
    ...guest,
    dateIn: daysAhead(40),
    dateOut: daysAhead(42),
    adults: 2,
    children: 1,
    message: "Late arrival",
  },
  membership: { method: "mobile", mobile: "9876543210", terms: true },
  chat: {
    ...guest,
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    adults: 2,
    children: 0,
    roomType: "deluxe",
  },
};

/**
 * Every form's API endpoint with a valid body; the newsletter signs up `newsletterEmail`, so each
 * file stores an address of its own.
 */
export function formEndpoints(newsletterEmail: string): [string, Record<string, unknown>][] {
  return [
    ["/api/contact-enquiry", validBodies.contact],
    ["/api/event-enquiry", validBodies.event],
    ["/api/dining-reservations", validBodies.dining],
    ["/api/booking-requests", validBodies.bookingRequest],
    ["/api/membership-interest", validBodies.membership],
    ["/api/newsletter", { email: newsletterEmail }],
  ];
}

/** Every submission endpoint with a valid body: a booking from the wizard and from the chat, then every form. */
export function submissionEndpoints(newsletterEmail: string): [string, Record<string, unknown>][] {
  return [["/api/bookings", { bookings: [wizardEntry()] }], ["/api/bookings", validBodies.chat], ...formEndpoints(newsletterEmail)];
}

/**
 * Forgets every booking request, so the open-requests limit (a few per guest) starts from zero:
 * the tests book as the same guest many times, and D1 keeps rows across the tests of a file.
 */
export async function clearBookingRequests(): Promise<void> {
  await env.DB.batch([
    ...clearBookingStatements(),
    env.DB.prepare("DELETE FROM submissions WHERE kind = 'booking'"),
  ]);
}

/**
 * For a file whose tests book as the same guest: each test starts with no booking request open
 * and ends with fetch and the console put back as they were.
 */
export function startEachTestWithoutBookings(): void {
  beforeEach(clearBookingRequests);
  afterEach(() => vi.restoreAllMocks());
}
