import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // A page carries only its own routes; the browser asks for the routes behind its links once every
  // part of the page has hydrated, or for one route when the guest follows a link before that
  // (app/route-discovery.ts, docs/decisions/0005-paint-first.md). Creating the router over all the
  // routes, the desk's included, was the longest task of a page's start on a phone.
  routeDiscovery: { mode: "lazy" },
  // BUILD_DIR lets several builds (parallel work, the benchmark) live side by side.
  buildDirectory: process.env.BUILD_DIR ?? "build",
} satisfies Config;
