// `npm run bench`: builds, serves the Worker locally as `npm start` does, and measures in one run
// Lighthouse (mobile, simulated throttling), initial JavaScript per route, server time against a
// static file served by the same Worker, and throughput under concurrency. Prints a table, writes
// bench-results/latest.json and exits non-zero when a budget is exceeded (bench-budgets.mjs).
import { mkdirSync, writeFileSync } from "node:fs";
import { BUDGETS, budgetFailures } from "./bench-budgets.mjs";
import { lighthouseAll } from "./bench-lighthouse.mjs";
import { initialJs, pageWeight } from "./bench-page-weight.mjs";
import { seedPhotos, sh, startServer, waitForServer } from "./bench-server.mjs";
import { serverTimes, throughput } from "./bench-server-time.mjs";
import { BASE, BUILD_DIR, LOAD_SECONDS, ROUNDS, ROUTES, STATIC_PATH } from "./bench-settings.mjs";
import { round2 } from "./bench-statistics.mjs";

const skipBuild = process.argv.includes("--no-build");
const skipLighthouse = process.argv.includes("--no-lighthouse");

async function main() {
  mkdirSync("bench-results", { recursive: true });
  if (!skipBuild) sh("npx", ["react-router", "build"], { BUILD_DIR });
  const stop = startServer();
  try {
    await waitForServer();
    await seedPhotos();
    // Each page once: its weight, and the scripts it starts.
    const js = [];
    const html = [];
    for (const route of ROUTES) {
      const body = Buffer.from(await (await fetch(`${BASE}${route}`)).arrayBuffer());
      html.push(pageWeight(route, body));
      js.push(await initialJs(route, body.toString("utf8")));
    }
    const times = await serverTimes();
    const staticRps = await throughput(STATIC_PATH);
    const load = [{ name: "static", rps: staticRps, ratio: 1 }];
    for (const path of ["/", "/api/rooms"]) {
      const rps = await throughput(path);
      load.push({ name: path, rps, ratio: round2(rps / staticRps) });
    }
    const lh = skipLighthouse ? [] : lighthouseAll(ROUTES);
    const failures = budgetFailures({ lighthouse: lh, js, times, html });

    console.log("\nLighthouse (mobile, simulated throttling)");
    console.table(lh);
    console.log("Initial JavaScript per route (gzip)");
    console.table(js);
    console.log("HTML per route (KB, and gzip level 6 as the edge sends it)");
    console.table(html);
    console.log(`Server time, median of ${ROUNDS} interleaved requests (vsStaticCopy: ratio to a static copy of the same bytes, the budgeted one; vsFavicon: to ${STATIC_PATH})`);
    console.table(times);
    console.log(`Throughput, 10 connections for ${LOAD_SECONDS} s (requests/s, ratio to static)`);
    console.table(load);
    const report = { date: new Date().toISOString(), budgets: BUDGETS, lighthouse: lh, js, html, times, load, failures };
    writeFileSync("bench-results/latest.json", JSON.stringify(report, null, 2));
    writeFileSync(`bench-results/bench-${Date.now()}.json`, JSON.stringify(report, null, 2));
    if (failures.length > 0) {
      console.error(`\n✖ ${failures.length} budget(s) exceeded:\n- ${failures.join("\n- ")}`);
      process.exitCode = 1;
    } else {
      console.log("\n✔ every budget met");
    }
  } finally {
    stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
