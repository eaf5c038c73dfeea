import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createApp } from "../../workers/hono-app";
import { DRAIN_MAX_BYTES } from "../../workers/http/drain-unread-body";
import { MAX_BODY_BYTES } from "../../workers/platform/read-limited-body";

/** Pages render through a stub (workerd cannot SSR here) that, like an action, reads the form it gets. */
const rendered: { path: string; fields: Record<string, string> | null }[] = [];
const app = createApp(async (request) => {
  const fields = request.method === "POST" ? (Object.fromEntries(await request.formData()) as Record<string, string>) : null;
  rendered.push({ path: new URL(request.url).pathname, fields });
  return new Response("<p>page</p>", { headers: { "Content-Type": "text/html; charset=utf-8" } });
});

const ORIGIN = "http://localhost";

async function send(path: string, init: RequestInit = {}) {
  const ctx = createExecutionContext();
  const res = await app.request(`${ORIGIN}${path}`, init, env, ctx);
  const text = await res.text();
  await waitOnExecutionContext(ctx);
  return { status: res.status, text, headers: res.headers, type: res.headers.get("Content-Type") ?? "" };
}

const form = (fields: Record<string, string>, headers: Record<string, string> = {}): RequestInit => ({
  method: "POST",
  body: new URLSearchParams(fields).toString(),
  headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
});

/** A body that counts how much of it was read and never says how long it is. */
function countedBody(total: number, chunk = 4096) {
  let sent = 0;
  const bytes = new Uint8Array(chunk).fill(97);
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= total) return controller.close();
      sent += chunk;
      controller.enqueue(bytes);
    },
  });
  return { stream, sent: () => sent };
}

describe("every request body is read to its end before the answer leaves", () => {
  it.each([
    ["a 413 from the API", "/api/contact-enquiry", "application/json", 413],
    ["a 413 from a form action", "/Contact", "application/x-www-form-urlencoded", 413],
    ["a 415 from a form action", "/Contact", "application/json", 415],
    ["a 405 from a page without a form", "/about", "application/x-www-form-urlencoded", 405],
    ["a 404 from an unknown API path", "/api/nothing-here", "application/json", 404],
  ])("%s", async (_case, path, type, status) => {
    const body = countedBody(200 * 1024);
    const res = await send(path, { method: "POST", body: body.stream, headers: { "Content-Type": type } });
    expect(res.status).toBe(status);
    expect(body.sent()).toBeGreaterThanOrEqual(200 * 1024);
  });

  it("stops draining at its bound, so an endless upload cannot hold the request", async () => {
    const body = countedBody(Number.POSITIVE_INFINITY, 1024 * 1024);
    const res = await send("/api/contact-enquiry", { method: "POST", body: body.stream, headers: { "Content-Type": "application/json" } });
    expect(res.status).toBe(413);
    expect(body.sent()).toBeGreaterThan(DRAIN_MAX_BYTES);
    expect(body.sent()).toBeLessThan(DRAIN_MAX_BYTES + 8 * 1024 * 1024);
  }, 30_000);
});

