/**
 * WebP copies of the site's SVG illustrations, rendered by the build (vite/illustration-rasters.ts)
 * at these widths. A page's first, largest picture uses them: a phone paints a decoded WebP at once,
 * while a large vector scene must first be rasterized, which a slow or busy phone's CPU can hold back
 * for seconds (the first screen's largest paint waited on it). Smaller and later pictures stay SVG.
 */
export const RASTER_WIDTHS = [640, 1280] as const;

const illustration = /^(\/illustrations\/[\w/-]+)\.svg$/;

/** The WebP copy of an illustration at a width: `/illustrations/hero/river.svg` → `…/river-640.webp`. */
export function rasterPath(svgPath: string, width: number): string | null {
  const match = illustration.exec(svgPath);
  return match ? `${match[1]}-${width}.webp` : null;
}

/** A `srcset` of the illustration's WebP copies, or null for a picture the build does not render. */
export function rasterSrcSet(svgPath: string): string | null {
  if (!illustration.test(svgPath)) return null;
  return RASTER_WIDTHS.map((width) => `${rasterPath(svgPath, width)} ${width}w`).join(", ");
}
