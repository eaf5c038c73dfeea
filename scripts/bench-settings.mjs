// What `npm run bench` measures and where (docs/performance.md): the port and build it serves, the
// routes it measures and how many times. Each can be changed from the environment.

export const PORT = Number(process.env.BENCH_PORT ?? 8799);
export const BASE = `http://localhost:${PORT}`;
export const BUILD_DIR = process.env.BUILD_DIR ?? "build-bench";
export const STATE_DIR = ".wrangler/bench-state";
export const CHROME = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
// The Hindi home page and booking form are held to the same budgets as the English (product-rules.md: Hindi).
export const ROUTES = ["/", "/RoomDetails/1", "/Room", "/BookingForm", "/Gallery", "/Event", "/hi", "/hi/BookingForm"];
export const STATIC_PATH = "/favicon.svg";
export const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 40);
export const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 5);
export const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
