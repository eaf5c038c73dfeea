import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // BUILD_DIR lets several builds (parallel work, the benchmark) live side by side.
  buildDirectory: process.env.BUILD_DIR ?? "build",
} satisfies Config;
