import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type Finding, formatFinding, preflightFindings } from "./preflight-checks.mjs";
import { loadInputs, parseArgs, runPreflight } from "./preflight-run.mjs";
import { applySettings } from "../app/content/hotel";
import { seedSettings } from "../app/content/hotel-seed";
import { detailsFormValues, parseHotelDetailsForm } from "../app/domain/hotel-details-form";

const repo = resolve(import.meta.dirname, "..");
const noneSaved = () => [];
// Loading wrangler's config reader and starting Node take seconds on a busy machine.
vi.setConfig({ testTimeout: 30_000 });
const wheres = (findings: Finding[], level: Finding["level"] = "error") =>
  findings.filter((finding) => finding.level === level).map((finding) => finding.where);
const options = (overrides: Partial<ReturnType<typeof parseArgs>> = {}) => ({
  environment: "production" as const,
  checkSecrets: false,
  force: false,
  ...overrides,
});

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/**
 * A copy of the repository's configuration with every placeholder filled in: the real wrangler.toml
 * with real-looking ids and production settings, and the real hotel.ts with the hotel's own contacts.
 */
function cleanRepo(edit: (toml: string) => string = (toml) => toml): string {
  const root = mkdtempSync(join(tmpdir(), "preflight-"));
  dirs.push(root);
  const toml = readFileSync(join(repo, "wrangler.toml"), "utf8")
    .replace('id = "00000000000000000000000000000001"', 'id = "3f9c2a7be1d04c5a9e8b7d6c5f4a3b21"')
    .replace('id = "00000000000000000000000000000002"', 'id = "8a1d4e7c2b9f40d3a6e5c8b7f1d2e3a4"')
    .replace('database_id = "00000000-0000-0000-0000-000000000001"', 'database_id = "b7e3c1a2-5d4f-4e6a-9c8b-1f2e3d4c5b6a"')
    .replace('database_id = "00000000-0000-0000-0000-000000000002"', 'database_id = "c2d4e6f8-1a3b-4c5d-8e7f-9a0b1c2d3e4f"')
    .replace('ENVIRONMENT = "development"', 'ENVIRONMENT = "production"')
    .replaceAll('TURNSTILE_SITE_KEY = ""', 'TURNSTILE_SITE_KEY = "0x4AAAAAAAB7cDeFgHiJkLmN"')
    .replaceAll('ACCESS_TEAM_DOMAIN = ""', 'ACCESS_TEAM_DOMAIN = "https://narmada.cloudflareaccess.com"')
    .replaceAll('ACCESS_AUD = ""', 'ACCESS_AUD = "4714c1358e65fe4b408ad6d432a5f878f08194bdb4752441fd56faefa9b2b6f2"');
  writeFileSync(join(root, "wrangler.toml"), edit(toml));
  mkdirSync(join(root, "app/content"), { recursive: true });
  writeFileSync(
    join(root, "app/content/hotel.ts"),
    `import { hotel as shipped } from ${JSON.stringify(join(repo, "app/content/hotel.ts"))};
export const hotel = {
  ...shipped,
  siteUrl: "https://www.narmadariverside.in",
  office: { ...shipped.office, street: "12 Race Course Road", postalCode: "452003" },
  phones: {
    primary: { display: "+91 98260 12345", tel: "+919826012345" },
    secondary: { display: "+91 731 498 7654", tel: "+917314987654" },
  },
  emails: { general: "info@narmadariverside.in", reservations: "reservations@narmadariverside.in" },
  mail: { ...shipped.mail, sender: "bookings@narmadariverside.in" },
  legal: { name: "Narmada Riverside Resorts LLP", gstin: "23AAPFU0939F1Z3" },
  messaging: { label: "WhatsApp", url: "https://wa.me/919826012345" },
  social: [
    { label: "Facebook", url: "https://www.facebook.com/narmadariverside" },
    { label: "Webmail", url: "mailto:info@narmadariverside.in" },
  ],
};
`,
  );
  return root;
}

