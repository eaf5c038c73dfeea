import { describe, expect, it } from "vitest";
import { belongsInShell, type ModuleGraph, staticClosure } from "./shell-chunk";

function graphOf(edges: Record<string, string[]>): ModuleGraph {
  return { getModuleInfo: (id) => (id in edges ? { importedIds: edges[id] } : null) };
}

describe("staticClosure: what loads whenever the root loads", () => {
  it("follows static imports through other modules, cycles included, and stops there", () => {
    const graph = graphOf({
      root: ["header", "words"],
      header: ["icon", "words"],
      icon: [],
      words: ["header"],
      footer: ["icon"],
    });
    expect([...staticClosure("root", graph)].sort()).toEqual(["header", "icon", "root", "words"]);
  });

  it("leaves out a module only the others' dynamic imports reach (parts loaded later are not in the graph's importedIds)", () => {
    const graph = graphOf({ root: ["deferred"], deferred: [], "chat-launcher": ["icon"], icon: [] });
    expect(staticClosure("root", graph).has("chat-launcher")).toBe(false);
    expect(staticClosure("root", graph).has("icon")).toBe(false);
  });

  it("keeps a module the bundler does not know (an external) without following it", () => {
    expect([...staticClosure("root", graphOf({ root: ["virtual:external"] }))]).toEqual(["root", "virtual:external"]);
  });
});

describe("belongsInShell: what of the root's closure goes into the shell chunk", () => {
  const shell = new Set(["/app/root.tsx", "/app/header.tsx", "/app/fonts.css", "/__uno.css", "\0vite/preload-helper.js"]);

  it("takes the root's modules but not the root itself, which stays its own route chunk", () => {
    expect(belongsInShell("/app/header.tsx", "/app/root.tsx", shell)).toBe(true);
    expect(belongsInShell("/app/root.tsx", "/app/root.tsx", shell)).toBe(false);
  });

  it("leaves stylesheets with the root, so lazily loaded parts never insert the site's stylesheet again", () => {
    expect(belongsInShell("/app/fonts.css", "/app/root.tsx", shell)).toBe(false);
    expect(belongsInShell("/__uno.css", "/app/root.tsx", shell)).toBe(false);
  });

  it("leaves the preload helper its own chunk, where its stub replaces it", () => {
    expect(belongsInShell("\0vite/preload-helper.js", "/app/root.tsx", shell)).toBe(false);
  });

  it("takes nothing outside the root's closure", () => {
    expect(belongsInShell("/app/site/home/home-content.tsx", "/app/root.tsx", shell)).toBe(false);
  });
});
