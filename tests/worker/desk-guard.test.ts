/**
 * Sign-in on every front desk request, in the Worker before React Router renders (product-rules.md:
 * The front desk): refusals with their status and no data, private and unindexed answers, never in
 * the page cache, the cross-site guard in front of every move.
 */
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { exportJWK, generateKeyPair, type JWK, SignJWT } from "jose";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { forgetAccessKeys } from "../../workers/access/access-token";
import { isDeskPath } from "../../workers/access/desk-paths";
import { createApp } from "../../workers/hono-app";
import { PAGE_CACHE_STATUS } from "../../workers/platform/page-cache";

const TEAM = "https://hotel-test.cloudflareaccess.com";
const AUD = "desk-audience-tag";

const developerEnv = { ...env, ENVIRONMENT: "development" } as Cloudflare.Env;
const productionEnv = { ...env, ENVIRONMENT: "production" } as Cloudflare.Env;
const accessEnv = { ...env, ENVIRONMENT: "production", ACCESS_TEAM_DOMAIN: TEAM, ACCESS_AUD: AUD } as Cloudflare.Env;

/** The Worker's app with a renderer that records who reached React Router, and the page cache on. */
function deskApp() {
  const renders: { path: string; staff: string | null }[] = [];
  const app = createApp(
    async (request, c) => {
      renders.push({ path: new URL(request.url).pathname, staff: c.get("staff")?.email ?? null });
      return new Response("<html><p>Guest Asha Verma, booking ABCD2345</p></html>", {
        headers: { "Content-Type": "text/html; charset=utf-8" },
      });
    },
    { buildVersion: async () => "build-desk" },
  );
  return { app, renders };
}

async function send(app: ReturnType<typeof deskApp>["app"], url: string, init: RequestInit, bindings: Cloudflare.Env) {
  const ctx = createExecutionContext();
  const res = await app.request(url, init, bindings, ctx);
  const body = await res.text();
  await waitOnExecutionContext(ctx);
  return { res, body };
}

const movePost = (headers: Record<string, string> = {}): RequestInit => ({
  method: "POST",
  headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
  body: "move=confirm&request_key=k1&note=",
});

const deskUrls = [
  "/admin",
  "/admin/",
  "/admin.data",
  "/admin/bookings",
  "/admin/bookings.data?status=pending",
  "/admin/bookings.csv?q=asha",
  "/admin/bookings/ABCD2345",
  "/admin/bookings/ABCD2345.data",
  "/ADMIN/Bookings",
  "/%61dmin/bookings",
  "//admin",
];

let signingKey: CryptoKey;
let published: JWK[] = [];
beforeAll(async () => {
  const pair = await generateKeyPair("RS256", { extractable: true });
  signingKey = pair.privateKey as CryptoKey;
  published = [{ ...(await exportJWK(pair.publicKey)), kid: "desk-key", alg: "RS256", use: "sig" }];
});
beforeEach(() => {
  forgetAccessKeys();
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
    const url = new Request(input).url;
    if (url !== `${TEAM}/cdn-cgi/access/certs`) throw new Error(`unexpected fetch ${url}`);
    return Response.json({ keys: published });
  });
});
afterEach(() => vi.restoreAllMocks());

async function accessToken(email = "reception@hotel.example", audience = AUD) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ email })
    .setProtectedHeader({ alg: "RS256", kid: "desk-key" })
    .setIssuer(TEAM)
    .setAudience(audience)
    .setIssuedAt(now)
    .setExpirationTime(now + 600)
    .sign(signingKey);
}

function expectPrivate(res: Response) {
  expect(res.headers.get("Cache-Control")).toBe("private, no-store");
  expect(res.headers.get("X-Robots-Tag")).toBe("noindex");
  expect(res.headers.get(PAGE_CACHE_STATUS)).toBeNull();
}

function expectNoData(body: string) {
  expect(body).not.toContain("Asha");
  expect(body).not.toContain("ABCD2345");
  expect(body).not.toContain("Front desk");
}

describe("which paths are the desk's", () => {
  it.each(deskUrls.map((url) => url.split("?")[0]))("%s is", (path) => {
    expect(isDeskPath(path)).toBe(true);
  });
  it.each(["/", "/about", "/administration", "/api/admin", "/Room/admin", "/%zz"])("%s is not", (path) => {
    expect(isDeskPath(path)).toBe(false);
  });
});

const noHeaders: Record<string, string> = {};
describe.each([
  { name: "production without Access", bindings: productionEnv, headers: noHeaders, status: 503, host: "https://resort.example" },
  { name: "a developer's settings reached from outside", bindings: developerEnv, headers: noHeaders, status: 503, host: "https://resort.example" },
  { name: "Access without a token", bindings: accessEnv, headers: noHeaders, status: 401, host: "https://resort.example" },
  {
    name: "Access with a token that is not one",
    bindings: accessEnv,
    headers: { "Cf-Access-Jwt-Assertion": "not.a.token" },
    status: 403,
    host: "https://resort.example",
  },
])("$name: every desk request answers $status with no data", ({ bindings, headers, status, host }) => {
  it.each(deskUrls)("GET %s", async (path) => {
    const { app, renders } = deskApp();
    const { res, body } = await send(app, `${host}${path}`, { headers }, bindings);
    expect(res.status).toBe(status);
    expect(renders).toEqual([]);
    expectPrivate(res);
    expectNoData(body);
    if (path.includes(".data")) expect(res.headers.get("Content-Type")).toContain("application/json");
    else expect(res.headers.get("Content-Type")).toContain("text/html");
  });

  it("POST a move", async () => {
    const { app, renders } = deskApp();
    const { res, body } = await send(app, `${host}/admin/bookings/ABCD2345`, movePost(headers), bindings);
    expect(res.status).toBe(status);
    expect(renders).toEqual([]);
    expectPrivate(res);
    expectNoData(body);
  });
});