describe("the launch check on the repository as shipped", () => {
  it("lists every example contact detail in hotel.ts and every placeholder production setting", async () => {
    const findings = await runPreflight(repo, options());
    expect(wheres(findings)).toEqual(
      expect.arrayContaining([
        "app/content/hotel.ts hotel.siteUrl",
        "app/content/hotel.ts hotel.phones.primary.display",
        "app/content/hotel.ts hotel.phones.primary.tel",
        "app/content/hotel.ts hotel.phones.secondary.display",
        "app/content/hotel.ts hotel.phones.secondary.tel",
        "app/content/hotel.ts hotel.emails.general",
        "app/content/hotel.ts hotel.emails.reservations",
        "app/content/hotel.ts hotel.messaging.url",
        "app/content/hotel.ts hotel.office",
        "app/content/hotel.ts hotel.legal.gstin",
        "app/content/hotel.ts hotel.legal.name",
        "wrangler.toml [[kv_namespaces]] CACHE",
        "wrangler.toml [[d1_databases]] DB",
        "wrangler.toml [vars] ENVIRONMENT",
        "wrangler.toml [vars] TURNSTILE_SITE_KEY",
        "wrangler.toml [vars] ACCESS_TEAM_DOMAIN",
        "wrangler.toml [vars] ACCESS_AUD",
      ]),
    );
    // Secrets live in Cloudflare: offline they are named as unverified, not passed or failed.
    expect(wheres(findings, "warning")).toEqual(["Cloudflare secret TURNSTILE_SECRET_KEY", "Cloudflare secret BOOKING_LINK_SECRET"]);
    // One line each, saying where to fix it.
    for (const line of findings.map(formatFinding)) {
      expect(line).not.toContain("\n");
      expect(line).toMatch(/^[✖!] (app\/content\/hotel\.ts|wrangler\.toml|Cloudflare secret) /);
    }
  });

  it("checks the preview environment's own resources with --env preview", async () => {
    const findings = await runPreflight(repo, options({ environment: "preview" }));
    expect(wheres(findings)).toEqual(
      expect.arrayContaining([
        "wrangler.toml [[env.preview.kv_namespaces]] CACHE",
        "wrangler.toml [[env.preview.d1_databases]] DB",
        "wrangler.toml [env.preview.vars] TURNSTILE_SITE_KEY",
        "wrangler.toml [env.preview.vars] ACCESS_TEAM_DOMAIN",
        "wrangler.toml [env.preview.vars] ACCESS_AUD",
      ]),
    );
    expect(wheres(findings).filter((where) => where.startsWith("wrangler.toml [[kv"))).toEqual([]);
    // The preview's ENVIRONMENT is "preview", as it should be.
    expect(wheres(findings)).not.toContain("wrangler.toml [env.preview.vars] ENVIRONMENT");
    expect(findings.find((f) => f.where.includes("kv_namespaces"))?.message).toContain("--env preview");
  });
});

