import type { ICON_SHAPES } from "./icon-shapes";

/**
 * The site's icons. Their shapes are one sprite of <symbol>s in a file of its own, made by the build
 * (vite/icon-sprite.ts), and every icon is a two-element <svg><use> pointing into it: the shapes are
 * not repeated for each of the dozens of icons a page shows, nor carried in every page's HTML (about
 * 1.7 KB gzipped each), and a guest downloads them once for the whole site. The file is named after
 * its content, so browsers keep it for good. An icon has a fixed size, so the moment its shapes
 * arrive never moves anything.
 */

declare const __ICON_SPRITE_URL__: string;

/** The sprite's address, set by the build (and by the test setup). */
export const iconSpriteUrl = __ICON_SPRITE_URL__;

export type IconName = keyof typeof ICON_SHAPES;

interface IconProps {
  name: IconName;
  /** Tailwind size classes; defaults to 1.25 rem square. */
  className?: string;
  /** Give a label only when the icon stands alone and means something; otherwise it is decorative. */
  label?: string;
}

export function Icon({ name, className = "h-5 w-5", label }: IconProps) {
  return (
    // Two attributes and one child: a page shows dozens of icons, and each attribute costs render time.
    <svg className={`shrink-0 ${className}`} {...(label ? { role: "img", "aria-label": label } : { "aria-hidden": true })}>
      <use href={`${iconSpriteUrl}#icon-${name}`} />
    </svg>
  );
}
