// The launch check (`npm run preflight`): what still has to change before the site may go live.
// Pure: it receives the hotel's identity (app/content/hotel.ts) and the parsed wrangler.toml, and
// returns one finding per placeholder or missing production setting, each saying where to fix it.
// scripts/preflight-checks.test.ts runs it on the repository's real files and on a clean fixture.

import { hotelFindings, reservedDomain } from "./preflight-hotel.mjs";
import { razorpayFindings } from "./preflight-razorpay.mjs";
import { customDomains, siteAddressProblem } from "./preflight-site-address.mjs";

/** Cloudflare's documented Turnstile test site keys (always pass, always block, …). */
const turnstileTestSiteKey = /^[123]x0{20}[AB]{2}$/;

const cloudflareVerifyUrl = "https://challenges.cloudflare.com/turnstile/v0/siteverify";

/** Placeholder resource ids: missing, or zeros (and dashes) but for a short counter at the end. */
const isPlaceholderId = (/** @type {unknown} */ id) => typeof id !== "string" || /^0*[0-9]{0,2}$/.test(id.replace(/-/g, ""));

const teamExample = "https://<team>.cloudflareaccess.com";

/**
 * Why the front desk would be shut, in the very sentences the Worker logs as `desk_not_configured`
 * (accessReasons in workers/access/access-settings.ts, which this plain script cannot import;
 * tests/worker/desk-access.test.ts checks both say the same for the same settings).
 */
const accessReasons = {
  teamEmpty: "ACCESS_TEAM_DOMAIN is empty",
  teamNotHttps: `ACCESS_TEAM_DOMAIN must be an https team domain (${teamExample})`,
  teamNotOrigin: `ACCESS_TEAM_DOMAIN must be the team's bare origin, with no path, query or fragment (${teamExample})`,
  teamNotDomain: `ACCESS_TEAM_DOMAIN is not a domain name (${teamExample})`,
  audienceEmpty: "ACCESS_AUD is empty",
};

/**
 * What is wrong with an Access team domain as the Worker reads it in production and preview: it must
 * be an https origin with a domain name, the scheme optional.
 * @param {string} value
 * @returns {string[]}
 */
