import type { Plugin } from "vite";

/** The helper's chunk, and the chunks that hand it a list of dependencies to fetch. */
const HELPER_CHUNK = /(^|\/)preload-helper-[\w-]+\.js$/;
const DEPENDENCY_LIST = "__vite__mapDeps";
/** The event the real helper dispatches: found in a chunk, the helper is in that chunk and escaped the stub. */
const HELPER_MARKER = "vite:preloadError";
const HELPER_EXPORT = /export\s*\{\s*([\w$]+)\s+as\s+([\w$]+)\s*\};?\s*$/;

/**
 * The helper's code when every lazily loaded chunk brings nothing to fetch beside it: run the import.
 * Null when `code` is not the helper as Vite writes it (one export, at the end).
 */
export function stubbedPreloadHelper(code: string): string | null {
  const exported = HELPER_EXPORT.exec(code);
  return exported ? `const ${exported[1]}=(e)=>e();export{${exported[1]} as ${exported[2]}};\n` : null;
}

/** A chunk of the browser's build as the stub's checks read it. */
export interface BuiltChunk {
  fileName: string;
  code: string;
}

/**
 * Why the stub cannot stand in for the helper, or null when it can: a chunk hands the helper a list of
 * dependencies (a lazily loaded chunk that brings a stylesheet, which the real helper would insert), or
 * the helper was bundled into another chunk, where the stub cannot find it and the real helper ships.
 */
export function stubBlocker(chunks: readonly BuiltChunk[]): string | null {
  const listing = chunks.filter((chunk) => chunk.code.includes(DEPENDENCY_LIST)).map((chunk) => chunk.fileName);
  if (listing.length > 0) return `The preload helper is needed: ${listing.join(", ")} hand it dependencies to fetch.`;
  const merged = chunks
    .filter((chunk) => !HELPER_CHUNK.test(chunk.fileName) && chunk.code.includes(HELPER_MARKER))
    .map((chunk) => chunk.fileName);
  return merged.length > 0 ? `The preload helper is bundled into ${merged.join(", ")}; keep it in its own chunk.` : null;
}

/**
 * Vite wraps every dynamic import of the browser's build in its preload helper, which fetches the
 * imported chunk's dependencies and stylesheets alongside it. This build preloads no dependencies
 * (`build.modulePreload: false`, decision 0005) and no lazily loaded chunk brings a stylesheet, so
 * every call passes an empty list and the helper, about 0.9 KB gzipped in every page's first
 * download, only runs the import: that is all its stub does. The build stops if a chunk ever hands
 * the helper a list, which would need the real one. (The stub keeps the helper's file name, which
 * names the helper's own content: should the real helper ever come back with the same content, give
 * it a new name, or browsers may run the stub they keep for a year.)
 */
export function preloadHelperStub(): Plugin {
  return {
    name: "preload-helper-stub",
    enforce: "post",
    applyToEnvironment: (environment) => environment.name === "client",
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((output) => output.type === "chunk");
      const helper = chunks.find((chunk) => HELPER_CHUNK.test(chunk.fileName));
      if (!helper) return;
      const stub = stubbedPreloadHelper(helper.code);
      if (!stub) this.error(`${helper.fileName} is not the preload helper as Vite writes it; update vite/preload-helper-stub.ts.`);
      helper.code = stub;
      helper.map = null;
    },
    // Vite writes the lists into the chunks in its own last step, after this plugin's generateBundle:
    // the chunks are read once they are final.
    writeBundle(_options, bundle) {
      const blocker = stubBlocker(Object.values(bundle).filter((output) => output.type === "chunk"));
      if (blocker) this.error(blocker);
    },
  };
}
