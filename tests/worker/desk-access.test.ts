/**
 * Signing in to the front desk: Cloudflare Access tokens checked against a test key set served in
 * place of the team's certs endpoint (the only outbound call, intercepted), and the fail-closed
 * rules when Access is not configured.
 */
import { exportJWK, generateKeyPair, type JWK, SignJWT } from "jose";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { preflightFindings } from "../../scripts/preflight-checks.mjs";
import { accessReasons, accessSettingsFrom } from "../../workers/access/access-settings";
import { forgetAccessKeys } from "../../workers/access/access-token";
import { accessTokenOf, localDeveloper, signInStaff } from "../../workers/access/staff-sign-in";

const TEAM = "https://hotel-test.cloudflareaccess.com";
const AUD = "0f1e2d3c4b5a69788796a5b4c3d2e1f00f1e2d3c4b5a69788796a5b4c3d2e1f0";
const CERTS = `${TEAM}/cdn-cgi/access/certs`;
const configured = accessSettingsFrom({ ENVIRONMENT: "production", ACCESS_TEAM_DOMAIN: TEAM, ACCESS_AUD: AUD });

type PrivateKey = Awaited<ReturnType<typeof generateKeyPair>>["privateKey"];
let teamKey: PrivateKey;
let strangerKey: PrivateKey;
let published: JWK[];
let certFetches = 0;

beforeAll(async () => {
  const team = await generateKeyPair("RS256", { extractable: true });
  const stranger = await generateKeyPair("RS256", { extractable: true });
  teamKey = team.privateKey;
  strangerKey = stranger.privateKey;
  published = [{ ...(await exportJWK(team.publicKey)), kid: "team-key-1", alg: "RS256", use: "sig" }];
});

