import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import UnoCSS from "unocss/vite";
import { defineConfig } from "vite";
import { clientChunkModules } from "./vite/client-chunk-modules";
import { iconSprite } from "./vite/icon-sprite";
import { illustrationRasters } from "./vite/illustration-rasters";
import { preloadHelperStub } from "./vite/preload-helper-stub";
import { shellChunk } from "./vite/shell-chunk";

export default defineConfig({
  plugins: [UnoCSS(), cloudflare({ viteEnvironment: { name: "ssr" } }), reactRouter(), clientChunkModules(), illustrationRasters(), iconSprite(), preloadHelperStub(), shellChunk()],
  resolve: { tsconfigPaths: true },
  // No preload helper: the parts that load after the first paint (deferred.tsx) fetch their own
  // imports as the browser finds them, which costs them one round trip late in the page's life and
  // keeps the helper and its dependency lists (about 1 KB gzipped) out of every first download.
  build: { modulePreload: false },
});