describe("the launch check on a configuration ready for launch", () => {
  it("passes production and preview, leaving only the secrets it cannot see offline", async () => {
    const root = cleanRepo();
    for (const environment of ["production", "preview"] as const) {
      const findings = await runPreflight(root, options({ environment }));
      expect(findings.map(formatFinding).join("\n")).not.toContain("✖");
      expect(findings).toHaveLength(2);
      expect(findings[0].message).toContain("could not verify secret TURNSTILE_SECRET_KEY offline");
      expect(findings[1].message).toContain("could not verify secret BOOKING_LINK_SECRET offline");
    }
  });

  it("passes with nothing at all once the secrets are confirmed set", async () => {
    const root = cleanRepo();
    const findings = await runPreflight(root, options({ checkSecrets: true }), () => ["TURNSTILE_SECRET_KEY", "BOOKING_LINK_SECRET"], noneSaved);
    expect(findings).toEqual([]);
  });

  it("fails on a secret missing from Cloudflare, and says how to set it", async () => {
    const root = cleanRepo();
    const findings = await runPreflight(root, options({ environment: "preview", checkSecrets: true }), () => [], noneSaved);
    expect(findings).toEqual([
      expect.objectContaining({
        level: "error",
        where: "Cloudflare secret TURNSTILE_SECRET_KEY",
        message: expect.stringContaining("npx wrangler secret put TURNSTILE_SECRET_KEY --env preview"),
      }),
      expect.objectContaining({
        level: "error",
        where: "Cloudflare secret BOOKING_LINK_SECRET",
        message: expect.stringContaining("npx wrangler secret put BOOKING_LINK_SECRET --env preview"),
      }),
    ]);
  });

  it("keeps secrets unverified, with the reason, when they cannot be listed", async () => {
    const root = cleanRepo();
    const findings = await runPreflight(
      root,
      options({ checkSecrets: true }),
      () => {
        throw new Error("not logged in");
      },
      () => {
        throw new Error("not logged in");
      },
    );
    expect(findings.every((finding) => finding.level === "warning")).toBe(true);
    expect(findings.map((finding) => finding.message)).toContain("could not be listed: not logged in");
    expect(findings.find((finding) => finding.where === "Front desk hotel details")?.message).toContain("not logged in");
  });
});

describe("the site's address, which every link in e-mails and pages is built from", () => {
  const production = (edit: (toml: string) => string) => runPreflight(cleanRepo(edit), options());
  const siteUrl = (value: string) => (toml: string) => toml.replace('SITE_URL = ""', `SITE_URL = "${value}"`);
  const customDomain = (toml: string) => toml.replace('workers_dev = true', 'workers_dev = true\nroutes = [{ pattern = "www.narmadariverside.in", custom_domain = true }]');

  it("takes the hotel's own https address, or an https SITE_URL on the hotel's domain", async () => {
    expect(wheres(await production((toml) => toml))).toEqual([]);
    expect(wheres(await production((toml) => customDomain(siteUrl("https://www.narmadariverside.in")(toml))))).toEqual([]);
    // A workers.dev address is the site's only address while no domain of the hotel's is configured.
    expect(wheres(await production(siteUrl("https://narmada-riverside-resort.hotel.workers.dev")))).toEqual([]);
  });

  it("refuses an example, a plain http, an unparsable or a workers.dev address beside a custom domain", async () => {
    const cases: [string, (toml: string) => string, string][] = [
      ["an example domain", siteUrl("https://stay.narmada.example"), "is an example address"],
      ["plain http", siteUrl("http://www.narmadariverside.in"), "is not https"],
      ["not a URL", siteUrl("www narmadariverside in"), "is not a URL"],
      ["workers.dev beside a custom domain", (toml) => customDomain(siteUrl("https://narmada-riverside-resort.hotel.workers.dev")(toml)), "while the site is served on www.narmadariverside.in; put https://www.narmadariverside.in"],
    ];
    for (const [label, edit, message] of cases) {
      const findings = (await production(edit)).filter((finding) => finding.level === "error");
      expect(findings, label).toEqual([expect.objectContaining({ where: "wrangler.toml [vars] SITE_URL", message: expect.stringContaining(message) })]);
    }
  });

  it("checks a preview's SITE_URL only when one is set", async () => {
    const preview = (edit: (toml: string) => string) => runPreflight(cleanRepo(edit), options({ environment: "preview" }));
    expect(wheres(await preview((toml) => toml))).toEqual([]);
    const http = (toml: string) => toml.replace(/(\[env\.preview\.vars\][\s\S]*?)SITE_URL = ""/, '$1SITE_URL = "http://preview.narmadariverside.in"');
    expect(wheres(await preview(http))).toEqual(["wrangler.toml [env.preview.vars] SITE_URL"]);
  });
});

