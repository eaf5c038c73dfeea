import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // The whole route manifest is in the first page: links then need no `data-discover` attribute
  // and no `/__manifest` request on a phone's slow network before they navigate. Lazy discovery
  // was tried and left a page's parts unhydrated (docs/decisions/0005-paint-first.md).
  routeDiscovery: { mode: "initial" },
  // BUILD_DIR lets several builds (parallel work, the benchmark) live side by side.
  buildDirectory: process.env.BUILD_DIR ?? "build",
} satisfies Config;
