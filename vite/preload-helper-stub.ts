import type { Plugin } from "vite";

/** The helper's chunk, and the chunks that hand it a list of dependencies to fetch. */
const HELPER_CHUNK = /(^|\/)preload-helper-[\w-]+\.js$/;
const DEPENDENCY_LIST = "__vite__mapDeps";
const HELPER_EXPORT = /export\s*\{\s*([\w$]+)\s+as\s+([\w$]+)\s*\};?\s*$/;

/**
 * The helper's code when every lazily loaded chunk brings nothing to fetch beside it: run the import.
 * Null when `code` is not the helper as Vite writes it (one export, at the end).
 */
export function stubbedPreloadHelper(code: string): string | null {
  const exported = HELPER_EXPORT.exec(code);
  return exported ? `const ${exported[1]}=(e)=>e();export{${exported[1]} as ${exported[2]}};\n` : null;
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
      const listing = chunks.filter((chunk) => chunk.code.includes(DEPENDENCY_LIST)).map((chunk) => chunk.fileName);
      if (listing.length > 0) this.error(`The preload helper is needed: ${listing.join(", ")} hand it dependencies to fetch.`);
      const stub = stubbedPreloadHelper(helper.code);
      if (!stub) this.error(`${helper.fileName} is not the preload helper as Vite writes it; update vite/preload-helper-stub.ts.`);
      helper.code = stub;
      helper.map = null;
    },
  };
}
