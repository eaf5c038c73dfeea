import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { deliveryPolicy, retryDelayFor } from "../../app/server/deliver-upstream.server";
import {
  ADMIN_KEY,
  interceptFetch,
  json,
  post,
  deliveriesQueued,
  submissionByReference,
  upstreamEnv,
  guestPhoneE164,
  validBodies,
  wizardEntry,
} from "./submission-helpers";
import { consumeOne } from "./queue-helpers";

afterEach(() => vi.restoreAllMocks());

/** Runs the consumer on one message of `queue`, handed over on delivery `attempts`. */
const consume = (queue: string, body: unknown, attempts: number, testEnv = upstreamEnv()) => consumeOne(queue, body, attempts, testEnv);

/** An admin API that is down until `recover()` is called. */
function adminWithOutage() {
  let up = false;
  const fetches = interceptFetch((call) =>
    call.method === "POST" && !up ? new TypeError("Network connection lost.") : undefined,
  );
  return { fetches, recover: () => (up = true) };
}

describe("delivery after an outage (product-rules.md: Nothing submitted is lost)", () => {
  it("queues a failed forward within seconds, retries with backoff, and delivers exactly once after recovery", async () => {
    const admin = adminWithOutage();
    const testEnv = upstreamEnv();
    const res = await post("/api/contact-enquiry", validBodies.contact, { env: testEnv });
    expect(res.status).toBe(201);
    const reference = String(res.json().data?.id);
    const row = await submissionByReference(reference);
    expect(row).toMatchObject({ status: "retrying", attempts: 1 });
    expect(row?.last_error).toContain("unreachable");

    // The first retry is queued at once with a short delay: well within 10 s of the submission.
    const [queued] = deliveriesQueued(testEnv);
    expect(queued).toEqual({ body: { submissionId: row?.id }, delaySeconds: deliveryPolicy.firstRetryDelaySeconds });
    expect(deliveryPolicy.firstRetryDelaySeconds).toBeLessThanOrEqual(5);

    // Still down: the consumer asks the Queue to retry, with growing delays.
    const second = await consume("hotel-deliveries", queued.body, 1);
    expect(second).toMatchObject({ acked: false, retried: true, retryDelay: retryDelayFor(1) });
    const third = await consume("hotel-deliveries", queued.body, 2);
    expect(third.retryDelay).toBe(retryDelayFor(2));
    expect(third.retryDelay).toBeGreaterThan(second.retryDelay ?? 0);
    expect((await submissionByReference(reference))?.attempts).toBe(3);

    // The admin API recovers: the next delivery succeeds and the row is marked delivered.
    admin.recover();
    const fourth = await consume("hotel-deliveries", queued.body, 3);
    expect(fourth).toMatchObject({ acked: true, retried: false });
    const delivered = await submissionByReference(reference);
    expect(delivered).toMatchObject({ status: "delivered", attempts: 4, last_error: null });
    expect(delivered?.delivered_at).not.toBeNull();

    // A duplicate of the message (queues deliver at least once) sends nothing more.
    const duplicate = await consume("hotel-deliveries", queued.body, 4);
    expect(duplicate.acked).toBe(true);
    const accepted = admin.fetches.to("/api/contact-enquiry");
    expect(accepted).toHaveLength(4); // 3 failed attempts + 1 delivery, nothing after it
    expect(accepted.every((call) => call.headers.get("X-API-KEY") === ADMIN_KEY)).toBe(true);
    expect(new Set(accepted.map((call) => call.headers.get("Idempotency-Key"))).size).toBe(1);
  });

  it("treats a slow or failing admin API (timeout, 5xx, 4xx) as a failure to retry", async () => {
    const answers = [json({ message: "maintenance" }, 503), json({ message: "bad" }, 422)];
    interceptFetch((call) => (call.method === "POST" ? answers.shift() ?? new DOMException("timed out", "TimeoutError") : undefined));
    const res = await post("/api/contact-enquiry", validBodies.contact, { env: upstreamEnv() });
    const row = await submissionByReference(String(res.json().data?.id));
    expect(row?.last_error).toBe("admin API answered HTTP 503");
    await consume("hotel-deliveries", { submissionId: row?.id }, 1);
    expect((await submissionByReference(String(res.json().data?.id)))?.last_error).toBe("admin API answered HTTP 422");
    await consume("hotel-deliveries", { submissionId: row?.id }, 2);
    expect((await submissionByReference(String(res.json().data?.id)))?.last_error).toBe(
      `admin API did not answer within ${deliveryPolicy.forwardTimeoutMs} ms`,
    );
  });

  it("a booking queued during an outage is delivered once with the same payload", async () => {
    const admin = adminWithOutage();
    const testEnv = upstreamEnv();
    const res = await post("/api/bookings", { bookings: [wizardEntry()] }, { env: testEnv });
    expect(res.status).toBe(201);
    admin.recover();
    const [queued] = deliveriesQueued(testEnv);
    expect((await consume("hotel-deliveries", queued.body, 1)).acked).toBe(true);
    const sent = admin.fetches.to("/api/bookings");
    expect(sent).toHaveLength(2);
    expect(sent[1].body).toBe(sent[0].body);
  });

  it("never sends a row another worker is sending right now", async () => {
    interceptFetch((call) => (call.method === "POST" ? json({ message: "down" }, 500) : undefined));
    const res = await post("/api/contact-enquiry", validBodies.contact, { env: upstreamEnv() });
    const row = await submissionByReference(String(res.json().data?.id));
    const inAMinute = new Date(Date.now() + 60_000).toISOString();
    await env.DB.prepare("UPDATE submissions SET status = 'sending', lease_until = ? WHERE id = ?").bind(inAMinute, row?.id).run();
    const fetches = interceptFetch();
    const outcome = await consume("hotel-deliveries", { submissionId: row?.id }, 1);
    expect(outcome.retried).toBe(true);
    expect(fetches.calls).toHaveLength(0);
  });

  it("acknowledges messages it cannot use instead of retrying them forever", async () => {
    expect((await consume("hotel-deliveries", { nonsense: true }, 1)).acked).toBe(true);
    expect((await consume("hotel-deliveries", { submissionId: 999_999 }, 1)).acked).toBe(true);
  });
});

