// Serves the already-built Worker for Playwright with a fresh local state directory.
import { rmSync } from "node:fs";
import { spawn } from "node:child_process";

const dir = `.wrangler/e2e-state-${process.env.PORT ?? "8788"}`;
rmSync(dir, { recursive: true, force: true });
const child = spawn("node", ["scripts/start.mjs", "--no-build"], {
  stdio: "inherit",
  env: { ...process.env, WRANGLER_PERSIST_DIR: dir },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 0));
