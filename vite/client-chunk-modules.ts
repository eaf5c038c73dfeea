import { writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import type { Plugin } from "vite";

/** Where the client build's chunk → source module list is written, beside (never inside) build/client. */
export const chunkModulesFile = "client-chunk-modules.json";

/**
 * Writes which source modules went into each browser chunk, so the client-bundle check
 * (scripts/check-client-bundle.mjs) can prove no front desk module and no `jose` reached a public
 * page's JavaScript: minified chunks no longer carry their modules' names, the bundler knows them.
 */
export function clientChunkModules(): Plugin {
  let root = process.cwd();
  return {
    name: "client-chunk-modules",
    applyToEnvironment: (environment) => environment.name === "client",
    configResolved(config) {
      root = config.root;
    },
    generateBundle(options, bundle) {
      if (!options.dir) return;
      const chunks: Record<string, string[]> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== "chunk") continue;
        chunks[output.fileName] = output.moduleIds
          .filter((id) => !id.startsWith("\0"))
          .map((id) => relative(root, id.split("?")[0]).split("\\").join("/"));
      }
      writeFileSync(join(dirname(options.dir), chunkModulesFile), `${JSON.stringify(chunks, null, 1)}\n`);
    },
  };
}
