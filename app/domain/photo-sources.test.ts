import { describe, expect, it } from "vitest";
import { isPhotoId, parsePhotoVariant, photoJpegSrcSet, photoSourceSets, photoUrl, photoVariantPath } from "./photo-sources";

const id = "0123456789abcdef";

describe("photo sources", () => {
  it("names a photo by its mid-size JPEG, and parses every variant back", () => {
    expect(photoUrl(id)).toBe(`/media/photos/${id}-960.jpg`);
    expect(parsePhotoVariant(photoVariantPath(id, 480, "avif"))).toEqual({ id, width: 480, extension: "avif" });
    expect(parsePhotoVariant(`/media/photos/${id}-1600.webp`)).toEqual({ id, width: 1600, extension: "webp" });
  });

  it("refuses widths and formats it does not make, other ids and other folders", () => {
    expect(parsePhotoVariant(`/media/photos/${id}-1000.jpg`)).toBeNull();
    expect(parsePhotoVariant(`/media/photos/${id}-960.png`)).toBeNull();
    expect(parsePhotoVariant("/media/photos/0123-960.jpg")).toBeNull();
    expect(parsePhotoVariant(`/media/rooms/${id}-960.jpg`)).toBeNull();
    expect(isPhotoId(id)).toBe(true);
    expect(isPhotoId("0123456789ABCDEF")).toBe(false);
  });

  it("offers AVIF then WebP at every width, the JPEG widths on the image itself; nothing for illustrations", () => {
    expect(photoSourceSets(photoUrl(id))).toEqual([
      { type: "image/avif", srcSet: `/media/photos/${id}-480.avif 480w, /media/photos/${id}-960.avif 960w, /media/photos/${id}-1600.avif 1600w` },
      { type: "image/webp", srcSet: `/media/photos/${id}-480.webp 480w, /media/photos/${id}-960.webp 960w, /media/photos/${id}-1600.webp 1600w` },
    ]);
    expect(photoJpegSrcSet(photoUrl(id))).toBe(`/media/photos/${id}-480.jpg 480w, /media/photos/${id}-960.jpg 960w, /media/photos/${id}-1600.jpg 1600w`);
    expect(photoSourceSets("/media/rooms/deluxe-1.svg")).toBeNull();
    expect(photoJpegSrcSet("/media/rooms/deluxe-1.svg")).toBeNull();
  });
});