describe("page form actions", () => {
  it("hands a form within 16 KiB to the action, read once and intact", async () => {
    const res = await send("/Contact", form({ name: "Asha", message: "x".repeat(MAX_BODY_BYTES - 100) }));
    expect(res.status).toBe(200);
    expect(rendered.at(-1)).toEqual({ path: "/Contact", fields: { name: "Asha", message: "x".repeat(MAX_BODY_BYTES - 100) } });
  });

  it.each(["/", "/Contact", "/Event", "/DiningBookingForm", "/joinNow", "/newsletter", "/Spa", "/Gym", "/no-such-page", "/Contact.data", "/_root.data"])(
    "refuses a body over 16 KiB to %s with 413 before the action runs",
    async (path) => {
      const before = rendered.length;
      const res = await send(path, form({ message: "x".repeat(MAX_BODY_BYTES) }));
      expect(res.status).toBe(413);
      expect(res.text).toContain("16 KiB");
      expect(rendered.length).toBe(before);
    },
  );

  it("counts the bytes that arrive, whatever Content-Length says or when it is missing", async () => {
    const body = countedBody(64 * 1024);
    const chunked = await send("/Contact", {
      method: "POST",
      body: body.stream,
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(chunked.status).toBe(413);
    const lying = await send("/Contact", {
      ...form({ message: "x".repeat(40 * 1024) }),
      headers: { "Content-Type": "application/x-www-form-urlencoded", "Content-Length": "10" },
    });
    expect(lying.status).toBe(413);
  });

  it.each([
    ["JSON", "application/json", '{"name":"Asha"}', 415],
    ["text/plain", "text/plain", "name=Asha", 415],
    ["no content type", "", "name=Asha", 415],
    ["multipart without a boundary", "multipart/form-data", "--x\r\n", 400],
    ["malformed multipart", "multipart/form-data; boundary=abc", "--abc\r\nnonsense without headers", 400],
  ])("answers %s with a clear 4xx message, not 500", async (_case, type, body, status) => {
    const headers: Record<string, string> = type ? { "Content-Type": type } : {};
    const res = await send("/Contact", { method: "POST", body, headers });
    expect(res.status).toBe(status);
    expect(res.type).toContain("text/html");
    expect(res.text).toContain("We could not read this form");
  });

  it("answers data requests with JSON and pages with HTML", async () => {
    const data = await send("/Contact.data", { method: "POST", body: "{}", headers: { "Content-Type": "application/json" } });
    expect(data.status).toBe(415);
    expect(data.type).toContain("application/json");
    expect(JSON.parse(data.text)).toMatchObject({ error: { code: "unsupported_media_type" } });
  });

  it("takes multipart forms that parse", async () => {
    const body = new FormData();
    body.set("email", "asha@example.com");
    const res = await send("/newsletter", { method: "POST", body });
    expect(res.status).toBe(200);
    expect(rendered.at(-1)?.fields).toEqual({ email: "asha@example.com" });
  });
});

describe("methods a route does not take answer 405 with Allow", () => {
  it.each([
    ["PATCH", "/Contact", "GET, HEAD, POST"],
    ["PUT", "/", "GET, HEAD, POST"],
    ["DELETE", "/no-such-page", "GET, HEAD, POST"],
    ["POST", "/about", "GET, HEAD"],
    ["POST", "/Room/suite-room", "GET, HEAD"],
    ["POST", "/Room.data", "GET, HEAD"],
    ["POST", "/sitemap.xml", "GET, HEAD"],
    ["POST", "/media/rooms/a.png", "GET, HEAD"],
    ["OPTIONS", "/Contact", "GET, HEAD, POST"],
  ])("%s %s", async (method, path, allow) => {
    const res = await send(path, { method, body: method === "OPTIONS" ? undefined : "a=1", headers: { "Content-Type": "application/x-www-form-urlencoded" } });
    expect(res.status).toBe(405);
    expect(res.headers.get("Allow")).toBe(allow);
    expect(res.type).toContain(path.endsWith(".data") ? "application/json" : "text/html");
  });

  it.each([
    ["PATCH", "/api/contact-enquiry", "POST"],
    ["GET", "/api/bookings", "POST"],
    ["DELETE", "/api/rooms/1", "GET, HEAD"],
    ["POST", "/api/rooms", "GET, HEAD"],
    ["PUT", "/api/gallery", "GET, HEAD"],
  ])("%s %s (API, JSON)", async (method, path, allow) => {
    const res = await send(path, { method });
    expect(res.status).toBe(405);
    expect(res.headers.get("Allow")).toBe(allow);
    expect(JSON.parse(res.text)).toMatchObject({ error: { code: "method_not_allowed" } });
  });

  it("keeps an unknown API path a JSON 404 whatever the method", async () => {
    for (const method of ["GET", "POST", "PATCH"]) {
      const res = await send("/api/no-such-thing", { method });
      expect(res.status).toBe(404);
      expect(res.type).toContain("application/json");
    }
  });
});

describe("cross-site posts", () => {
  it.each([
    ["another site's Origin", { Origin: "https://evil.example" }],
    ["a look-alike of our origin", { Origin: "http://localhost.evil.example" }],
    ["Origin: null", { Origin: "null" }],
    ["Sec-Fetch-Site: cross-site without Origin", { "Sec-Fetch-Site": "cross-site" }],
  ])("refuses %s with 403", async (_case, headers) => {
    const page = await send("/Contact", form({ name: "Asha" }, headers));
    expect(page.status).toBe(403);
    expect(page.type).toContain("text/html");
    expect(page.text).toContain("another website");
    const api = await send("/api/contact-enquiry", {
      method: "POST",
      body: "{}",
      headers: { "Content-Type": "text/plain", ...headers },
    });
    expect(api.status).toBe(403);
    expect(JSON.parse(api.text)).toMatchObject({ error: { code: "cross_site" } });
  });

  it("lets our own origin and requests without Origin through", async () => {
    expect((await send("/Contact", form({ name: "Asha" }, { Origin: ORIGIN, "Sec-Fetch-Site": "same-origin" }))).status).toBe(200);
    expect((await send("/Contact", form({ name: "Asha" }))).status).toBe(200);
  });

  it("never refuses reads from other sites (links and images from anywhere)", async () => {
    const res = await send("/api/rooms", { headers: { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" } });
    expect(res.status).toBe(200);
  });
});