describe("the hotel details saved on the desk", () => {
  const real = detailsFormValues(seedSettings.details);
  const saved = parseHotelDetailsForm({
    ...real,
    primary_phone: "98260 12345",
    secondary_phone: "",
    whatsapp: "98260 12345",
    email_general: "info@narmadariverside.in",
    email_reservations: "stay@narmadariverside.in",
    legal_name: "Narmada Riverside Resorts LLP",
    gstin: "23AAPFU0939F1Z3",
  });
  afterEach(() => applySettings(seedSettings));

  it("are what the launch check reads: a real phone and e-mail saved there clear the seed's examples", async () => {
    if (!saved.ok) throw new Error("the saved details in this test must be valid");
    const rows = [{ key: "details", value: JSON.stringify(saved.value) }];
    const findings = await runPreflight(repo, options({ checkSecrets: true }), () => ["TURNSTILE_SECRET_KEY", "BOOKING_LINK_SECRET"], () => rows);
    const contactFindings = wheres(findings).filter((where) => /hotel\.(phones|emails\.(general|reservations)|messaging)/.test(where));
    expect(contactFindings).toEqual([]);
    // Without them, the seed's example numbers are found again.
    const seeded = await runPreflight(repo, options({ checkSecrets: true }), () => ["TURNSTILE_SECRET_KEY", "BOOKING_LINK_SECRET"], noneSaved);
    expect(wheres(seeded)).toContain("app/content/hotel.ts hotel.phones.primary.tel");
  });

  it("flag the seed's example legal name and GSTIN until staff save the hotel's own", async () => {
    if (!saved.ok) throw new Error("the saved details in this test must be valid");
    const secrets = () => ["TURNSTILE_SECRET_KEY", "BOOKING_LINK_SECRET"];
    const seeded = await runPreflight(repo, options({ checkSecrets: true }), secrets, noneSaved);
    expect(wheres(seeded)).toEqual(expect.arrayContaining(["app/content/hotel.ts hotel.legal.gstin", "app/content/hotel.ts hotel.legal.name"]));
    const rows = [{ key: "details", value: JSON.stringify(saved.value) }];
    const entered = await runPreflight(repo, options({ checkSecrets: true }), secrets, () => rows);
    expect(wheres(entered).filter((where) => where.includes("hotel.legal"))).toEqual([]);
  });
});

