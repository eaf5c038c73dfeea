import { iconSpriteFile } from "../../vite/icon-sprite";

// The constants the build writes into the code (vite/icon-sprite.ts), for code tested without it.
Object.assign(globalThis, { __ICON_SPRITE_URL__: iconSpriteFile().path });
