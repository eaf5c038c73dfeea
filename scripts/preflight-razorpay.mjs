// The launch check's part for online deposits (README "Online deposits (Razorpay): one page"). Deposits
// are optional: with no key id they are off and nothing is asked. With one, production must use a live
// key (an rzp_test_ key takes pretend payments) and Razorpay's own address (the Worker refuses any
// other in production and turns deposits off), and both secrets must be set as secrets.

export const razorpayApiUrl = "https://api.razorpay.com";

/**
 * @param {Record<string, unknown>} vars the environment's [vars]
 * @param {{ section: string; environment: "production" | "preview"; secrets: string[] | null }} where
 * @returns {import("./preflight-checks.d.mts").Finding[]}
 */
export function razorpayFindings(vars, { section, environment, secrets }) {
  const text = (/** @type {string} */ name) => (typeof vars[name] === "string" ? String(vars[name]).trim() : "");
  const varsWhere = `wrangler.toml [${section}vars]`;
  const envFlag = environment === "production" ? "" : ` --env ${environment}`;
  /** @type {import("./preflight-checks.d.mts").Finding[]} */
  const findings = [];
  for (const secret of ["RAZORPAY_KEY_SECRET", "RAZORPAY_WEBHOOK_SECRET"]) {
    if (secret in vars) {
      findings.push({ level: "error", where: `${varsWhere} ${secret}`, message: `a secret written in plain text; delete it here and run \`npx wrangler secret put ${secret}${envFlag}\`` });
    }
  }
  const apiUrl = text("RAZORPAY_API_URL");
  if (environment === "production" && apiUrl !== "" && apiUrl.replace(/\/+$/, "") !== razorpayApiUrl) {
    findings.push({
      level: "error",
      where: `${varsWhere} RAZORPAY_API_URL`,
      message: `points at ${apiUrl}; production refuses any address but ${razorpayApiUrl}, so online deposits would be off. Set it to ${razorpayApiUrl} or remove it`,
    });
  }
  const keyId = text("RAZORPAY_KEY_ID");
  if (keyId === "") return findings;
  if (environment === "production" && keyId.startsWith("rzp_test_")) {
    findings.push({
      level: "error",
      where: `${varsWhere} RAZORPAY_KEY_ID`,
      message: `"${keyId}" is a test key: guests' payments would be pretend. Generate live keys in Razorpay's dashboard (Live mode, Account & Settings → API keys)`,
    });
  }
  for (const secret of ["RAZORPAY_KEY_SECRET", "RAZORPAY_WEBHOOK_SECRET"]) {
    const where = `Cloudflare secret ${secret}`;
    const why = "RAZORPAY_KEY_ID is set, but online deposits stay off without it";
    if (secrets === null) {
      findings.push({ level: "warning", where, message: `could not verify secret ${secret} offline (${why}); run \`npm run preflight -- --check-secrets${envFlag}\`` });
    } else if (!secrets.includes(secret)) {
      findings.push({ level: "error", where, message: `is not set (${why}); run \`npx wrangler secret put ${secret}${envFlag}\`` });
    }
  }
  return findings;
}
