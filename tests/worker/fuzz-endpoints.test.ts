import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import fc from "fast-check";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { adminRooms } from "./admin-api-fixtures";
import { app, formEndpoints, json, stay, wizardEntry } from "./submission-helpers";

/**
 * Property: no input to any endpoint, however wrong, yields a 5xx, a non-JSON answer or an
 * unhandled rejection (product-rules.md: Bad input). Inputs are random JSON, random text, and
 * valid-looking bodies with any field replaced by any JSON value.
 */
const VALID: Record<string, Record<string, unknown>> = {
  "/api/available-rooms": {
    check_in_date: stay.checkIn,
    check_out_date: stay.checkOut,
    adults: 2,
    children: 0,
    no_of_rooms: 1,
  },
  "/api/bookings": { bookings: [wizardEntry()] },
  ...Object.fromEntries(formEndpoints("news@example.com")),
};
const PATHS = Object.keys(VALID);

const MODES = [
  { mode: "embedded", bindings: { ...env, ADMIN_API_URL: "" } },
  { mode: "upstream", bindings: { ...env, ADMIN_API_URL: "http://admin.test", ADMIN_API_KEY: "k" } },
] as const;
let bindings: Cloudflare.Env = MODES[0].bindings;

/** The admin API, answering as its contract says (docs/origins.md); only used in upstream mode. */
function fakeAdminApi() {
  return vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    const { pathname } = new URL(request.url);
    if (request.method === "GET" && pathname === "/api/rooms") return json({ data: adminRooms });
    const room = /^\/api\/rooms\/(\d+)$/.exec(pathname);
    if (request.method === "GET" && room) {
      const found = adminRooms.find((r) => String(r.id) === room[1]);
      return found ? json({ data: found }) : json({ message: "Not found" }, 404);
    }
    if (request.method === "POST" && pathname === "/api/available-rooms") return json({ data: { data: [] } });
    if (request.method === "POST") return json({ data: { id: 1 } }, 201);
    throw new Error(`unexpected call ${request.method} ${request.url}`);
  });
}

let ip = 0;
async function post(path: string, body: string, contentType = "application/json") {
  ip += 1;
  const ctx = createExecutionContext();
  const res = await app.request(
    path,
    {
      method: "POST",
      body,
      headers: {
        "Content-Type": contentType,
        "cf-connecting-ip": `10.9.${Math.floor(ip / 250) % 250}.${ip % 250}`,
      },
    },
    bindings,
    ctx,
  );
  const text = await res.text();
  await waitOnExecutionContext(ctx);
  return { status: res.status, text, type: res.headers.get("Content-Type") ?? "" };
}

function expectClientSafe(result: { status: number; text: string; type: string }) {
  expect(result.status).toBeLessThan(500);
  expect(result.type).toContain("application/json");
  const parsed = JSON.parse(result.text) as { data?: unknown; error?: { message?: unknown } };
  expect(parsed.data !== undefined || typeof parsed.error?.message === "string").toBe(true);
  expect(result.text).not.toMatch(/\bat \w+ \(|Error: /);
}

/**
 * The property on `numRuns` cases: a path of PATHS, sent the body (and content type) `write` makes
 * of what `draws` drew for it, answers as a client can handle.
 */
function fuzzEveryPath<T>(draws: fc.Arbitrary<T>, write: (path: string, drawn: T) => { body: string; type?: string }, numRuns: number) {
  return fc.assert(
    fc.asyncProperty(fc.constantFrom(...PATHS), draws, async (path, drawn) => {
      const { body, type } = write(path, drawn);
      expectClientSafe(await post(path, body, type));
    }),
    { numRuns },
  );
}

const RUNS = 40;
// Hundreds of requests through workerd per property: give them room on a busy 2-core machine.
vi.setConfig({ testTimeout: 60_000 });

describe.each(MODES)("fuzzing every endpoint ($mode origin)", ({ mode, bindings: modeBindings }) => {
  beforeEach(() => {
    bindings = modeBindings;
    if (mode === "upstream") fakeAdminApi();
  });
  afterEach(() => vi.restoreAllMocks());

  it("starts from bodies the endpoints accept, so mutations probe real validation", async () => {
    for (const path of PATHS) {
      const result = await post(path, JSON.stringify(VALID[path]));
      expect([200, 201], `${path}: ${result.text}`).toContain(result.status);
    }
  });

  it("random JSON values", async () => {
    await fuzzEveryPath(fc.jsonValue(), (_path, value) => ({ body: JSON.stringify(value) }), RUNS);
  });

  it("random text that is mostly not JSON, with any content type", async () => {
    const types = fc.constantFrom("application/json", "text/plain", "application/x-www-form-urlencoded", "");
    await fuzzEveryPath(fc.tuple(fc.string({ maxLength: 300 }), types), (_path, [text, type]) => ({ body: text, type }), RUNS);
  });

  it("valid-looking bodies with one field replaced by anything", async () => {
    await fuzzEveryPath(
      fc.tuple(fc.jsonValue({ maxDepth: 2 }), fc.nat()),
      (path, [value, pick]) => {
        const body: Record<string, unknown> = structuredClone(VALID[path]);
        const keys = Object.keys(body);
        body[keys[pick % keys.length]] = value;
        return { body: JSON.stringify(body) };
      },
      RUNS * 2,
    );
  });

  it("valid-looking bodies with an extra unknown field are refused with 400", async () => {
    for (const path of PATHS) {
      const result = await post(path, JSON.stringify({ ...VALID[path], surprise: 1 }));
      expect(result.status, path).toBe(400);
      expectClientSafe(result);
    }
  });

  it("room ids of every shape", async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 40 }), async (id) => {
        const ctx = createExecutionContext();
        const res = await app.request(`/api/rooms/${encodeURIComponent(id)}`, {}, bindings, ctx);
        const text = await res.text();
        await waitOnExecutionContext(ctx);
        expectClientSafe({ status: res.status, text, type: res.headers.get("Content-Type") ?? "" });
      }),
      { numRuns: RUNS },
    );
  });
});
