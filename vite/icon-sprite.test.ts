import { describe, expect, it } from "vitest";
import { ICON_SHAPES } from "../app/components/icon-shapes";
import { iconSpriteDefine, iconSpriteFile } from "./icon-sprite";

describe("the icon sprite file", () => {
  it("lives under the immutable /assets/, named after its content, and holds a symbol for every icon", () => {
    const { path, source } = iconSpriteFile();
    expect(path).toMatch(/^\/assets\/icons-[\w-]{10}\.svg$/);
    expect(source.startsWith('<svg xmlns="http://www.w3.org/2000/svg">')).toBe(true);
    for (const name of Object.keys(ICON_SHAPES)) expect(source).toContain(`<symbol id="icon-${name}"`);
    expect(iconSpriteFile()).toEqual({ path, source });
  });

  it("is the address the browser's and the server's code are built with", () => {
    expect(iconSpriteDefine()).toEqual({ __ICON_SPRITE_URL__: JSON.stringify(iconSpriteFile().path) });
    // The setup every test project shares (tests/setup/build-constants.ts) sets it as the build does.
    expect(__ICON_SPRITE_URL__).toBe(iconSpriteFile().path);
  });
});

declare const __ICON_SPRITE_URL__: string;