describe("individual rules", () => {
  async function findingsFor(edit: (toml: string) => string, secrets: string[] | null = null) {
    const inputs = await loadInputs(cleanRepo(edit));
    return preflightFindings({ ...inputs, environment: "production", secrets });
  }

  it("upstream mode needs the admin key as a secret, over https, to a real host", async () => {
    const upstream = (url: string) => (toml: string) => toml.replace('ADMIN_API_URL = ""', `ADMIN_API_URL = "${url}"`);
    const fine = await findingsFor(upstream("https://admin.narmadariverside.in"));
    expect(wheres(fine, "warning")).toEqual(["Cloudflare secret TURNSTILE_SECRET_KEY", "Cloudflare secret BOOKING_LINK_SECRET", "Cloudflare secret ADMIN_API_KEY"]);
    expect(wheres(await findingsFor(upstream("https://admin.narmadariverside.in"), ["TURNSTILE_SECRET_KEY", "BOOKING_LINK_SECRET"]))).toEqual([
      "Cloudflare secret ADMIN_API_KEY",
    ]);
    for (const url of ["http://admin.narmadariverside.in", "https://admin.hotel.example", "http://127.0.0.1:9000", "not a url"]) {
      expect(wheres(await findingsFor(upstream(url)))).toEqual(["wrangler.toml [vars] ADMIN_API_URL"]);
    }
  });

  it("refuses secrets written into [vars]", async () => {
    const findings = await findingsFor((toml) => toml.replace('ADMIN_API_URL = ""', 'ADMIN_API_URL = ""\nADMIN_API_KEY = "k-123"'));
    expect(findings.find((f) => f.where === "wrangler.toml [vars] ADMIN_API_KEY")?.message).toContain("npx wrangler secret put ADMIN_API_KEY");
  });

  it("refuses Cloudflare's Turnstile test key and a verify URL other than Cloudflare's", async () => {
    const findings = await findingsFor((toml) =>
      toml
        .replace('TURNSTILE_SITE_KEY = "0x4AAAAAAAB7cDeFgHiJkLmN"', 'TURNSTILE_SITE_KEY = "1x00000000000000000000AA"')
        .replace(
          'TURNSTILE_VERIFY_URL = "https://challenges.cloudflare.com/turnstile/v0/siteverify"',
          'TURNSTILE_VERIFY_URL = "http://127.0.0.1:9999/siteverify"',
        ),
    );
    expect(wheres(findings)).toEqual(["wrangler.toml [vars] TURNSTILE_SITE_KEY", "wrangler.toml [vars] TURNSTILE_VERIFY_URL"]);
  });

  it("requires the delivery sweeper's Cron Trigger, which the preview inherits from the top level", async () => {
    const noCrons = (toml: string) => toml.replace(/\[triggers\]\ncrons = \[[^\]]*\]\n/, "").replace(/\[env\.preview\.triggers\]\ncrons = \[[^\]]*\]\n/, "");
    expect(wheres(await findingsFor(noCrons))).toEqual(["wrangler.toml [triggers]"]);
    const inherited = await loadInputs(cleanRepo((toml) => toml.replace(/\[env\.preview\.triggers\]\ncrons = \[[^\]]*\]\n/, "")));
    expect(wheres(preflightFindings({ ...inherited, environment: "preview", secrets: ["TURNSTILE_SECRET_KEY", "BOOKING_LINK_SECRET"] }))).toEqual([]);
  });

  it("says the front desk will answer 503 without both Access values, unless they are confirmed secrets", async () => {
    const without = (name: string) => (toml: string) => toml.replace(new RegExp(`^${name} = ".*"$`, "m"), `${name} = ""`);
    const noTeam = await findingsFor(without("ACCESS_TEAM_DOMAIN"));
    expect(wheres(noTeam)).toEqual(["wrangler.toml [vars] ACCESS_TEAM_DOMAIN"]);
    expect(noTeam[0].message).toContain("the front desk will answer 503");
    expect(wheres(await findingsFor(without("ACCESS_AUD")))).toEqual(["wrangler.toml [vars] ACCESS_AUD"]);
    const asSecrets = (toml: string) => without("ACCESS_AUD")(without("ACCESS_TEAM_DOMAIN")(toml));
    expect(wheres(await findingsFor(asSecrets, ["TURNSTILE_SECRET_KEY", "BOOKING_LINK_SECRET", "ACCESS_TEAM_DOMAIN", "ACCESS_AUD"]))).toEqual([]);
    const preview = await loadInputs(cleanRepo((toml) => toml.replace(/^ACCESS_AUD = ".*"$/gm, 'ACCESS_AUD = ""')));
    expect(wheres(preflightFindings({ ...preview, environment: "preview", secrets: ["TURNSTILE_SECRET_KEY", "BOOKING_LINK_SECRET"] }))).toEqual([
      "wrangler.toml [env.preview.vars] ACCESS_AUD",
    ]);
    const badTeam = await findingsFor((toml) =>
      toml.replace(/^ACCESS_TEAM_DOMAIN = ".*"$/m, 'ACCESS_TEAM_DOMAIN = "http://narmada.cloudflareaccess.com/login"'),
    );
    expect(wheres(badTeam)).toEqual(["wrangler.toml [vars] ACCESS_TEAM_DOMAIN"]);
  });

  it("words each Access problem with the sentence the Worker logs when the front desk is shut", async () => {
    const set = (name: string, value: string) => (toml: string) => toml.replace(new RegExp(`^${name} = ".*"$`, "m"), `${name} = "${value}"`);
    const messageOf = async (edit: (toml: string) => string) =>
      (await findingsFor(edit, ["TURNSTILE_SECRET_KEY", "BOOKING_LINK_SECRET"])).map((finding) => finding.message);
    const example = "(https://<team>.cloudflareaccess.com)";
    expect(await messageOf(set("ACCESS_TEAM_DOMAIN", ""))).toEqual([expect.stringMatching(/^ACCESS_TEAM_DOMAIN is empty, /)]);
    expect(await messageOf(set("ACCESS_AUD", ""))).toEqual([expect.stringMatching(/^ACCESS_AUD is empty, /)]);
    const [plain] = await messageOf(set("ACCESS_TEAM_DOMAIN", "http://narmada.cloudflareaccess.com/login"));
    expect(plain).toContain(`ACCESS_TEAM_DOMAIN must be an https team domain ${example}`);
    expect(plain).toContain(`ACCESS_TEAM_DOMAIN must be the team's bare origin, with no path, query or fragment ${example}`);
    expect(plain).toContain('"http://narmada.cloudflareaccess.com/login"');
    expect(await messageOf(set("ACCESS_TEAM_DOMAIN", "narmada"))).toEqual([expect.stringContaining(`ACCESS_TEAM_DOMAIN is not a domain name ${example}`)]);
  });

  it("does not mistake ordinary text for an example domain or phone", () => {
    const findings = preflightFindings({
      hotel: {
        tagline: "Example of riverside calm",
        note: "Call 0731 400 0000 or visit narmada.in/test",
        office: {},
        legal: { name: "Narmada Riverside Resorts LLP", gstin: "23AAPFU0939F1Z3" },
      },
      wrangler: {
        triggers: { crons: ["* * * * *"] },
        kv_namespaces: [{ binding: "CACHE", id: "3f9c" }],
        d1_databases: [{ binding: "DB", database_id: "b7e3" }],
        vars: { ENVIRONMENT: "production", TURNSTILE_SITE_KEY: "0x4AAA", ACCESS_TEAM_DOMAIN: "hotel.cloudflareaccess.com", ACCESS_AUD: "aud" },
      },
      environment: "production",
      secrets: ["TURNSTILE_SECRET_KEY", "BOOKING_LINK_SECRET"],
    });
    expect(findings).toEqual([]);
  });
});

