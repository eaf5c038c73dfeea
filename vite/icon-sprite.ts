import { createHash } from "node:crypto";
import type { Plugin } from "vite";
import { iconSpriteDocument } from "../app/components/icon-shapes";

/**
 * The icons' sprite as a file of its own (app/components/icon.tsx): named after a hash of its
 * content under /assets/, which browsers keep for a year, so a guest downloads it once for the whole
 * site and a changed icon is a new file.
 */
export function iconSpriteFile(): { source: string; path: string } {
  const source = iconSpriteDocument();
  const hash = createHash("sha256").update(source).digest("base64url").slice(0, 10);
  return { source, path: `/assets/icons-${hash}.svg` };
}

/** `__ICON_SPRITE_URL__` for every build and test environment: the sprite's address. */
export function iconSpriteDefine(): Record<string, string> {
  return { __ICON_SPRITE_URL__: JSON.stringify(iconSpriteFile().path) };
}

/** Emits the sprite into the browser's build, serves it from the dev server, and names its address. */
export function iconSprite(): Plugin {
  const { source, path } = iconSpriteFile();
  return {
    name: "icon-sprite",
    config: () => ({ define: iconSpriteDefine() }),
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        if (request.url?.split("?")[0] !== path) return next();
        response.setHeader("Content-Type", "image/svg+xml");
        response.end(source);
      });
    },
    generateBundle() {
      if (this.environment.name !== "client") return;
      this.emitFile({ type: "asset", fileName: path.slice(1), source });
    },
  };
}
