// Browser tests use Debian's Chromium (Playwright cannot download its own here). Install it when
// missing if we are root; otherwise stop with the exact command to run.
import { existsSync } from "node:fs";
import { spawnSync } from "node:child_process";

const path = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (!existsSync(path)) {
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (!isRoot) {
    console.error(`Chromium not found at ${path}. Install it with:\n  sudo apt-get update && sudo apt-get install -y chromium`);
    process.exit(1);
  }
  console.log("Installing Debian's Chromium for the browser tests…");
  for (const args of [["update", "-qq"], ["install", "-y", "-qq", "chromium"]]) {
    const result = spawnSync("apt-get", args, { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
    if (result.status !== 0) {
      console.error("apt-get failed. Run: apt-get update && apt-get install -y chromium");
      process.exit(1);
    }
  }
}