describe("npm run preflight", () => {
  // The command itself, in the Node that npm scripts use: it imports hotel.ts with Node's own type
  // stripping, so this also proves that import works outside vitest.
  const preflight = (cwd: string, args: string[] = []) =>
    spawnSync(process.execPath, [join(repo, "scripts/preflight.mjs"), ...args], { cwd, encoding: "utf8" });

  it("exits 1 on the repository as shipped, one line per finding", () => {
    const result = preflight(repo);
    expect(result.status).toBe(1);
    expect(result.stdout).toContain('✖ app/content/hotel.ts hotel.phones.primary.tel: "+919000000001" is an example phone number');
    expect(result.stdout).toContain("✖ wrangler.toml [[kv_namespaces]] CACHE");
    expect(result.stderr).toMatch(/✖ \d+ item\(s\) must change before production goes live/);
  });

  it("exits 0 on a configuration ready for launch, and 2 on an unknown option", () => {
    const root = cleanRepo();
    const ready = preflight(root, ["--env", "preview"]);
    expect(ready.stdout).toContain("✔ ready for preview (2 item(s) could not be checked offline");
    expect(ready.status).toBe(0);
    expect(preflight(root, ["--froce"]).status).toBe(2);
  });
});

describe("preflight options", () => {
  it("reads --env preview in both spellings, --check-secrets and --force", () => {
    expect(parseArgs([])).toEqual({ environment: "production", checkSecrets: false, force: false });
    expect(parseArgs(["--env", "preview", "--check-secrets"])).toMatchObject({ environment: "preview", checkSecrets: true });
    expect(parseArgs(["--env=preview", "--force"])).toMatchObject({ environment: "preview", force: true });
  });

  it("refuses unknown environments and options instead of guessing", () => {
    expect(() => parseArgs(["--env", "staging"])).toThrow('--env must be "production" or "preview", not "staging"');
    expect(() => parseArgs(["--env"])).toThrow("--env must be");
    expect(() => parseArgs(["--froce"])).toThrow('unknown option "--froce"');
  });
});
