import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // Each page carries only its own routes; the links it shows are discovered in one request after
  // hydration. The whole manifest (the desk's routes included) would cost every public page several
  // KB of JavaScript for pages a guest never opens (docs/decisions/0005-paint-first.md).
  routeDiscovery: { mode: "lazy" },
  // BUILD_DIR lets several builds (parallel work, the benchmark) live side by side.
  buildDirectory: process.env.BUILD_DIR ?? "build",
} satisfies Config;
