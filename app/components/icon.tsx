import { type ICON_SHAPES, iconSpriteMarkup } from "./icon-shapes";

/**
 * The site's icons. Each page carries the set once, as an inline sprite of <symbol>s (IconSprite in
 * the root layout), and every icon is a two-element <svg><use>: the shapes are not repeated for each
 * of the dozens of icons a page shows, which keeps the HTML and the DOM small. No request, so an icon
 * never arrives late or shifts layout.
 */

const SPRITE_ID = "icon-sprite";
let pageSprite: string | undefined;

/**
 * The server builds the sprite from the shapes; the browser takes it back from the page the server
 * sent. The sprite never changes after that, so shipping the shapes as JavaScript only to hydrate
 * them would add about 2 KB to every page's first download. The build drops the shapes from the
 * browser's bundle because `import.meta.env.SSR` is a constant there.
 */
function spriteMarkup(): string {
  if (import.meta.env.SSR) return iconSpriteMarkup();
  pageSprite ??= document.getElementById(SPRITE_ID)?.innerHTML ?? "";
  return pageSprite;
}

/** Rendered once per page by the root layout. */
export function IconSprite() {
  return (
    <svg
      id={SPRITE_ID}
      aria-hidden="true"
      focusable="false"
      width="0"
      height="0"
      className="absolute h-0 w-0 overflow-hidden"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of our own shapes, no input reaches it.
      dangerouslySetInnerHTML={{ __html: spriteMarkup() }}
    />
  );
}

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
      <use href={`#icon-${name}`} />
    </svg>
  );
}
