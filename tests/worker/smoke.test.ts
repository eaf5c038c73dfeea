import { createExecutionContext, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createApp } from "../../workers/hono-app";

describe("worker smoke", () => {
  it("answers the API with JSON and security headers", async () => {
    const app = createApp(async () => new Response("page", { headers: { "Content-Type": "text/html" } }));
    const res = await app.request("/api/rooms", {}, env, createExecutionContext());
    expect(res.status).toBe(200);
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(await res.json()).toHaveProperty("data");
  });
});
