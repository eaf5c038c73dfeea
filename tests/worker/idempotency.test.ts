import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  VERIFY_URL,
  embeddedEnv,
  interceptFetch,
  json,
  nextIp,
  post,
  submissionByKey,
  upstreamEnv,
  validBodies,
  withTurnstile,
  wizardEntry,
} from "./submission-helpers";
import { quietDayPlus } from "./test-dates";

afterEach(() => vi.restoreAllMocks());

async function count(sql: string, ...params: unknown[]): Promise<number> {
  const row = await env.DB.prepare(sql).bind(...params).first<{ n: number }>();
  return row?.n ?? 0;
}

describe("Idempotency-Key (product-rules.md: Idempotency)", () => {
  it("twenty simultaneous identical bookings make one booking and twenty identical answers", async () => {
    const key = crypto.randomUUID();
    const ip = nextIp(); // one guest double-clicking: the same client, within its rate budget
    const body = { bookings: [wizardEntry({ check_in_date: quietDayPlus(20), check_out_date: quietDayPlus(22) })] };
    const answers = await Promise.all(Array.from({ length: 20 }, () => post("/api/bookings", body, { key, ip })));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(201));
    expect(new Set(answers.map((a) => a.text)).size).toBe(1);
    const reference = String(answers[0].json().data?.reference);
    expect(await count(`SELECT COUNT(*) AS n FROM bookings WHERE check_in_date = '${quietDayPlus(20)}'`)).toBe(1);
    expect(await count("SELECT COUNT(*) AS n FROM submissions WHERE idempotency_key = ?", key)).toBe(1);
    expect((await submissionByKey(key))?.reference).toBe(reference);
  });

  it("twenty simultaneous identical enquiries upstream are forwarded once", async () => {
    const fetches = interceptFetch();
    const key = crypto.randomUUID();
    const ip = nextIp();
    const testEnv = upstreamEnv();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => post("/api/contact-enquiry", validBodies.contact, { key, ip, env: testEnv })),
    );
    expect(new Set(answers.map((a) => `${a.status} ${a.text}`)).size).toBe(1);
    expect(answers[0].status).toBe(201);
    expect(fetches.to("/api/contact-enquiry")).toHaveLength(1);
  });

  it("a later retry gets the first answer, even with the fields in another order", async () => {
    const key = crypto.randomUUID();
    const first = await post("/api/contact-enquiry", validBodies.contact, { key });
    const { message, ...rest } = validBodies.contact;
    const again = await post("/api/contact-enquiry", { message, ...rest }, { key });
    expect(again.status).toBe(first.status);
    expect(again.text).toBe(first.text);
    expect(await count("SELECT COUNT(*) AS n FROM submissions WHERE idempotency_key = ?", key)).toBe(1);
  });

  it("the same key with a different body is 422 idempotency_key_reused and changes nothing", async () => {
    const key = crypto.randomUUID();
    const first = await post("/api/contact-enquiry", validBodies.contact, { key });
    const other = await post("/api/contact-enquiry", { ...validBodies.contact, message: "Another question" }, { key });
    expect(other.status).toBe(422);
    expect(other.json().error?.code).toBe("idempotency_key_reused");
    const row = await submissionByKey(key);
    expect(JSON.parse(row?.response_body ?? "null")).toEqual(first.json());
  });

  it("the same key on another endpoint is a different request (422)", async () => {
    const key = crypto.randomUUID();
    expect((await post("/api/contact-enquiry", validBodies.contact, { key })).status).toBe(201);
    expect((await post("/api/event-enquiry", validBodies.event, { key })).status).toBe(422);
  });

  it("a refused attempt keeps the key free: the guest corrects the form and resends it", async () => {
    const key = crypto.randomUUID();
    const invalid = await post("/api/contact-enquiry", { ...validBodies.contact, email: "nope" }, { key });
    expect(invalid.status).toBe(400);
    const corrected = await post("/api/contact-enquiry", validBodies.contact, { key });
    expect(corrected.status).toBe(201);
  });

  it("a key given back after a failed Turnstile check can be used again", async () => {
    const key = crypto.randomUUID();
    let pass = false;
    interceptFetch((call) => (call.url === VERIFY_URL ? json({ success: pass }) : undefined));
    const testEnv = embeddedEnv(withTurnstile);
    const body = { ...validBodies.contact, "cf-turnstile-response": "token" };
    expect((await post("/api/contact-enquiry", body, { key, env: testEnv })).status).toBe(403);
    expect(await submissionByKey(key)).toBeNull();
    pass = true;
    expect((await post("/api/contact-enquiry", body, { key, env: testEnv })).status).toBe(201);
  });

  it("a retry is answered from the outbox without spending a second Turnstile check", async () => {
    const key = crypto.randomUUID();
    const fetches = interceptFetch();
    const testEnv = embeddedEnv(withTurnstile);
    const body = { ...validBodies.contact, "cf-turnstile-response": "single-use-token" };
    const first = await post("/api/contact-enquiry", body, { key, env: testEnv });
    const retry = await post("/api/contact-enquiry", body, { key, env: testEnv });
    expect(retry.text).toBe(first.text);
    expect(fetches.calls.filter((c) => c.url === VERIFY_URL)).toHaveLength(1);
  });

  it("requests without a key still work, each one new", async () => {
    const a = await post("/api/contact-enquiry", validBodies.contact);
    const b = await post("/api/contact-enquiry", validBodies.contact);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.json().data?.id).not.toBe(b.json().data?.id);
  });

  it("refuses a key that is not 1–200 visible characters", async () => {
    const res = await post("/api/contact-enquiry", validBodies.contact, { key: "x".repeat(201) });
    expect(res.status).toBe(400);
    expect(res.json().error?.code).toBe("invalid_idempotency_key");
  });

  it("a claim left behind by a request that died is taken over after it goes stale", async () => {
    const key = crypto.randomUUID();
    const longAgo = new Date(Date.now() - 5 * 60_000).toISOString();
    await env.DB.prepare(
      `INSERT INTO submissions (idempotency_key, request_hash, kind, status, claim_token, created_at, updated_at)
       VALUES (?, 'old', 'contact', 'processing', 'dead-request', ?, ?)`,
    )
      .bind(key, longAgo, longAgo)
      .run();
    const res = await post("/api/contact-enquiry", validBodies.contact, { key });
    expect(res.status).toBe(201);
    expect((await submissionByKey(key))?.status).toBe("local");
  });
});