describe("a shut desk says why in the log, never on the page", () => {
  it("logs each set of reasons once per isolate, naming the variables; the answer is the same public 503", async () => {
    const logged = [vi.spyOn(console, "error").mockImplementation(() => {}), vi.spyOn(console, "warn").mockImplementation(() => {})];
    const events = () =>
      logged
        .flatMap((spy) => spy.mock.calls.map((call) => String(call[0])))
        .filter((line) => line.includes("desk_not_configured"))
        .map((line) => JSON.parse(line) as unknown);
    const plainTeam = { ...productionEnv, ACCESS_TEAM_DOMAIN: "http://hotel-test.cloudflareaccess.com", ACCESS_AUD: AUD } as Cloudflare.Env;
    const noAudience = { ...productionEnv, ACCESS_TEAM_DOMAIN: TEAM, ACCESS_AUD: " " } as Cloudflare.Env;
    const { app, renders } = deskApp();
    const bodies: string[] = [];
    for (const [path, bindings] of [
      ["/admin", plainTeam],
      ["/admin/bookings.data", plainTeam],
      ["/admin/bookings", plainTeam],
      ["/admin", noAudience],
      ["/admin", noAudience],
    ] as const) {
      const { res, body } = await send(app, `https://resort.example${path}`, {}, bindings);
      expect(res.status, path).toBe(503);
      expect(body, path).toContain("The front desk is not configured.");
      bodies.push(body);
    }
    expect(renders).toEqual([]);
    expect(events()).toEqual([
      { event: "desk_not_configured", reasons: ["ACCESS_TEAM_DOMAIN must be an https team domain (https://<team>.cloudflareaccess.com)"] },
      { event: "desk_not_configured", reasons: ["ACCESS_AUD is empty"] },
    ]);
    // What is missing is the operator's business only: no variable, no reason, no value on the page.
    for (const body of bodies) {
      for (const secretive of ["ACCESS_", "https team domain", "empty", "hotel-test.cloudflareaccess.com", AUD]) expect(body).not.toContain(secretive);
    }
  });
});

describe("signed in", () => {
  it("the local developer on localhost reaches the desk, privately, never from the page cache", async () => {
    const { app, renders } = deskApp();
    for (let i = 0; i < 2; i += 1) {
      const { res } = await send(app, "http://localhost/admin", {}, developerEnv);
      expect(res.status).toBe(200);
      expectPrivate(res);
      expect(res.headers.get("Content-Security-Policy")).toContain("script-src 'self' 'nonce-");
    }
    expect(renders).toEqual([
      { path: "/admin", staff: "developer@localhost" },
      { path: "/admin", staff: "developer@localhost" },
    ]);
    // The same app caches a public page, so the desk's misses are the desk's rule.
    await send(app, "http://localhost/about", {}, developerEnv);
    const again = await send(app, "http://localhost/about", {}, developerEnv);
    expect(again.res.headers.get(PAGE_CACHE_STATUS)).toBe("HIT");
  });

  it("a valid Access token reaches the desk as its address", async () => {
    const { app, renders } = deskApp();
    const token = await accessToken();
    const { res } = await send(app, "https://resort.example/admin/bookings", { headers: { "Cf-Access-Jwt-Assertion": token } }, accessEnv);
    expect(res.status).toBe(200);
    expectPrivate(res);
    expect(renders).toEqual([{ path: "/admin/bookings", staff: "reception@hotel.example" }]);
  });

  it("a token for another application is refused", async () => {
    const { app, renders } = deskApp();
    const token = await accessToken("reception@hotel.example", "another-app");
    const { res } = await send(app, "https://resort.example/admin", { headers: { Cookie: `CF_Authorization=${token}` } }, accessEnv);
    expect(res.status).toBe(403);
    expect(renders).toEqual([]);
  });

  it("a move posted from the desk's own origin reaches the action; one from another site or from nowhere is refused", async () => {
    const { app, renders } = deskApp();
    const own = await send(app, "http://localhost/admin/bookings/ABCD2345", movePost({ Origin: "http://localhost" }), developerEnv);
    expect(own.res.status).toBe(200);
    const foreign = await send(
      app,
      "http://localhost/admin/bookings/ABCD2345",
      movePost({ Origin: "https://evil.example" }),
      developerEnv,
    );
    expect(foreign.res.status).toBe(403);
    expectPrivate(foreign.res);
    const fetched = await send(app, "http://localhost/admin/bookings/ABCD2345", movePost({ "Sec-Fetch-Site": "cross-site" }), developerEnv);
    expect(fetched.res.status).toBe(403);
    // A guest's form may come without Origin; a change on the desk may not.
    const unsaid = await send(app, "http://localhost/admin/bookings/ABCD2345", movePost(), developerEnv);
    expect(unsaid.res.status).toBe(403);
    expect(unsaid.body).toContain("accepted only from its own pages");
    expectPrivate(unsaid.res);
    const fetchMetadata = await send(app, "http://localhost/admin/bookings/ABCD2345", movePost({ "Sec-Fetch-Site": "same-origin" }), developerEnv);
    expect(fetchMetadata.res.status).toBe(200);
    expect(renders.map((r) => r.path)).toEqual(["/admin/bookings/ABCD2345", "/admin/bookings/ABCD2345"]);
  });

  it("a POST to a desk page without moves is refused with 405, privately", async () => {
    const { app, renders } = deskApp();
    const { res } = await send(app, "http://localhost/admin/board", movePost({ Origin: "http://localhost" }), developerEnv);
    expect(res.status).toBe(405);
    expectPrivate(res);
    expect(renders).toEqual([]);
  });
});
