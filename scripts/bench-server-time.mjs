// Server time (docs/decisions/0007-server-time-against-the-same-bytes.md): each page and the rooms
// API timed against a static copy of its own bytes served by the same Worker, and throughput under
// concurrency.
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import autocannon from "autocannon";
import { BASE, BUILD_DIR, LOAD_SECONDS, ROUNDS, ROUTES, STATIC_PATH } from "./bench-settings.mjs";
import { median, round2 } from "./bench-statistics.mjs";

async function timeRequest(path) {
  const start = performance.now();
  // A redirect would time two requests: fail instead of following it.
  const res = await fetch(`${BASE}${path}`, { redirect: "manual" });
  await res.arrayBuffer();
  const elapsed = performance.now() - start;
  if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
  return { elapsed, cache: res.headers.get("X-Page-Cache") };
}

/**
 * Requests interleaved round by round, so drift on a shared machine hits every side alike.
 *
 * Each page and /api/rooms is compared with a static copy of its own bytes, written under the
 * build's client folder for the run only and served by the same Worker: the fastest way this server
 * can answer those bytes. The budgets use that ratio. Against a tiny file (/favicon.svg, also shown)
 * a ratio mostly measures size: the local edge compresses every byte (see docs/performance.md), and
 * a static copy of the home page is itself about 1.6× the favicon. Page weight has its own budget.
 */
export async function serverTimes() {
  const targets = [{ name: "static", path: STATIC_PATH }];
  const add = (name, path, extra = {}) => targets.push({ name, path, ...extra });
  add("api/rooms", "/api/rooms", { copy: "api-rooms.json" });
  for (const route of ROUTES) {
    const slug = route.replaceAll("/", "_") || "_";
    add(`ssr ${route}`, `${route}?bench=`, { uncached: true, route, copy: `${slug}.html` });
    add(`cached ${route}`, route, { route, copy: `${slug}.html` });
  }
  // The static copies: the bytes the Worker answers, as plain files.
  mkdirSync(`${BUILD_DIR}/client/__bench`, { recursive: true });
  for (const t of targets) {
    if (!t.copy || t.name.startsWith("ssr ")) continue;
    const body = await (await fetch(`${BASE}${t.path}`)).arrayBuffer();
    writeFileSync(`${BUILD_DIR}/client/__bench/${t.copy}`, Buffer.from(body));
  }
  for (const copy of new Set(targets.map((t) => t.copy).filter(Boolean))) {
    // The asset server answers "/x.html" with a redirect to "/x" (html_handling), and serves x.html there.
    const path = `/__bench/${copy.replace(/\.html$/, "")}`;
    targets.push({ name: `static copy ${copy}`, path, isCopy: true });
  }
  for (const t of targets) await timeRequest(t.uncached ? `${t.path}warm` : t.path); // warm up
  const samples = Object.fromEntries(targets.map((t) => [t.name, []]));
  for (let round = 0; round < ROUNDS; round++) {
    for (const t of targets) {
      const path = t.uncached ? `${t.path}${round}` : t.path;
      const { elapsed, cache } = await timeRequest(path);
      if (!t.uncached && t.route && cache !== "HIT" && cache !== "STALE" && !t.route.endsWith("/BookingForm")) {
        throw new Error(`${t.path} was not served from the page cache (X-Page-Cache: ${cache})`);
      }
      samples[t.name].push(elapsed);
    }
  }
  rmSync(`${BUILD_DIR}/client/__bench`, { recursive: true, force: true });
  const staticMedian = median(samples.static);
  return targets
    .filter((t) => !t.isCopy)
    .map((t) => {
      const ms = median(samples[t.name]);
      const copyMs = t.copy ? median(samples[`static copy ${t.copy}`]) : ms;
      return {
        name: t.name,
        medianMs: round2(ms),
        staticCopyMs: round2(copyMs),
        vsFavicon: round2(ms / staticMedian),
        vsStaticCopy: round2(ms / copyMs),
      };
    });
}

/** Requests per second the Worker answers at `path` over 10 connections. */
export async function throughput(path) {
  const result = await autocannon({ url: `${BASE}${path}`, connections: 10, duration: LOAD_SECONDS });
  return result.requests.average;
}
