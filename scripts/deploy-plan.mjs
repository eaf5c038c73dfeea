// `npm run deploy` / `npm run deploy:preview`: the launch check, then the build, then wrangler deploy.
// Production is refused while the check finds anything (`--force` overrides, loudly); a preview
// deploys anyway and shows the findings as warnings. The commands are injected, so
// scripts/deploy-plan.test.ts runs the whole plan without building or deploying anything.
import { formatFinding } from "./preflight-checks.mjs";

/** @typedef {import("./deploy-plan.d.mts").DeployDeps} DeployDeps */

/**
 * @param {string[]} argv
 * @param {DeployDeps} deps
 * @returns {Promise<number>} the exit code
 */
export async function deploy(argv, deps) {
  /** @type {import("./preflight-run.d.mts").PreflightOptions} */
  let options;
  try {
    options = deps.parseArgs(argv);
  } catch (error) {
    deps.error(`deploy: ${error instanceof Error ? error.message : String(error)}`);
    return 2;
  }
  const { environment, force } = options;
  const findings = await deps.preflight(options);
  const blocking = findings.filter((finding) => finding.level === "error");

  deps.log(`Launch check for ${environment}:`);
  for (const finding of findings) deps.log(`  ${formatFinding(finding)}`);
  if (findings.length === 0) deps.log("  nothing left to change");

  if (blocking.length > 0 && environment === "production") {
    if (!force) {
      deps.error(
        `\nRefusing to deploy production: ${blocking.length} placeholder(s) or missing setting(s) above (✖). ` +
          "Fix them and run `npm run deploy` again, or deploy anyway with `npm run deploy -- --force`.",
      );
      return 1;
    }
    const banner = "!".repeat(78);
    deps.error(
      `\n${banner}\n!!  --force: DEPLOYING PRODUCTION WITH ${blocking.length} UNRESOLVED LAUNCH CHECK FINDING(S) LISTED ABOVE\n!!  Guests will see whatever placeholder is still there.\n${banner}\n`,
    );
  } else if (blocking.length > 0) {
    deps.log(`\n${blocking.length} finding(s) above would block a production deploy; deploying the preview anyway.`);
  }

  // With the Cloudflare Vite plugin the environment is chosen at build time (CLOUDFLARE_ENV); the
  // deploy reads the config the build wrote, and wrangler checks it matches the same variable.
  const env = { CLOUDFLARE_ENV: environment === "production" ? undefined : environment };
  const built = await deps.run("npm", ["run", "build"], env);
  if (built !== 0) {
    deps.error("deploy: the build failed; nothing was deployed.");
    return built;
  }
  return deps.run("npx", ["wrangler", "deploy"], env);
}