function teamDomainProblems(value) {
  /** @type {URL} */
  let url;
  try {
    url = new URL(/^https?:\/\//i.test(value) ? value : `https://${value}`);
  } catch {
    return [accessReasons.teamNotDomain];
  }
  return [
    ...(url.protocol === "https:" ? [] : [accessReasons.teamNotHttps]),
    ...(url.pathname === "/" && url.search === "" && url.hash === "" ? [] : [accessReasons.teamNotOrigin]),
    ...(url.hostname.includes(".") ? [] : [accessReasons.teamNotDomain]),
  ];
}

/**
 * @typedef {import("./preflight-checks.d.mts").Finding} Finding
 * @typedef {import("./preflight-checks.d.mts").PreflightInput} PreflightInput
 */

/**
 * The settings of one environment: the top level for production, `[env.<name>]` otherwise. Vars
 * and bindings are not inherited by an environment (wrangler's rule); triggers are.
 * @param {Record<string, unknown>} config
 * @param {string} environment
 */
function environmentConfig(config, environment) {
  if (environment === "production") return { section: "", settings: config };
  const envs = /** @type {Record<string, Record<string, unknown>> | undefined} */ (config.env);
  const settings = envs?.[environment] ?? {};
  return { section: `env.${environment}.`, settings: { triggers: config.triggers, ...settings } };
}

/**
 * @param {Record<string, unknown>} config
 * @param {"production" | "preview"} environment
 * @param {string[] | null} secrets
 * @returns {Finding[]}
 */
function wranglerFindings(config, environment, secrets) {
  const file = "wrangler.toml";
  const { section, settings } = environmentConfig(config, environment);
  const envFlag = environment === "production" ? "" : ` --env ${environment}`;
  /** @type {Finding[]} */
  const findings = [];
  const add = (/** @type {Finding["level"]} */ level, /** @type {string} */ where, /** @type {string} */ message) =>
    findings.push({ level, where: `${file} ${where}`, message });

  const kvs = /** @type {{ binding?: string; id?: unknown }[]} */ (settings.kv_namespaces ?? []);
  if (kvs.length === 0) add("error", `[[${section}kv_namespaces]]`, "no KV namespace is bound; the read cache needs CACHE");
  for (const kv of kvs) {
    if (isPlaceholderId(kv.id)) {
      add("error", `[[${section}kv_namespaces]] ${kv.binding}`, `id "${String(kv.id ?? "")}" is a placeholder; run \`npx wrangler kv namespace create ${kv.binding}${envFlag}\` and put its id here`);
    }
  }
  const databases = /** @type {{ binding?: string; database_name?: string; database_id?: unknown }[]} */ (settings.d1_databases ?? []);
  if (databases.length === 0) add("error", `[[${section}d1_databases]]`, "no D1 database is bound; bookings and the outbox need DB");
  for (const db of databases) {
    if (isPlaceholderId(db.database_id)) {
      add("error", `[[${section}d1_databases]] ${db.binding}`, `database_id "${String(db.database_id ?? "")}" is a placeholder; run \`npx wrangler d1 create ${db.database_name ?? "<name>"}\` and put its id here`);
    }
  }

  const triggers = /** @type {{ crons?: unknown[] } | undefined} */ (settings.triggers);
  if (!triggers?.crons?.length) {
    add("error", `[${section}triggers]`, "no Cron Trigger: deliveries that stop moving would never be re-sent; add crons = [\"* * * * *\"]");
  }

  const vars = /** @type {Record<string, unknown>} */ (settings.vars ?? {});
  const varsWhere = `[${section}vars]`;
  const text = (/** @type {string} */ name) => (typeof vars[name] === "string" ? String(vars[name]).trim() : "");
  if (text("ENVIRONMENT") !== environment) {
    add("error", `${varsWhere} ENVIRONMENT`, `is "${text("ENVIRONMENT")}"; set ENVIRONMENT = "${environment}"${environment === "production" ? " so forms fail closed without Turnstile" : ""}`);
  }
  const siteKey = text("TURNSTILE_SITE_KEY");
  if (siteKey === "") {
    add("error", `${varsWhere} TURNSTILE_SITE_KEY`, "is empty; create a Turnstile widget for the site's domain and put its site key here");
  } else if (turnstileTestSiteKey.test(siteKey)) {
    add("error", `${varsWhere} TURNSTILE_SITE_KEY`, `"${siteKey}" is one of Cloudflare's test keys; put the widget's real site key`);
  }
  const verifyUrl = text("TURNSTILE_VERIFY_URL");
  if (verifyUrl !== "" && verifyUrl !== cloudflareVerifyUrl) {
    add("error", `${varsWhere} TURNSTILE_VERIFY_URL`, `points at ${verifyUrl}; remove it or set it to ${cloudflareVerifyUrl}`);
  }
  for (const secret of ["ADMIN_API_KEY", "TURNSTILE_SECRET_KEY", "BOOKING_LINK_SECRET"]) {
    if (secret in vars) {
      add("error", `${varsWhere} ${secret}`, `a secret written in plain text; delete it here and run \`npx wrangler secret put ${secret}${envFlag}\``);
    }
  }

  const adminUrl = text("ADMIN_API_URL");
  if (adminUrl !== "") {
    /** @type {URL | null} */
    let url = null;
    try {
      url = new URL(adminUrl);
    } catch {
      add("error", `${varsWhere} ADMIN_API_URL`, `"${adminUrl}" is not a URL; put the admin API's base URL, or leave it empty for embedded mode`);
    }
    if (url && url.protocol !== "https:") {
      add("error", `${varsWhere} ADMIN_API_URL`, `"${adminUrl}" is not https; the admin key would travel in clear text`);
    } else if (url && (reservedDomain.test(url.hostname) || /^(localhost|127\.|10\.|192\.168\.|0\.0\.0\.0$)/.test(url.hostname))) {
      add("error", `${varsWhere} ADMIN_API_URL`, `"${adminUrl}" is an example or local host; put the admin API's public URL`);
    }
  }

  // The front desk (README "The front desk"): without both Access values every /admin request
  // answers 503. They are not secret (an address and an id), so [vars] is their usual place.
  // Each message opens with the sentence the Worker's log gives for the same setting.
  const accessValues = [
    ["ACCESS_TEAM_DOMAIN", accessReasons.teamEmpty, `the Access team domain (${teamExample})`],
    ["ACCESS_AUD", accessReasons.audienceEmpty, "the Access application's Audience (AUD) tag"],
  ];
  for (const [name, reason, what] of accessValues) {
    if (text(name) !== "" || secrets?.includes(name)) continue;
    add("error", `${varsWhere} ${name}`, `${reason}, so the front desk will answer 503 "The front desk is not configured"; put ${what} here (README "The front desk")`);
  }
  const team = text("ACCESS_TEAM_DOMAIN");
  const teamProblems = team === "" ? [] : teamDomainProblems(team);
  if (teamProblems.length > 0) {
    add("error", `${varsWhere} ACCESS_TEAM_DOMAIN`, `${teamProblems.join("; ")}; it is "${team}", so the front desk will answer 503`);
  }

  // Secrets live in Cloudflare only, so offline they can only be named, not checked.
  const needed = ["TURNSTILE_SECRET_KEY", "BOOKING_LINK_SECRET", ...(adminUrl === "" ? [] : ["ADMIN_API_KEY"])];
  const reasons = {
    TURNSTILE_SECRET_KEY: "Turnstile cannot verify tokens without it",
    BOOKING_LINK_SECRET: "guests' booking links cannot be signed without it, so /MyBooking answers 503",
    ADMIN_API_KEY: "ADMIN_API_URL is set, so the admin API needs its key",
  };
  for (const secret of needed) {
    const why = reasons[/** @type {keyof typeof reasons} */ (secret)];
    const where = `Cloudflare secret ${secret}`;
    if (secrets === null) {
      findings.push({
        level: "warning",
        where,
        message: `could not verify secret ${secret} offline (${why}); run \`npx wrangler secret list${envFlag}\` or \`npm run preflight -- --check-secrets${envFlag}\``,
      });
    } else if (!secrets.includes(secret)) {
      findings.push({ level: "error", where, message: `is not set (${why}); run \`npx wrangler secret put ${secret}${envFlag}\`` });
    }
  }
  return findings;
}

/**
 * Every placeholder and missing production setting for `environment`, hotel first.
 * @param {PreflightInput} input
 * @returns {Finding[]}
 */
export function preflightFindings(input) {
  return [
    ...hotelFindings(input.hotel),
    ...wranglerFindings(input.wrangler, input.environment, input.secrets ?? null),
    ...siteAddressFindings(input.hotel, input.wrangler, input.environment),
    ...razorpayFindings(/** @type {Record<string, unknown>} */ (environmentConfig(input.wrangler, input.environment).settings.vars ?? {}), {
      section: environmentConfig(input.wrangler, input.environment).section,
      environment: input.environment,
      secrets: input.secrets ?? null,
    }),
  ];
}

/**
 * The address every link is built from (scripts/preflight-site-address.mjs): `SITE_URL` when the
 * environment sets it, else the hotel's own. An example domain in hotel.ts is already named above.
 * @param {Record<string, unknown>} hotel
 * @param {Record<string, unknown>} config
 * @param {"production" | "preview"} environment
 * @returns {Finding[]}
 */
function siteAddressFindings(hotel, config, environment) {
  const { section, settings } = environmentConfig(config, environment);
  const vars = /** @type {Record<string, unknown>} */ (settings.vars ?? {});
  const configured = typeof vars.SITE_URL === "string" ? vars.SITE_URL.trim() : "";
  if (configured === "" && environment !== "production") return [];
  const address = configured || (typeof hotel.siteUrl === "string" ? hotel.siteUrl : "");
  if (address === "") return [];
  const problem = siteAddressProblem(address, customDomains(settings));
  if (!problem || (configured === "" && reservedDomain.test(address))) return [];
  const where = configured === "" ? "app/content/hotel.ts hotel.siteUrl" : `wrangler.toml [${section}vars] SITE_URL`;
  return [{ level: "error", where, message: problem }];
}

/**
 * One line per finding: `✖` must change before launch, `!` could not be checked here.
 * @param {Finding} finding
 */
export function formatFinding(finding) {
  return `${finding.level === "error" ? "✖" : "!"} ${finding.where}: ${finding.message}`;
}
