// `npm test`: every check, in the order a failure is cheapest to find.
import { spawnSync } from "node:child_process";

const steps = [
  ["types", "npm", ["run", "check:types"]],
  ["lint", "npm", ["run", "check:lint"]],
  ["import rules", "npm", ["run", "check:deps"]],
  ["unit, dom and worker tests", "npx", ["vitest", "run"]],
  ["chromium", "node", ["scripts/ensure-chromium.mjs"]],
  ["build", "npx", ["react-router", "build"]],
  ["client bundle: secrets, desk code", "node", ["scripts/check-client-bundle.mjs"]],
  ["browser tests", "npx", ["playwright", "test"]],
];
for (const [label, command, args] of steps) {
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, { stdio: "inherit" });
  if (result.status !== 0) {
    console.error(`\n✖ ${label} failed`);
    process.exit(result.status ?? 1);
  }
}
console.log("\n✔ all checks passed");
