import { existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { postJson } from "../post-json";

/**
 * Which modules a module brings into its chunk: its static value imports (not `import type`, not
 * `import()`), followed through the app, as the bundler follows them.
 */
function staticGraph(entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(file, "utf8");
    for (const [, clause, specifier] of source.matchAll(/^(?:import|export)\s+([^;]*?)\s*from\s+"([^"]+)"/gm)) {
      if (/^type\s/.test(clause) || !(specifier.startsWith(".") || specifier.startsWith("~/"))) continue;
      const base = specifier.startsWith("~/") ? resolve("app", specifier.slice(2)) : resolve(dirname(file), specifier);
      const found = ["", ".ts", ".tsx", "/index.ts"].map((ending) => `${base}${ending}`).find((path) => existsSync(path) && !path.endsWith("/"));
      if (found) visit(found);
    }
  };
  visit(resolve(entry));
  return seen;
}

describe("the chat's languages (product-rules.md: Hindi)", () => {
  it("keeps every Hindi module out of the panel's own chunk: Hindi loads on demand, on Hindi pages only", () => {
    const chunk = [...staticGraph(join("app", "booking", "chat", "chat-panel.tsx"))];
    expect(chunk.some((file) => file.endsWith("chat-machine.ts"))).toBe(true);
    expect(chunk.filter((file) => /\.hi\.(tsx?|json)$/.test(file))).toEqual([]);
    const launcher = [...staticGraph(join("app", "booking", "chat", "chat-launcher.tsx"))];
    expect(launcher.filter((file) => /chat-(panel|replies|machine)|\.hi\.(tsx?|json)$/.test(file))).toEqual([]);
  });

  it("the Hindi pack adds only Hindi words, and the little code that writes Hindi, to what the panel has", () => {
    const panel = staticGraph(join("app", "booking", "chat", "chat-panel.tsx"));
    const pack = [...staticGraph(join("app", "booking", "chat", "chat-replies.hi.ts"))].filter((file) => !panel.has(file));
    const added = pack.map((file) => file.replace(/.*\/app\//, ""));
    expect(added).toContain("booking/chat/chat-facts.hi.ts");
    const code = [
      "content/hindi-names.ts",
      "content/hotel-in-lang.ts",
      "content/in-hindi.ts",
      "content/words-over-copy.ts",
      "domain/calendar-days.ts",
      "i18n/hindi-pages.ts",
      "site/rooms/room-in-lang.ts",
    ];
    expect(added.filter((file) => !/\.hi\.(ts|json)$/.test(file) && !code.includes(file))).toEqual([]);
  });
});

describe("postJson", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("tells the API a Hindi page asks, and says nothing from an English page", async () => {
    const fetch = vi.fn(async () => new Response("{}", { status: 201 }));
    vi.stubGlobal("fetch", fetch);
    await postJson("/api/bookings", {}, { idempotencyKey: "k1", lang: "hi" });
    await postJson("/api/bookings", {}, { idempotencyKey: "k2", lang: "en" });
    await postJson("/api/bookings", {}, { idempotencyKey: "k3" });
    const headers = fetch.mock.calls.map((call) => (call as unknown as [string, RequestInit])[1].headers as Record<string, string>);
    expect(headers[0]["X-Page-Lang"]).toBe("hi");
    expect(headers[1]).not.toHaveProperty("X-Page-Lang");
    expect(headers[2]).not.toHaveProperty("X-Page-Lang");
  });
});
