import { afterEach, describe, expect, it, vi } from "vitest";
import {
  TURNSTILE_SECRET,
  VERIFY_URL,
  embeddedEnv,
  formEndpoints,
  interceptFetch,
  json,
  post,
  submissionByKey,
  upstreamEnv,
  validBodies,
} from "./submission-helpers";

afterEach(() => vi.restoreAllMocks());

const withKeys = { TURNSTILE_SITE_KEY: "site-key", TURNSTILE_SECRET_KEY: TURNSTILE_SECRET, TURNSTILE_VERIFY_URL: VERIFY_URL };
const tokenField = "cf-turnstile-response";

const protectedEndpoints: [string, Record<string, unknown>][] = [
  ...formEndpoints("turnstile@example.com"),
  ["/api/bookings", validBodies.chat],
];

describe.each(protectedEndpoints)("Turnstile on %s (product-rules.md: Bot protection)", (path, body) => {
  it("without keys outside production: no check, no call to siteverify", async () => {
    const fetches = interceptFetch();
    const res = await post(path, body, { env: embeddedEnv({ ENVIRONMENT: "development" }) });
    expect(res.status).toBeLessThan(300);
    expect(fetches.calls.filter((c) => c.url === VERIFY_URL)).toHaveLength(0);
  });

  it("with keys, a missing token is 403 turnstile_failed without asking siteverify", async () => {
    const fetches = interceptFetch();
    const res = await post(path, body, { env: embeddedEnv(withKeys) });
    expect(res.status).toBe(403);
    expect(res.json()).toEqual({
      error: { code: "turnstile_failed", message: "Please complete the security check and try again." },
    });
    expect(fetches.calls).toHaveLength(0);
  });

  it("a token siteverify rejects is 403 and nothing is stored", async () => {
    interceptFetch((call) => (call.url === VERIFY_URL ? json({ success: false, "error-codes": ["invalid-input-response"] }) : undefined));
    const key = crypto.randomUUID();
    const res = await post(path, { ...body, [tokenField]: "bad-token" }, { env: embeddedEnv(withKeys), key });
    expect(res.status).toBe(403);
    expect(await submissionByKey(key)).toBeNull();
  });

  it("a passing token is verified with the secret, the token and the client's address", async () => {
    const fetches = interceptFetch();
    const res = await post(path, { ...body, [tokenField]: "good-token" }, { env: embeddedEnv(withKeys), ip: "198.51.100.7" });
    expect(res.status).toBeLessThan(300);
    const [verify] = fetches.calls.filter((c) => c.url === VERIFY_URL);
    const form = new URLSearchParams(verify.body);
    expect(form.get("secret")).toBe(TURNSTILE_SECRET);
    expect(form.get("response")).toBe("good-token");
    expect(form.get("remoteip")).toBe("198.51.100.7");
  });

  it("in production with a key missing the form is closed: 503 with the hotel's phone", async () => {
    const fetches = interceptFetch();
    const res = await post(path, body, { env: embeddedEnv({ ENVIRONMENT: "production", TURNSTILE_SITE_KEY: "site-key" }) });
    expect(res.status).toBe(503);
    expect(res.json().error?.code).toBe("forms_unavailable");
    expect(res.json().error?.message).toMatch(/^Online forms are temporarily unavailable\. Please call us on \+91/);
    expect(fetches.calls).toHaveLength(0);
  });
});

describe("Turnstile token handling", () => {
  it("siteverify unreachable: 503, fail closed", async () => {
    interceptFetch((call) => (call.url === VERIFY_URL ? new TypeError("Network connection lost.") : undefined));
    const res = await post("/api/contact-enquiry", { ...validBodies.contact, [tokenField]: "t" }, { env: embeddedEnv(withKeys) });
    expect(res.status).toBe(503);
    expect(res.json().error?.code).toBe("turnstile_unavailable");
  });

  it("siteverify answering garbage: 503, fail closed", async () => {
    interceptFetch((call) => (call.url === VERIFY_URL ? new Response("<html>oops</html>", { status: 200 }) : undefined));
    const res = await post("/api/contact-enquiry", { ...validBodies.contact, [tokenField]: "t" }, { env: embeddedEnv(withKeys) });
    expect(res.status).toBe(503);
  });

  it("the token is neither stored nor forwarded to the admin API", async () => {
    const fetches = interceptFetch();
    const key = crypto.randomUUID();
    const token = "secret-widget-token-XYZ";
    const res = await post(
      "/api/event-enquiry",
      { ...validBodies.event, [tokenField]: token },
      { env: upstreamEnv(withKeys), key },
    );
    expect(res.status).toBe(201);
    const forwarded = fetches.to("/api/event-enquiry")[0];
    expect(forwarded.body).not.toContain(token);
    expect(forwarded.body).not.toContain(tokenField);
    const row = await submissionByKey(key);
    expect(JSON.stringify(row)).not.toContain(token);
  });

  it("without keys a stray token in the body is ignored, not refused as an unknown field", async () => {
    const res = await post("/api/contact-enquiry", { ...validBodies.contact, [tokenField]: "" });
    expect(res.status).toBe(201);
  });
});

describe("half-configured Turnstile", () => {
  it("outside production a secret without a site key skips the check (no widget could have rendered)", async () => {
    const fetches = interceptFetch();
    const res = await post("/api/contact-enquiry", validBodies.contact, {
      env: embeddedEnv({ TURNSTILE_SECRET_KEY: TURNSTILE_SECRET, TURNSTILE_VERIFY_URL: VERIFY_URL }),
    });
    expect(res.status).toBe(201);
    expect(fetches.calls).toHaveLength(0);
  });

  it("in production a site key without its secret closes the forms", async () => {
    interceptFetch();
    const res = await post("/api/contact-enquiry", validBodies.contact, {
      env: embeddedEnv({ ENVIRONMENT: "production", TURNSTILE_SECRET_KEY: TURNSTILE_SECRET }),
    });
    expect(res.status).toBe(503);
  });
});
