import path from "node:path";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";
import { configDefaults, defineConfig } from "vitest/config";

/**
 * Three projects in one `vitest run`:
 * - unit: pure rules and capabilities' parts in Node (app/**\/*.test.ts, scripts, vite)
 * - dom: React components in happy-dom (*.dom.test.tsx)
 * - worker: the Hono app and server code inside workerd (tests/worker, workers/, app/**\/*.worker.test.ts)
 *   with real D1, KV, Queues and rate limiting from miniflare; only the admin API and Turnstile's
 *   siteverify are intercepted.
 */
/** Each project resolves the `~/` alias (app/) from tsconfig's paths, as the build does. */
const resolve = { tsconfigPaths: true };

export default defineConfig({
  test: {
    projects: [
      {
        resolve,
        test: {
          name: "unit",
          include: ["app/**/*.test.ts", "scripts/**/*.test.ts", "vite/**/*.test.ts"],
          exclude: [...configDefaults.exclude, "app/**/*.worker.test.ts"],
          environment: "node",
          setupFiles: ["./tests/setup/build-constants.ts", "./tests/setup/hotel-seed.ts"],
        },
      },
      {
        resolve,
        test: {
          name: "dom",
          include: ["app/**/*.dom.test.tsx"],
          environment: "happy-dom",
          setupFiles: ["./tests/setup/build-constants.ts", "./tests/setup/hotel-seed.ts"],
        },
      },
      {
        resolve,
        plugins: [
          cloudflareTest(async () => {
            const migrations = await readD1Migrations(path.join(import.meta.dirname, "migrations"));
            return {
              wrangler: { configPath: "./wrangler.toml" },
              miniflare: {
                bindings: { TEST_MIGRATIONS: migrations, ENVIRONMENT: "test" },
              },
            };
          }),
        ],
        test: {
          name: "worker",
          include: ["workers/**/*.test.ts", "app/**/*.worker.test.ts", "tests/worker/**/*.test.ts"],
          setupFiles: ["./tests/setup/build-constants.ts", "./tests/setup/hotel-seed.ts", "./tests/worker/apply-migrations.ts"],
        },
      },
    ],
  },
});
