/**
 * WebP copies of the site's SVG illustrations, rendered by the build (vite/illustration-rasters.ts)
 * at these widths, and what every illustration on a page shows. A browser decodes a WebP off the main
 * thread; an SVG picture is a document of its own that the page's thread builds, styles, lays out
 * and rasterizes, 10–40 ms each on a phone, in the same tasks that parse and hydrate the page (and the
 * first screen's largest paint once waited seconds on one). 960 serves a full-width card on a phone
 * (412 px at 1.75×) without reaching for the 1280 copy.
 */
export const RASTER_WIDTHS = [640, 960, 1280] as const;

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
