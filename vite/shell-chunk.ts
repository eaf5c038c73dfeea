import { resolve } from "node:path";
import type { Plugin } from "vite";

/** The part of the bundler's module graph the grouping reads. */
export interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/** `from` and every module it imports statically, directly or through others: what loads whenever it loads. */
export function staticClosure(from: string, graph: ModuleGraph): Set<string> {
  const seen = new Set<string>();
  const pending = [from];
  while (pending.length > 0) {
    const id = pending.pop() as string;
    if (seen.has(id)) continue;
    seen.add(id);
    for (const next of graph.getModuleInfo(id)?.importedIds ?? []) pending.push(next);
  }
  return seen;
}

/** The chunk's name; the bundler adds the hash. */
export const SHELL_CHUNK = "shell";

/**
 * Modules the root pulls in that must keep their own place. Stylesheets stay with the root route, so
 * the site's stylesheet is the root's, linked once in the page's head: in the shell chunk it would be
 * a stylesheet of a chunk that lazily loaded parts import, and Vite's preload helper would insert it a
 * second time when the first of them loads (a second full restyle of the page on a phone). The preload
 * helper stays its own chunk so that `vite/preload-helper-stub.ts` can find and replace it.
 */
const KEEPS_ITS_PLACE = [/\.css($|\?)/, /vite\/preload-helper/];

/** Whether a module of the root's static closure goes into the shell chunk. */
export function belongsInShell(id: string, rootModule: string, shell: ReadonlySet<string>): boolean {
  return id !== rootModule && shell.has(id) && !KEEPS_ITS_PLACE.some((pattern) => pattern.test(id));
}

/**
 * Puts every module the root route imports statically (the header, the menu, the hotel's identity,
 * the words, React Router's browser half) into one browser chunk. Every page loads all of them
 * anyway, since the root wraps every page; left to itself the bundler split them into about twenty
 * files of a few hundred bytes each, and each file costs a phone a request and its own import and
 * export lines. As one file the home page's first JavaScript went from 28 files and 131.5 KB to 10
 * files and 126.3 KB (gzipped), and every other page lost the same 18 files and about 5 KB.
 * Nothing moves into a page that did not load it before: only what the root already pulls in.
 */
export function shellChunk(): Plugin {
  let rootModule = "";
  return {
    name: "shell-chunk",
    configResolved(config) {
      rootModule = resolve(config.root, "app/root.tsx");
    },
    configEnvironment(name) {
      if (name !== "client") return;
      let shell: Set<string> | null = null;
      return {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  {
                    name(id: string, graph: ModuleGraph) {
                      shell ??= staticClosure(rootModule, graph);
                      // The root module stays its own route chunk, as React Router's manifest expects.
                      return belongsInShell(id, rootModule, shell) ? SHELL_CHUNK : null;
                    },
                  },
                ],
              },
            },
          },
        },
      };
    },
  };
}
