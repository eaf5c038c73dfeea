import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { isDeskPath } from "../../workers/access/desk-paths";
import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";
import { createApp } from "../../workers/hono-app";
import { pageMethods } from "../../workers/http/method-guard";
import { PAGE_ROUTES } from "../../workers/http/page-routes";
import { MAX_BODY_BYTES } from "../../workers/platform/read-limited-body";

/**
 * Property: oversized and wrong-type bodies, odd methods and cross-site origins, sent to every page
 * path and every API path, never yield a 5xx and always the refusal that fits (product-rules.md:
 * Bad input). Pages render through a stub that reads the form as an action would (workerd cannot
 * SSR here).
 */
const app = createApp(async (request) => {
  if (request.method === "POST") await request.formData();
  return new Response("<p>page</p>", { headers: { "Content-Type": "text/html; charset=utf-8" } });
});

const ORIGIN = "http://localhost";
// A developer's settings, so the front desk's paths sign in as the local identity on localhost and
// meet the same edge rules as every page (its sign-in refusals are tests/worker/desk-guard.test.ts).
const bindings = { ...env, ENVIRONMENT: "development" } as Cloudflare.Env;
const PAGE_PATHS = PAGE_ROUTES.map(({ path }) =>
  path === "*" ? "/no-such-page" : `/${path.replace(":type", "suite-room").replace(":id", "1")}`,
);
const DATA_PATHS = ["/_root.data", "/Contact.data", "/about.data"];
const API_POST_PATHS = [
  "/api/available-rooms",
  "/api/bookings",
  "/api/contact-enquiry",
  "/api/event-enquiry",
  "/api/dining-reservations",
  "/api/booking-requests",
  "/api/membership-interest",
  "/api/newsletter",
];
const API_GET_PATHS = ["/api/rooms", "/api/rooms/1", "/api/gallery"];
const ALL_PATHS = [...PAGE_PATHS, ...DATA_PATHS, ...API_POST_PATHS, ...API_GET_PATHS, "/media/rooms/a.png"];

const takesPost = (path: string) =>
  path.startsWith("/api/") ? API_POST_PATHS.includes(path) : pageMethods(path).includes("POST");

let ip = 0;
async function send(path: string, init: { method: string; body?: string; headers: Record<string, string> }) {
  ip += 1;
  const ctx = createExecutionContext();
  const res = await app.request(
    `${ORIGIN}${path}`,
    { ...init, headers: { ...init.headers, "cf-connecting-ip": `10.8.${Math.floor(ip / 250) % 250}.${ip % 250}` } },
    bindings,
    ctx,
  );
  const text = await res.text();
  await waitOnExecutionContext(ctx);
  expect(res.status, `${init.method} ${path}: ${text.slice(0, 200)}`).toBeLessThan(500);
  expect(text).not.toMatch(/\bat \w+ \(|at async|file:\/\/|\/node_modules\//);
  return res;
}

const RUNS = 60;
vi.setConfig({ testTimeout: 60_000 });

describe("fuzzing the edge: every page and API path", () => {
  it("oversized bodies of any type to any path that takes POST: 413 (415 for a page's non-form type; the desk's photo forms take up to 15 MB, so unreadable multipart is 400 there)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ALL_PATHS.filter(takesPost)),
        fc.integer({ min: MAX_BODY_BYTES + 1, max: 4 * MAX_BODY_BYTES }),
        fc.constantFrom("application/x-www-form-urlencoded", "multipart/form-data; boundary=x", "application/json", "text/plain"),
        fc.boolean(),
        async (path, size, type, lie) => {
          const headers: Record<string, string> = { "Content-Type": type };
          if (lie) headers["Content-Length"] = "10";
          const res = await send(path, { method: "POST", body: "a".repeat(size), headers });
          const pageNonForm = !path.startsWith("/api/") && !type.startsWith("application/x-www") && !type.startsWith("multipart");
          const deskUpload = isDeskPath(path) && type.startsWith("multipart");
          expect(res.status).toBe(pageNonForm ? 415 : deskUpload ? 400 : 413);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it("wrong-type and malformed bodies to page form actions: 400 or 415", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...[...PAGE_PATHS, ...DATA_PATHS].filter(takesPost)),
        fc.string({ maxLength: 300 }),
        fc.constantFrom("application/json", "text/plain", "", "multipart/form-data", "multipart/form-data; boundary=zz", "application/xml"),
        async (path, text, type) => {
          const headers: Record<string, string> = type ? { "Content-Type": type } : {};
          const res = await send(path, { method: "POST", body: type.includes("boundary") ? `--zz\r\n${text}` : text, headers });
          expect([400, 415]).toContain(res.status);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it("any urlencoded text within 16 KiB reaches a page's action without a 5xx", async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...PAGE_PATHS.filter(takesPost)), fc.string({ maxLength: 500 }), async (path, text) => {
        // With the Origin a browser's form sends (the front desk refuses a change without one).
        const headers = { "Content-Type": "application/x-www-form-urlencoded", Origin: ORIGIN };
        const res = await send(path, { method: "POST", body: text, headers });
        expect(res.status).toBe(200);
      }),
      { numRuns: RUNS },
    );
  });

  it("odd methods: 405 with Allow, or 404 for an unknown API path", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ALL_PATHS, "/api/no-such-thing"),
        fc.constantFrom("PUT", "PATCH", "DELETE", "OPTIONS", "PROPFIND", "POST", "GET"),
        async (path, method) => {
          const body = method === "GET" || method === "OPTIONS" ? undefined : "a=1";
          const res = await send(path, { method, body, headers: { "Content-Type": "application/x-www-form-urlencoded" } });
          if (path === "/api/no-such-thing") {
            expect(res.status).toBe(404);
          } else if (res.status === 405) {
            expect(res.headers.get("Allow")?.split(", ")).not.toContain(method);
          } else {
            expect(["GET", "POST"]).toContain(method);
          }
        },
      ),
      { numRuns: RUNS },
    );
  });

  it("cross-site origins on any state-changing request: 403", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ALL_PATHS),
        fc.constantFrom("POST", "PUT", "PATCH", "DELETE"),
        fc.oneof(
          fc.webUrl().map((url) => new URL(url).origin), fc.constant("null"), fc.constant("http://localhost:8080"), fc.constant("https://localhost")),
        async (path, method, origin) => {
          fc.pre(origin !== ORIGIN);
          const res = await send(path, {
            method,
            body: "a=1",
            headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: origin },
          });
          expect(res.status).toBe(403);
        },
      ),
      { numRuns: RUNS },
    );
  });
});