beforeEach(() => {
  forgetAccessKeys();
  certFetches = 0;
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
    const url = new Request(input).url;
    if (url !== CERTS) throw new Error(`unexpected fetch ${url}`);
    certFetches += 1;
    return Response.json({ keys: published });
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

/** Past the 30 s in which a key set is not fetched again (a guard against floods of made-up key ids). */
function afterCooldown() {
  vi.useFakeTimers({ now: Date.now() + 31_000, toFake: ["Date"] });
}

interface TokenOptions {
  key?: PrivateKey;
  /** Signed with a key the team never published (the key pair exists only once the suite starts). */
  stranger?: boolean;
  kid?: string;
  iss?: string;
  aud?: string;
  email?: string | null;
  expiresIn?: number;
  notBeforeIn?: number;
}

async function token(options: TokenOptions = {}): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const claims = options.email === null ? {} : { email: options.email ?? "Reception@Hotel.example" };
  const jwt = new SignJWT(claims)
    .setProtectedHeader({ alg: "RS256", kid: options.kid ?? "team-key-1" })
    .setIssuer(options.iss ?? TEAM)
    .setAudience([options.aud ?? AUD])
    .setIssuedAt(now)
    .setExpirationTime(now + (options.expiresIn ?? 600));
  if (options.notBeforeIn !== undefined) jwt.setNotBefore(now + options.notBeforeIn);
  return jwt.sign(options.stranger ? strangerKey : (options.key ?? teamKey));
}

const deskRequest = (headers: Record<string, string> = {}, url = "https://resort.example/admin") =>
  new Request(url, { headers });

describe("Access tokens", () => {
  it("a valid token in the Cf-Access-Jwt-Assertion header signs in its (lower-cased) address", async () => {
    const entry = await signInStaff(deskRequest({ "Cf-Access-Jwt-Assertion": await token() }), configured);
    expect(entry).toEqual({ ok: true, staff: { email: "reception@hotel.example", local: false } });
  });

  it("falls back to the CF_Authorization cookie a browser session carries", async () => {
    const cookie = `theme=dark; CF_Authorization=${await token()}; other=1`;
    const entry = await signInStaff(deskRequest({ Cookie: cookie }), configured);
    expect(entry.ok).toBe(true);
  });

  it("fetches the key set once and keeps it for later requests", async () => {
    for (let i = 0; i < 3; i++) {
      expect((await signInStaff(deskRequest({ "Cf-Access-Jwt-Assertion": await token() }), configured)).ok).toBe(true);
    }
    expect(certFetches).toBe(1);
  });

  it.each<[string, TokenOptions, number]>([
    ["expired", { expiresIn: -60 }, 401],
    ["not yet valid", { notBeforeIn: 600 }, 403],
    ["for another application (aud)", { aud: "another-application" }, 403],
    ["from another team (iss)", { iss: "https://someone-else.cloudflareaccess.com" }, 403],
    ["signed by a key the team never published", { stranger: true, kid: "team-key-1" }, 403],
    ["without an e-mail address", { email: null }, 403],
  ])("refuses a token %s", async (_name, options, status) => {
    const entry = await signInStaff(deskRequest({ "Cf-Access-Jwt-Assertion": await token(options) }), configured);
    expect(entry).toMatchObject({ ok: false, status });
    expect(JSON.stringify(entry)).not.toContain("reception@hotel.example");
  });

  it("refuses an unknown key id after asking the team for its keys again", async () => {
    await signInStaff(deskRequest({ "Cf-Access-Jwt-Assertion": await token() }), configured);
    afterCooldown();
    const entry = await signInStaff(
      deskRequest({ "Cf-Access-Jwt-Assertion": await token({ key: strangerKey, kid: "rotated-key-9" }) }),
      configured,
    );
    expect(entry).toMatchObject({ ok: false, status: 403 });
    expect(certFetches).toBe(2);
  });

  it("accepts a key the team rotated in, found by fetching the key set again", async () => {
    await signInStaff(deskRequest({ "Cf-Access-Jwt-Assertion": await token() }), configured);
    const rotated = await generateKeyPair("RS256", { extractable: true });
    published = [...published, { ...(await exportJWK(rotated.publicKey)), kid: "team-key-2", alg: "RS256" }];
    afterCooldown();
    const entry = await signInStaff(
      deskRequest({ "Cf-Access-Jwt-Assertion": await token({ key: rotated.privateKey, kid: "team-key-2" }) }),
      configured,
    );
    expect(entry.ok).toBe(true);
    published = published.slice(0, 1);
  });

  it("within 30 s of the last fetch, an unknown key id is refused without fetching again", async () => {
    await signInStaff(deskRequest({ "Cf-Access-Jwt-Assertion": await token() }), configured);
    const madeUp = await token({ key: strangerKey, kid: "made-up" });
    expect(await signInStaff(deskRequest({ "Cf-Access-Jwt-Assertion": madeUp }), configured)).toMatchObject({ status: 403 });
    expect(certFetches).toBe(1);
  });

  it("refuses alg: none, a token that is not a JWT, and no token at all", async () => {
    const unsigned = `${btoa(JSON.stringify({ alg: "none", typ: "JWT" }))}.${btoa(
      JSON.stringify({ iss: TEAM, aud: [AUD], email: "a@b.example", exp: Math.floor(Date.now() / 1000) + 600 }),
    )}.`.replaceAll("=", "");
    expect(await signInStaff(deskRequest({ "Cf-Access-Jwt-Assertion": unsigned }), configured)).toMatchObject({ status: 403 });
    expect(await signInStaff(deskRequest({ "Cf-Access-Jwt-Assertion": "not-a-token" }), configured)).toMatchObject({ status: 403 });
    expect(await signInStaff(deskRequest(), configured)).toMatchObject({ ok: false, status: 401 });
  });

  it("answers 503, letting no one in, when the team's keys cannot be fetched", async () => {
    vi.restoreAllMocks();
    vi.spyOn(globalThis, "fetch").mockRejectedValue(new TypeError("network down"));
    const entry = await signInStaff(deskRequest({ "Cf-Access-Jwt-Assertion": await token() }), configured);
    expect(entry).toMatchObject({ ok: false, status: 503 });
  });
});

describe("the staff list (STAFF_EMAILS)", () => {
  const listed = accessSettingsFrom({
    ENVIRONMENT: "production",
    ACCESS_TEAM_DOMAIN: TEAM,
    ACCESS_AUD: AUD,
    STAFF_EMAILS: " owner@hotel.example , RECEPTION@hotel.example ",
  });

  it("lets in a listed address, whatever its case", async () => {
    const entry = await signInStaff(deskRequest({ "Cf-Access-Jwt-Assertion": await token() }), listed);
    expect(entry).toMatchObject({ ok: true, staff: { email: "reception@hotel.example" } });
  });

  it("refuses a valid token for an address not on the list", async () => {
    const signed = await token({ email: "guest@gmail.example" });
    expect(await signInStaff(deskRequest({ "Cf-Access-Jwt-Assertion": signed }), listed)).toMatchObject({
      ok: false,
      status: 403,
    });
  });
});

describe("fail closed when Access is not configured", () => {
  it("production and preview without Access: 503 for everyone, localhost included", async () => {
    for (const ENVIRONMENT of ["production", "preview"]) {
      const settings = accessSettingsFrom({ ENVIRONMENT, ACCESS_TEAM_DOMAIN: "", ACCESS_AUD: "" });
      expect(settings).toEqual({ kind: "not-configured", reasons: [accessReasons.teamEmpty, accessReasons.audienceEmpty] });
      const local = await signInStaff(deskRequest({}, "http://localhost:8787/admin"), settings);
      expect(local).toEqual({ ok: false, status: 503, message: "The front desk is not configured." });
    }
  });

  it("half-configured (one value, or a team that is not an https origin) is not configured, even in development, and says why", () => {
    expect(accessSettingsFrom({ ENVIRONMENT: "development", ACCESS_TEAM_DOMAIN: TEAM, ACCESS_AUD: "" })).toEqual({
      kind: "not-configured",
      reasons: ["ACCESS_AUD is empty"],
    });
    expect(accessSettingsFrom({ ENVIRONMENT: "development", ACCESS_TEAM_DOMAIN: "", ACCESS_AUD: AUD })).toEqual({
      kind: "not-configured",
      reasons: ["ACCESS_TEAM_DOMAIN is empty"],
    });
    expect(
      accessSettingsFrom({ ENVIRONMENT: "production", ACCESS_TEAM_DOMAIN: "http://hotel.example/path", ACCESS_AUD: AUD }),
    ).toEqual({ kind: "not-configured", reasons: [accessReasons.teamNotHttps, accessReasons.teamNotOrigin] });
    expect(accessSettingsFrom({ ENVIRONMENT: "production", ACCESS_TEAM_DOMAIN: "https://hotel", ACCESS_AUD: "" })).toEqual({
      kind: "not-configured",
      reasons: [accessReasons.teamNotDomain, accessReasons.audienceEmpty],
    });
    expect(accessReasons.teamNotHttps).toMatch(/^ACCESS_TEAM_DOMAIN must be an https team domain/);
    expect(accessSettingsFrom({ ENVIRONMENT: "production", ACCESS_TEAM_DOMAIN: "hotel-test.cloudflareaccess.com/", ACCESS_AUD: AUD })).toMatchObject({
      kind: "access",
      teamDomain: TEAM,
    });
  });

  it("takes a key server over http on the machine itself in development only (the browser tests' stand-in)", () => {
    expect(accessSettingsFrom({ ENVIRONMENT: "development", ACCESS_TEAM_DOMAIN: "http://127.0.0.1:9321", ACCESS_AUD: AUD })).toMatchObject({
      kind: "access",
      teamDomain: "http://127.0.0.1:9321",
    });
    for (const ENVIRONMENT of ["production", "preview", "test"]) {
      expect(accessSettingsFrom({ ENVIRONMENT, ACCESS_TEAM_DOMAIN: "http://127.0.0.1:9321", ACCESS_AUD: AUD })).toEqual({
        kind: "not-configured",
        reasons: [accessReasons.teamNotHttps],
      });
    }
    expect(accessSettingsFrom({ ENVIRONMENT: "development", ACCESS_TEAM_DOMAIN: "http://keys.example", ACCESS_AUD: AUD })).toEqual({
      kind: "not-configured",
      reasons: [accessReasons.teamNotHttps],
    });
  });

  it("development without Access: the local identity, on localhost and 127.0.0.1 only", async () => {
    const settings = accessSettingsFrom({ ENVIRONMENT: "development" });
    expect(settings).toEqual({ kind: "local-development" });
    for (const url of ["http://localhost:8787/admin", "http://127.0.0.1:8787/admin/bookings"]) {
      expect(await signInStaff(deskRequest({}, url), settings)).toEqual({ ok: true, staff: localDeveloper });
    }
    expect(await signInStaff(deskRequest({}, "http://192.168.1.20:8787/admin"), settings)).toMatchObject({ status: 503 });
    expect(await signInStaff(deskRequest({}, "https://resort.example/admin"), settings)).toMatchObject({ status: 503 });
  });
});

describe("the launch check and the Worker give one reason", () => {
  it("npm run preflight names each problem in the sentence the Worker logs for the same settings", () => {
    const teams = ["", "http://hotel-test.cloudflareaccess.com", "https://hotel-test.cloudflareaccess.com/login?x=1", "hotel", "http://hotel/", "https://exa mple.com", TEAM];
    let compared = 0;
    for (const ACCESS_TEAM_DOMAIN of teams) {
      for (const ACCESS_AUD of ["", AUD]) {
        const settings = accessSettingsFrom({ ENVIRONMENT: "production", ACCESS_TEAM_DOMAIN, ACCESS_AUD });
        const reasons = settings.kind === "not-configured" ? settings.reasons : [];
        const messages = preflightFindings({
          // Real legal details, so the only findings left are about Access.
          hotel: { office: {}, legal: { name: "Narmada Riverside Hospitality LLP", gstin: "23AAGCB7383J1Z4" } },
          wrangler: {
            triggers: { crons: ["* * * * *"] },
            kv_namespaces: [{ binding: "CACHE", id: "3f9c" }],
            d1_databases: [{ binding: "DB", database_id: "b7e3" }],
            vars: { ENVIRONMENT: "production", TURNSTILE_SITE_KEY: "0x4AAA", ACCESS_TEAM_DOMAIN, ACCESS_AUD },
          },
          environment: "production",
          secrets: ["TURNSTILE_SECRET_KEY", "BOOKING_LINK_SECRET"],
        }).map((finding) => finding.message);
        const setting = JSON.stringify({ ACCESS_TEAM_DOMAIN, ACCESS_AUD });
        // Every sentence the Worker knows is in the launch check's words exactly when it is in the Worker's reasons.
        for (const sentence of Object.values(accessReasons)) {
          expect(messages.some((message) => message.includes(sentence)), `${setting}: ${sentence}`).toBe(reasons.includes(sentence));
        }
        expect(messages.length > 0, setting).toBe(reasons.length > 0);
        compared += reasons.length;
      }
    }
    expect(compared).toBeGreaterThan(10);
  });
});

describe("accessTokenOf", () => {
  it("prefers the header, reads the cookie otherwise, and finds nothing in look-alike cookies", () => {
    expect(accessTokenOf(deskRequest({ "Cf-Access-Jwt-Assertion": "h.e.ader", Cookie: "CF_Authorization=c.o.okie" }))).toBe("h.e.ader");
    expect(accessTokenOf(deskRequest({ Cookie: "CF_Authorization=c.o.okie" }))).toBe("c.o.okie");
    expect(accessTokenOf(deskRequest({ Cookie: "XCF_Authorization=c.o.okie; CF_Authorization_old=x" }))).toBeNull();
  });
});
