// What a guest downloads first (docs/performance.md): each page's HTML, raw and gzipped, and the
// JavaScript it starts before anything loads on demand.
import { gzipSync } from "node:zlib";
import { BASE } from "./bench-settings.mjs";
import { round2 } from "./bench-statistics.mjs";

/** The scripts a page starts, followed through their static imports, and their gzipped size. */
export async function initialJs(route, html) {
  const pending = [];
  for (const match of html.matchAll(/(?:href|src)="(\/assets\/[^"]+\.js)"/g)) pending.push(match[1]);
  // The boot script (run after the first paint, see workers/platform/defer-app-scripts.ts) carries
  // React Router's own boot script as a string: its route modules, the manifest and the entry.
  // Only what it imports counts: the inline route manifest names other files (its own URL, each
  // route's preloads) that the browser does not fetch for this page.
  for (const script of html.matchAll(/<script[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/g)) {
    for (const match of script[1].matchAll(/import\b[^"]*?\\?"(\/assets\/[\w.-]+\.js)/g)) pending.push(match[1]);
  }
  // Then every module those import statically, as the browser's module loader does; dynamic
  // imports (parts that load later) are not part of the first download.
  const bodies = new Map();
  while (pending.length > 0) {
    const url = pending.pop();
    if (bodies.has(url)) continue;
    const body = Buffer.from(await (await fetch(`${BASE}${url}`)).arrayBuffer());
    bodies.set(url, body);
    for (const match of body.toString("utf8").matchAll(/(?:\bfrom|\bimport)\s*["']\.\/([\w.-]+\.js)["']/g)) {
      pending.push(`/assets/${match[1]}`);
    }
  }
  let gzip = 0;
  for (const body of bodies.values()) {
    gzip += gzipSync(body, { level: 9 }).length;
  }
  return { route, files: bodies.size, gzipKb: round2(gzip / 1024) };
}

/** The page's HTML as a guest's browser receives it: raw, and gzipped as the edge compresses it. */
export function pageWeight(route, body) {
  return { route, kb: round2(body.length / 1024), gzipKb: round2(gzipSync(body, { level: 6 }).length / 1024) };
}