describe("the dead-letter queue", () => {
  it("marks the row dead and keeps it, payload and all, for the operator", async () => {
    interceptFetch((call) => (call.method === "POST" ? new TypeError("Network connection lost.") : undefined));
    const res = await post("/api/event-enquiry", validBodies.event, { env: upstreamEnv() });
    const reference = String(res.json().data?.id);
    const row = await submissionByReference(reference);
    const outcome = await consume("hotel-deliveries-dlq", { submissionId: row?.id }, 1);
    expect(outcome.acked).toBe(true);
    const dead = await submissionByReference(reference);
    expect(dead).toMatchObject({ status: "dead", upstream_path: "/api/event-enquiry" });
    expect(JSON.parse(dead?.payload ?? "null")).toEqual({ ...validBodies.event, phone: guestPhoneE164 });
    expect(dead?.last_error).toContain("unreachable");
  });

  it("never marks a delivered row dead", async () => {
    interceptFetch();
    const res = await post("/api/contact-enquiry", validBodies.contact, { env: upstreamEnv() });
    const row = await submissionByReference(String(res.json().data?.id));
    await consume("hotel-deliveries-dlq", { submissionId: row?.id }, 1);
    expect((await submissionByReference(String(res.json().data?.id)))?.status).toBe("delivered");
  });
});

describe("retry schedule", () => {
  it("grows, then stays capped so a recovered admin API is reached within a minute", () => {
    const delays = Array.from({ length: 20 }, (_, i) => retryDelayFor(i + 1));
    for (let i = 1; i < delays.length; i++) expect(delays[i]).toBeGreaterThanOrEqual(delays[i - 1]);
    // Worst case after recovery: the capped wait plus one forward timeout, inside 60 s.
    expect(Math.max(...delays) + deliveryPolicy.forwardTimeoutMs / 1000).toBeLessThan(60);
  });
});
