import { describe, expect, it } from "vitest";
import { readConfig } from "./env.server";

const base = { ENVIRONMENT: "test", TURNSTILE_SITE_KEY: "site" } as unknown as Cloudflare.Env;

describe("readConfig", () => {
  it("reads the same values once, and reads again as soon as one changes", () => {
    const first = readConfig(base);
    expect(readConfig({ ...base })).toBe(first);
    expect(first.origin).toEqual({ mode: "embedded" });
    const upstream = readConfig({ ...base, ADMIN_API_URL: "https://admin.example/api/" } as Cloudflare.Env);
    expect(upstream.origin).toEqual({ mode: "upstream", baseUrl: "https://admin.example/api", apiKey: "" });
    expect(readConfig(base).origin).toEqual({ mode: "embedded" });
  });

  it("still rejects an invalid value after a valid read", () => {
    readConfig(base);
    expect(() => readConfig({ ...base, ADMIN_API_URL: "not a url" } as Cloudflare.Env)).toThrow();
  });
});
