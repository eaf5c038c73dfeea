import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import UnoCSS from "unocss/vite";
import { defineConfig } from "vite";
import { clientChunkModules } from "./vite/client-chunk-modules";
import { illustrationRasters } from "./vite/illustration-rasters";

export default defineConfig({
  plugins: [UnoCSS(), cloudflare({ viteEnvironment: { name: "ssr" } }), reactRouter(), clientChunkModules(), illustrationRasters()],
  resolve: { tsconfigPaths: true },
});
