/**
 * The shapes of the site's icons on a 24-unit grid with round strokes, so every icon shares one
 * weight and inherits `currentColor`, and the sprite of <symbol>s they make: a file of its own that
 * the build writes (vite/icon-sprite.ts). Only the build reads this module: the browser's JavaScript
 * names an icon, never its shapes (see icon.tsx).
 */
export const ICON_SHAPES = {
  wifi:
    '<path d="M5 12.55a11 11 0 0 1 14 0"/><path d="M1.5 9a16 16 0 0 1 21 0"/><path d="M8.5 16.05a6 6 0 0 1 7 0"/><path d="M12 20h.01"/>',
  tv:
    '<rect x="2" y="7" width="20" height="14" rx="2"/><path d="M17 2l-5 5-5-5"/>',
  ac:
    '<rect x="2" y="4" width="20" height="9" rx="2"/><path d="M6 9h12M7 16v3M12 16v5M17 16v3"/>',
  heater:
    '<path d="M12 2c1 3 4 5 4 9a4 4 0 0 1-8 0c0-2 1-3 2-4 0 2 1 3 2 3 0-3-1-5 0-8z"/><path d="M5 21h14"/>',
  phone:
    '<path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1.9.4 1.8.7 2.7a2 2 0 0 1-.5 2.1L8 9.8a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.7.7a2 2 0 0 1 1.7 2z"/>',
  laundry:
    '<rect x="3" y="2" width="18" height="20" rx="2"/><circle cx="12" cy="13" r="5"/><path d="M7 6h.01M10 6h.01"/>',
  bed:
    '<path d="M2 20v-8a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2v8M2 17h20"/><path d="M4 10V6a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2v4M7 10V8h4v2M13 10V8h4v2"/>',
  users:
    '<path d="M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2"/><circle cx="9" cy="7" r="4"/><path d="M22 21v-2a4 4 0 0 0-3-3.9M16 3.1a4 4 0 0 1 0 7.8"/>',
  ruler:
    '<path d="M21.3 15.3 8.7 2.7a1 1 0 0 0-1.4 0L2.7 7.3a1 1 0 0 0 0 1.4l12.6 12.6a1 1 0 0 0 1.4 0l4.6-4.6a1 1 0 0 0 0-1.4z"/><path d="M7.5 10.5l2-2M10.5 13.5l2-2M13.5 16.5l2-2"/>',
  pool:
    '<path d="M9 14V5a2 2 0 0 0-2-2M15 14V5a2 2 0 0 0-2-2M9 7h6M9 11h6"/><path d="M2 17c1.5 0 2.5-1 4-1s2.5 1 4 1 2.5-1 4-1 2.5 1 4 1 2.5-1 4-1"/><path d="M2 21c1.5 0 2.5-1 4-1s2.5 1 4 1 2.5-1 4-1 2.5 1 4 1 2.5-1 4-1"/>',
  spa:
    '<path d="M12 20c-4 0-8-2-9-6 3 0 6 1 9 4 3-3 6-4 9-4-1 4-5 6-9 6z"/><path d="M12 18c-2-2-3-4-3-7 0-2 1-4 3-6 2 2 3 4 3 6 0 3-1 5-3 7z"/>',
  gym:
    '<path d="M6 5v14M18 5v14M3 8v8M21 8v8M6 12h12"/>',
  dining:
    '<path d="M7 2v20M4 2v6a3 3 0 0 0 6 0V2"/><path d="M17 22V2c-2 1-3 4-3 7s1 4 3 4"/>',
  parking:
    '<rect x="3" y="3" width="18" height="18" rx="3"/><path d="M9 17V7h4a3 3 0 0 1 0 6H9"/>',
  concierge:
    '<path d="M4 18a8 8 0 0 1 16 0M2 18h20M2 21h20"/><circle cx="12" cy="7.5" r="1.5"/>',
  "room-service":
    '<path d="M3 17a9 9 0 0 1 18 0M1.5 17h21M12 8V6M10 6h4"/><path d="M6 20h12"/>',
  calendar:
    '<rect x="3" y="4" width="18" height="18" rx="2"/><path d="M16 2v4M8 2v4M3 10h18"/>',
  clock:
    '<circle cx="12" cy="12" r="10"/><path d="M12 6v6l4 2"/>',
  "map-pin":
    '<path d="M20 10c0 6-8 12-8 12s-8-6-8-12a8 8 0 0 1 16 0z"/><circle cx="12" cy="10" r="3"/>',
  mail:
    '<rect x="2" y="4" width="20" height="16" rx="2"/><path d="M22 7l-10 6L2 7"/>',
  whatsapp:
    '<path d="M3 21l1.65-4.95A9 9 0 1 1 7.95 19.35z"/><path d="M9 9.5c0 3 2.5 5.5 5.5 5.5l1-1.5-2-1-1 1c-1-.5-2-1.5-2.5-2.5l1-1-1-2z"/>',
  chat:
    '<path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12zM8.5 12h.01M12 12h.01M15.5 12h.01"/>',
  "chevron-left":
    '<path d="M15 18l-6-6 6-6"/>',
  "chevron-right":
    '<path d="M9 18l6-6-6-6"/>',
  "chevron-down":
    '<path d="M6 9l6 6 6-6"/>',
  close:
    '<path d="M18 6L6 18M6 6l12 12"/>',
  play:
    '<path d="M7 4v16l13-8z" fill="currentColor"/>',
  pause:
    '<path d="M8 5v14M16 5v14" stroke-width="3"/>',
  star:
    '<path d="M12 2l3.1 6.3 6.9 1-5 4.8 1.2 6.9-6.2-3.2-6.2 3.2 1.2-6.9-5-4.8 6.9-1z" fill="currentColor"/>',
  check:
    '<path d="M20 6L9 17l-5-5"/>',
  "arrow-up":
    '<path d="M12 19V5M5 12l7-7 7 7"/>',
  menu:
    '<path d="M4 6h16M4 12h16M4 18h16"/>',
  facebook:
    '<path d="M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z"/>',
  instagram:
    '<rect x="2" y="2" width="20" height="20" rx="5"/><path d="M16 11.4A4 4 0 1 1 12.6 8 4 4 0 0 1 16 11.4zM17.5 6.5h.01"/>',
  linkedin:
    '<path d="M16 8a6 6 0 0 1 6 6v7h-4v-7a2 2 0 0 0-4 0v7h-4v-7a6 6 0 0 1 6-6z"/><rect x="2" y="9" width="4" height="12"/><circle cx="4" cy="4" r="2"/>',
  youtube:
    '<path d="M22.5 6.4a2.8 2.8 0 0 0-1.9-2C18.9 4 12 4 12 4s-6.9 0-8.6.5a2.8 2.8 0 0 0-2 2A29 29 0 0 0 1 12a29 29 0 0 0 .5 5.6 2.8 2.8 0 0 0 1.9 2c1.7.4 8.6.4 8.6.4s6.9 0 8.6-.5a2.8 2.8 0 0 0 1.9-2 29 29 0 0 0 .5-5.5 29 29 0 0 0-.5-5.6z"/><path d="M9.8 15.5l5.7-3.5-5.7-3.5z"/>',
  globe:
    '<circle cx="12" cy="12" r="10"/><path d="M2 12h20M12 2a15 15 0 0 1 4 10 15 15 0 0 1-4 10 15 15 0 0 1-4-10 15 15 0 0 1 4-10z"/>',
} as const satisfies Record<string, string>;

let sprite: string | undefined;

/** The sprite's <symbol>s, one per icon. */
export function iconSpriteMarkup(): string {
  sprite ??= Object.entries(ICON_SHAPES)
    .map(
      ([name, shapes]) =>
        // The stroke style lives here once, not on each icon: a <use> copy of a symbol keeps its attributes.
        `<symbol id="icon-${name}" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.75" stroke-linecap="round" stroke-linejoin="round">${shapes}</symbol>`,
    )
    .join("");
  return sprite;
}

/** The sprite file: an SVG document of the symbols, drawn by nothing itself. */
export function iconSpriteDocument(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg">${iconSpriteMarkup()}</svg>\n`;
}
