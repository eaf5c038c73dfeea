import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { SubmissionMeta } from "~/server/app-services";
import { createServices } from "../../app/server/create-services.server";
import {
  ADMIN_KEY,
  VERIFY_URL,
  embeddedEnv,
  interceptFetch,
  json,
  nextIp,
  submissionByKey,
  upstreamEnv,
  validBodies,
  withTurnstile,
} from "./submission-helpers";

afterEach(() => vi.restoreAllMocks());

/** How a page action uses the pipeline: services from the context, no HTTP hop (ARCHITECTURE). */
async function submitAsAction(testEnv: Cloudflare.Env, kind: Parameters<ReturnType<typeof createServices>["intake"]["submit"]>[0], body: unknown, meta: Partial<SubmissionMeta> = {}) {
  const ctx = createExecutionContext();
  const result = await createServices(testEnv, ctx).intake.submit(kind, body, {
    idempotencyKey: crypto.randomUUID(),
    clientIp: nextIp(),
    now: new Date(),
    ...meta,
  });
  await waitOnExecutionContext(ctx);
  return result;
}

describe("intake.submit from page actions", () => {
  it("takes the Turnstile token from meta, verifies it and never stores it", async () => {
    const fetches = interceptFetch();
    const key = crypto.randomUUID();
    const result = await submitAsAction(embeddedEnv(withTurnstile), "contact", validBodies.contact, {
      idempotencyKey: key,
      turnstileToken: "token-from-the-form",
    });
    expect(result.status).toBe(201);
    expect(new URLSearchParams(fetches.calls[0].body).get("response")).toBe("token-from-the-form");
    expect(JSON.stringify(await submissionByKey(key))).not.toContain("token-from-the-form");
  });

  it("answers the result shapes forms map to messages", async () => {
    interceptFetch((call) => (call.url === VERIFY_URL ? json({ success: false }) : undefined));
    const ok = await submitAsAction(embeddedEnv(), "dining", validBodies.dining);
    expect(ok).toEqual({ status: 201, body: { data: { id: expect.stringMatching(/^[A-Z2-9]{8}$/) } } });

    const invalid = await submitAsAction(embeddedEnv(), "dining", { ...validBodies.dining, guests: 9 });
    expect(invalid).toEqual({
      status: 400,
      body: { error: { code: "validation_failed", message: "Maximum 8 guests", fields: { guests: "Maximum 8 guests" } } },
    });

    const refused = await submitAsAction(embeddedEnv(withTurnstile), "dining", validBodies.dining, { turnstileToken: "x" });
    expect(refused.status).toBe(403);

    const subscribed = await submitAsAction(embeddedEnv(), "newsletter", { email: "action@example.com" });
    expect(subscribed).toEqual({ status: 200, body: { data: { subscribed: true } } });
  });

  it("forwards upstream in the background with the key, and the answer carries no secret", async () => {
    const fetches = interceptFetch();
    const key = crypto.randomUUID();
    const result = await submitAsAction(upstreamEnv(), "booking-request", validBodies.bookingRequest, { idempotencyKey: key });
    expect(result.status).toBe(201);
    expect(JSON.stringify(result)).not.toContain(ADMIN_KEY);
    expect(fetches.to("/api/contact-enquiry")[0].headers.get("Idempotency-Key")).toBe(key);
    expect((await submissionByKey(key))?.status).toBe("delivered");
  });
});
