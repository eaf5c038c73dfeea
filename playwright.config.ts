import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 8788);

// The hotel's day as the run begins, which every test counts its nights from (tests/e2e/support/
// booking-api.ts: stayFrom); the workers inherit it.
process.env.E2E_RUN_DAY ??= new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());
export const baseURL = `http://localhost:${port}`;

/**
 * Browser tests drive Debian's Chromium against the built Worker served by workerd, with its own
 * fresh local state (D1, KV, Queues) so runs never see each other's bookings.
 */
export default defineConfig({
  testDir: "tests/e2e",
  // One folder per port, so runs side by side never delete each other's artifacts.
  outputDir: `test-results/${port}`,
  fullyParallel: true,
  // A focused test left in by mistake fails the run in CI instead of skipping every other test.
  forbidOnly: Boolean(process.env.CI),
  workers: process.env.CI ? 2 : 2,
  // One retry in CI only: a busy 2-core machine can miss a timing window (splash, autoplay). A broken
  // feature still fails both tries; the report lists any test that needed the retry as flaky.
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
        "--disable-dev-shm-usage",
      ],
    },
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], channel: undefined }, testIgnore: /\.alone\.spec\.ts$/ },
    // Specs that change what every page shows (the hotel's phone, the running offer) run after all
    // the others, one test at a time, so no other test reads the site while they change it.
    {
      name: "alone",
      use: { ...devices["Desktop Chrome"], channel: undefined },
      testMatch: /\.alone\.spec\.ts$/,
      dependencies: ["desktop"],
      fullyParallel: false,
      workers: 1,
    },
  ],
  webServer: {
    command: "node scripts/serve-e2e.mjs",
    url: `${baseURL}/api/rooms`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
    env: { PORT: String(port) },
  },
});
