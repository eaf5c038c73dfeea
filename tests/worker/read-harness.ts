import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { expect, vi } from "vitest";
import { createApp } from "../../workers/hono-app";

/** Shared by the read-side tests: the Hono app in workerd, both origin modes, a fake admin API. */
export const ADMIN_URL = "http://admin.test";
export const ADMIN_KEY = "admin-secret-key-7f3a";

export const embeddedEnv: Cloudflare.Env = { ...env, ADMIN_API_URL: "" };
export const upstreamEnv: Cloudflare.Env = { ...env, ADMIN_API_URL: ADMIN_URL, ADMIN_API_KEY: ADMIN_KEY } as Cloudflare.Env;

export const modes = [
  { mode: "embedded", bindings: embeddedEnv },
  { mode: "upstream", bindings: upstreamEnv },
] as const;

const app = createApp(async () => new Response("page", { headers: { "Content-Type": "text/html" } }));

let ipCounter = 0;
/** A fresh client address, so tests never share a rate-limit budget by accident. */
export function nextClientIp(): string {
  ipCounter += 1;
  return `198.51.100.${ipCounter % 250}${ipCounter >= 250 ? `.${Math.floor(ipCounter / 250)}` : ""}`;
}

/** One request through the Worker's Hono app, waiting for its background work (cache refresh). */
export async function request(path: string, init: RequestInit = {}, bindings: Cloudflare.Env = embeddedEnv) {
  const headers = new Headers(init.headers);
  if (!headers.has("cf-connecting-ip")) headers.set("cf-connecting-ip", nextClientIp());
  const ctx = createExecutionContext();
  const response = await app.request(path, { ...init, headers }, bindings, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

export function postJson(path: string, body: unknown, bindings?: Cloudflare.Env, headers: Record<string, string> = {}) {
  return request(
    path,
    { method: "POST", headers: { "Content-Type": "application/json", ...headers }, body: JSON.stringify(body) },
    bindings,
  );
}

/**
 * The body as JSON, after checking that neither the admin key nor the admin host reaches the
 * browser, in a header or in the body.
 */
export async function safeJson<T = unknown>(response: Response): Promise<T> {
  const text = await response.text();
  expect(text).not.toContain(ADMIN_KEY);
  expect(text).not.toContain("admin.test");
  for (const [, value] of response.headers) {
    expect(value).not.toContain(ADMIN_KEY);
    expect(value).not.toContain("admin.test");
  }
  return JSON.parse(text) as T;
}

/** What the Worker sent to the admin host. */
export interface AdminCall {
  method: string;
  url: string;
  headers: Headers;
  body: string;
}

export type AdminRoute = (request: Request) => Response | Promise<Response>;

/**
 * Intercepts every outbound fetch: requests to the admin host go to `routes` (keyed
 * "METHOD /path"), anything else fails the test, so no test ever touches the network.
 */
export function fakeAdmin(routes: Record<string, AdminRoute>) {
  const calls: AdminCall[] = [];
  const spy = vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const outgoing = new Request(input, init);
    calls.push({ method: outgoing.method, url: outgoing.url, headers: outgoing.headers, body: await outgoing.clone().text() });
    const url = new URL(outgoing.url);
    if (url.origin !== ADMIN_URL) throw new Error(`Unexpected network call to ${outgoing.url}`);
    const route = routes[`${outgoing.method} ${url.pathname}`];
    return route ? route(outgoing) : new Response("Not found", { status: 404 });
  });
  return { calls, spy };
}

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

/**
 * The ways an origin fails (product-rules.md: Read cache): down, slow (the 4 s abort), 5xx, HTML,
 * JSON of the wrong shape.
 */
export const originFailures: [string, AdminRoute][] = [
  ["down", () => Promise.reject(new TypeError("Network connection lost."))],
  ["slow", () => Promise.reject(new DOMException("The operation was aborted due to timeout", "TimeoutError"))],
  ["500", () => json({ message: "Server Error" }, 500)],
  ["HTML", () => new Response("<!doctype html><title>Maintenance</title>", { headers: { "Content-Type": "text/html" } })],
  ["wrong-shape JSON", () => json({ rooms: "none", data: { oops: true } })],
];

/** Empties the read cache so each test starts cold. */
export async function clearReadCache(): Promise<void> {
  const { keys } = await env.CACHE.list({ prefix: "read:" });
  await Promise.all(keys.map((key) => env.CACHE.delete(key.name)));
}
