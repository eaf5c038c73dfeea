import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { interceptFetch, nextIp, post, upstreamEnv } from "./submission-helpers";

afterEach(() => vi.restoreAllMocks());

async function subscribers(email: string): Promise<number> {
  const row = await env.DB.prepare("SELECT COUNT(*) AS n FROM subscribers WHERE email = ?").bind(email).first<{ n: number }>();
  return row?.n ?? 0;
}

describe.each([
  ["embedded", undefined],
  ["upstream", upstreamEnv],
] as const)("POST /api/newsletter, %s origin (product-rules.md: Forms that reach the hotel)", (mode, makeEnv) => {
  it("stores the address once, case-insensitively; a repeat is the same success", async () => {
    const fetches = interceptFetch();
    const email = `reader-${mode}@example.com`;
    const first = await post("/api/newsletter", { email }, { env: makeEnv?.() });
    expect(first.status).toBe(200);
    expect(first.json()).toEqual({ data: { subscribed: true } });
    const again = await post("/api/newsletter", { email: `  ${email.toUpperCase()} ` }, { env: makeEnv?.() });
    expect(again.status).toBe(200);
    expect(again.text).toBe(first.text);
    expect(await subscribers(email)).toBe(1);
    // Never forwarded: the admin API has no newsletter endpoint.
    expect(fetches.calls).toHaveLength(0);
  });

  it("twenty simultaneous sign-ups of one address store one row", async () => {
    interceptFetch();
    const email = `burst-${mode}@example.com`;
    const ip = nextIp();
    const answers = await Promise.all(Array.from({ length: 20 }, () => post("/api/newsletter", { email }, { ip, env: makeEnv?.() })));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(await subscribers(email)).toBe(1);
  });

  it("an empty or malformed address is 400 with the form's message", async () => {
    interceptFetch();
    const empty = await post("/api/newsletter", { email: "" }, { env: makeEnv?.() });
    expect(empty.status).toBe(400);
    expect(empty.json().error?.fields?.email).toBe("Email is required");
    const malformed = await post("/api/newsletter", { email: "not-an-address" }, { env: makeEnv?.() });
    expect(malformed.json().error?.fields?.email).toBe("Invalid email format");
  });
});

describe("POST /api/newsletter from a Hindi page (product-rules.md: Hindi)", () => {
  const hindi = { headers: { "X-Page-Lang": "hi" } };

  it("says what to fix in Hindi, with the same status and envelope", async () => {
    interceptFetch();
    const empty = await post("/api/newsletter", { email: "" }, hindi);
    expect(empty.status).toBe(400);
    expect(empty.json().error).toEqual({
      code: "validation_failed",
      message: "कृपया अपना ईमेल पता लिखें",
      fields: { email: "कृपया अपना ईमेल पता लिखें" },
    });
    const malformed = await post("/api/newsletter", { email: "not-an-address", "cf-turnstile-response": "token" }, hindi);
    expect(malformed.json().error?.fields).toEqual({ email: "यह ईमेल पता सही नहीं है" });
    const english = await post("/api/newsletter", { email: "not-an-address" }, { headers: { "X-Page-Lang": "en" } });
    expect(english.json().error?.fields?.email).toBe("Invalid email format");
  });

  it("takes a good address exactly as from an English page", async () => {
    interceptFetch();
    const email = "hindi-reader@example.com";
    const answer = await post("/api/newsletter", { email }, hindi);
    expect(answer.status).toBe(200);
    expect(answer.json()).toEqual({ data: { subscribed: true } });
    expect(await subscribers(email)).toBe(1);
  });
});

