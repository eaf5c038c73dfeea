// `npm start`: build, migrate and seed the local D1 database, then serve the production build in
// workerd on http://localhost:8787 (PORT overrides). State lives under .wrangler/state.
import { spawn, spawnSync } from "node:child_process";

const PASS_THROUGH = [
  "ADMIN_API_URL",
  "ADMIN_API_KEY",
  "TURNSTILE_SITE_KEY",
  "TURNSTILE_SECRET_KEY",
  "TURNSTILE_VERIFY_URL",
  "ENVIRONMENT",
  "ACCESS_TEAM_DOMAIN",
  "ACCESS_AUD",
  "STAFF_EMAILS",
  "BOOKING_LINK_SECRET",
  "SITE_URL",
  "RAZORPAY_KEY_ID",
  "RAZORPAY_KEY_SECRET",
  "RAZORPAY_WEBHOOK_SECRET",
  "RAZORPAY_API_URL",
];
const port = process.env.PORT ?? "8787";
const persist = process.env.WRANGLER_PERSIST_DIR ?? ".wrangler/state";
const skipBuild = process.argv.includes("--no-build");
const buildDir = process.env.BUILD_DIR ?? "build";

function run(command, args) {
  const result = spawnSync(command, args, { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (!skipBuild) run("npx", ["react-router", "build"]);
// Migrations (the seed is one of them) are applied against the source config: the built config
// does not carry migrations_dir. Applying twice is a no-op, so every start does it.
run("npx", [
  "wrangler",
  "d1",
  "migrations",
  "apply",
  "DB",
  "--local",
  "--config",
  "wrangler.toml",
  "--persist-to",
  persist,
]);

// Links in e-mails and calendar files lead back to this server unless SITE_URL says otherwise.
const env = { ...process.env, SITE_URL: process.env.SITE_URL || `http://localhost:${port}` };
const vars = PASS_THROUGH.filter((name) => env[name] !== undefined).flatMap((name) => [
  "--var",
  `${name}:${env[name]}`,
]);
const server = spawn(
  "npx",
  ["wrangler", "dev", "--config", `${buildDir}/server/wrangler.json`, "--port", port, "--persist-to", persist, "--show-interactive-dev-session=false", ...vars],
  { stdio: "inherit" },
);
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => server.kill(signal));
}
server.on("exit", (code) => process.exit(code ?? 0));
