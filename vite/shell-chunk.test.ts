import { describe, expect, it } from "vitest";
import { type ModuleGraph, staticClosure } from "./shell-chunk";

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
