// Reads what the launch check needs (scripts/preflight-checks.mjs) from the repository and, when
// asked, the secret names from Cloudflare. Shared by `npm run preflight` and `npm run deploy`.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { preflightFindings } from "./preflight-checks.mjs";

/** @typedef {import("./preflight-checks.d.mts").Finding} Finding */
/** @typedef {import("./preflight-run.d.mts").PreflightOptions} PreflightOptions */

/**
 * `--env preview` (or `--env=preview`), `--check-secrets`, `--force`; anything else is refused so a
 * typo never deploys the wrong environment.
 * @param {string[]} argv
 * @returns {PreflightOptions}
 */
export function parseArgs(argv) {
  /** @type {PreflightOptions} */
  const options = { environment: "production", checkSecrets: false, force: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === "--force") options.force = true;
    else if (arg === "--check-secrets") options.checkSecrets = true;
    else if (arg === "--env" || arg.startsWith("--env=")) {
      const value = arg === "--env" ? argv[++i] : arg.slice("--env=".length);
      if (value !== "production" && value !== "preview") {
        throw new Error(`--env must be "production" or "preview", not "${value ?? ""}"`);
      }
      options.environment = value;
    } else throw new Error(`unknown option "${arg}" (known: --env preview, --check-secrets, --force)`);
  }
  return options;
}

/**
 * The hotel's identity straight from app/content/hotel.ts (Node strips its types), with the details
 * staff saved on the front desk over its seed when they were read; and wrangler.toml read by
 * wrangler's own parser, the one `wrangler deploy` uses.
 * @param {string} root
 * @param {{ key: string; value: string }[]} [savedRows] the deployed database's hotel_settings rows
 */
export async function loadInputs(root, savedRows = []) {
  const { experimental_readRawConfig } = await import("wrangler");
  const { rawConfig } = experimental_readRawConfig({ config: join(root, "wrangler.toml") });
  const identity = await import(pathToFileURL(join(root, "app/content/hotel.ts")).href);
  const seedFile = join(root, "app/content/hotel-seed.ts");
  const seed = existsSync(seedFile) ? (await import(pathToFileURL(seedFile).href)).seedSettings : null;
  if (typeof identity.applySettings === "function" && seed) {
    /** @type {Record<string, unknown>} */
    const settings = { ...seed };
    for (const row of savedRows) {
      try {
        if (Object.hasOwn(settings, row.key)) settings[row.key] = JSON.parse(row.value);
      } catch {
        // An unreadable row is what the Worker ignores too: the seed stands.
      }
    }
    identity.applySettings(settings);
  }
  return { hotel: identity.hotel, wrangler: /** @type {Record<string, unknown>} */ (rawConfig) };
}

/**
 * What staff saved on the desk's Hotel details and Offers pages, from the deployed D1 database
 * (needs `wrangler login` and network).
 * @param {string} root
 * @param {"production" | "preview"} environment
 * @returns {{ key: string; value: string }[]}
 */
export function savedSettingsWithWrangler(root, environment) {
  const envArgs = environment === "production" ? [] : ["--env", environment];
  const result = spawnSync(
    "npx",
    ["wrangler", "d1", "execute", "DB", "--remote", "--json", "--config", join(root, "wrangler.toml"), "--command", "SELECT key, value FROM hotel_settings", ...envArgs],
    { encoding: "utf8" },
  );
  if (result.status !== 0) {
    const lines = `${result.stderr ?? ""}\n${result.stdout ?? ""}`.split("\n").map((line) => line.trim()).filter(Boolean);
    throw new Error(`\`wrangler d1 execute\` failed: ${lines.find((line) => /ERROR|✘/.test(line)) ?? lines[0] ?? `exit code ${result.status}`}`);
  }
  const [answer] = JSON.parse(result.stdout);
  return Array.isArray(answer?.results) ? answer.results : [];
}

/**
 * The names of the secrets set on the Worker in Cloudflare (needs `wrangler login` and network).
 * @param {string} root
 * @param {"production" | "preview"} environment
 * @returns {string[]}
 */
export function listSecretsWithWrangler(root, environment) {
  const envArgs = environment === "production" ? [] : ["--env", environment];
  const result = spawnSync(
    "npx",
    ["wrangler", "secret", "list", "--config", join(root, "wrangler.toml"), "--format", "json", ...envArgs],
    { encoding: "utf8" },
  );
  if (result.status !== 0) {
    const lines = `${result.stderr ?? ""}\n${result.stdout ?? ""}`.split("\n").map((line) => line.trim()).filter(Boolean);
    const reason = lines.find((line) => /ERROR|✘/.test(line)) ?? lines[0] ?? `exit code ${result.status}`;
    throw new Error(`\`wrangler secret list\` failed: ${reason}`);
  }
  const listed = JSON.parse(result.stdout);
  return Array.isArray(listed) ? listed.map((secret) => String(secret.name)) : [];
}

/**
 * Every finding for the options' environment. Secrets and the hotel details saved on the desk are
 * read from Cloudflare only with --check-secrets; if that fails, the secrets stay unverified and the
 * seed's details are checked (warnings say why).
 * @param {string} root
 * @param {PreflightOptions} options
 * @param {(root: string, environment: "production" | "preview") => string[]} listSecrets
 * @param {(root: string, environment: "production" | "preview") => { key: string; value: string }[]} readSaved
 * @returns {Promise<Finding[]>}
 */
export async function runPreflight(root, options, listSecrets = listSecretsWithWrangler, readSaved = savedSettingsWithWrangler) {
  /** @type {string[] | null} */
  let secrets = null;
  /** @type {Finding[]} */
  const extra = [];
  /** @type {{ key: string; value: string }[]} */
  let savedRows = [];
  if (options.checkSecrets) {
    try {
      savedRows = readSaved(root, options.environment);
    } catch (error) {
      extra.push({
        level: "warning",
        where: "Front desk hotel details",
        message: `could not be read, so the details seeded in app/content/hotel.ts were checked: ${error instanceof Error ? error.message : String(error)}`,
      });
    }
  }
  const inputs = await loadInputs(root, savedRows);
  if (options.checkSecrets) {
    try {
      secrets = listSecrets(root, options.environment);
    } catch (error) {
      extra.push({ level: "warning", where: "Cloudflare secrets", message: `could not be listed: ${error instanceof Error ? error.message : String(error)}` });
    }
  }
  return [...preflightFindings({ ...inputs, environment: options.environment, secrets }), ...extra];
}
