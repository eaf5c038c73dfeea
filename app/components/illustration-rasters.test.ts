import { describe, expect, it } from "vitest";
import { RASTER_WIDTHS, rasterPath, rasterSrcSet } from "./illustration-rasters";

describe("illustration rasters", () => {
  it("names each WebP copy after its SVG and width", () => {
    expect(rasterPath("/illustrations/hero/river.svg", 640)).toBe("/illustrations/hero/river-640.webp");
    expect(rasterSrcSet("/illustrations/hero/river.svg")).toBe(
      RASTER_WIDTHS.map((width) => `/illustrations/hero/river-${width}.webp ${width}w`).join(", "),
    );
  });

  it("renders only the site's own illustrations, not media, logos elsewhere or other formats", () => {
    expect(rasterSrcSet("/media/rooms/deluxe-1.svg")).toBeNull();
    expect(rasterSrcSet("/illustrations/hero/river.webp")).toBeNull();
    expect(rasterSrcSet("https://example.com/illustrations/x.svg")).toBeNull();
    expect(rasterPath("/illustrations/../secret.svg", 640)).toBeNull();
  });
});
