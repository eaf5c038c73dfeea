import { afterEach, describe, expect, it, vi } from "vitest";
import {
  ADMIN_KEY,
  TURNSTILE_SECRET,
  VERIFY_URL,
  interceptFetch,
  json,
  post,
  submissionEndpoints,
  upstreamEnv,
  withTurnstile,
} from "./submission-helpers";

afterEach(() => vi.restoreAllMocks());

const endpoints = submissionEndpoints("secret-check@example.com");

const admin = {
  up: () => undefined,
  refusing: () => json({ message: `bad key ${ADMIN_KEY}` }, 401),
  down: () => new TypeError("Network connection lost."),
};

describe("no secret in any answer (the browser talks only to the Worker)", () => {
  it.each(Object.keys(admin) as (keyof typeof admin)[])("with the admin API %s, answers never show the key, the admin host or the Turnstile secret", async (state) => {
    interceptFetch((call) => (call.method === "POST" && call.url !== VERIFY_URL ? admin[state]() : undefined));
    const testEnv = upstreamEnv(withTurnstile);
    for (const [path, body] of endpoints) {
      for (const withToken of [true, false]) {
        const sent = withToken && typeof body === "object" ? { ...body, "cf-turnstile-response": "t" } : body;
        const res = await post(path, sent, { env: testEnv });
        expect(res.status, path).toBeLessThan(500);
        const whole = `${[...res.res.headers].join("\n")}\n${res.text}`;
        expect(whole).not.toContain(ADMIN_KEY);
        expect(whole).not.toContain("admin.test");
        expect(whole).not.toContain(TURNSTILE_SECRET);
      }
    }
  });
});
