import { describe, expect, it } from "vitest";
import { ICON_SHAPES, iconSpriteMarkup } from "./icon-shapes";

describe("iconSpriteMarkup", () => {
  const symbols = [...iconSpriteMarkup().matchAll(/<symbol id="icon-([\w-]+)" viewBox="0 0 24 24"[^>]*>(.*?)<\/symbol>/g)];

  it("holds one symbol on the 24-unit grid for every icon, each with shapes and no duplicate ids", () => {
    const ids = symbols.map((match) => match[1]);
    expect(ids).toEqual(Object.keys(ICON_SHAPES));
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBeGreaterThan(30);
    for (const [, , shapes] of symbols) expect(shapes).toMatch(/^<(path|rect|circle)\b/);
  });

  it("sets the stroke once on each symbol, so a <use> copy inherits the colour", () => {
    for (const [symbol] of symbols) {
      expect(symbol).toContain('stroke="currentColor"');
      expect(symbol).toContain('fill="none"');
    }
  });

  it("is built once and then the same string", () => {
    expect(iconSpriteMarkup()).toBe(iconSpriteMarkup());
  });
});
