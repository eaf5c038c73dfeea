import { describe, expect, it } from "vitest";
import { OriginUnavailableError } from "~/server/app-services";
import type { GalleryItem } from "~/domain/api-types";
import { loadGallery } from "./load-gallery.server";

const photo: GalleryItem = { id: 1, source: "/media/gallery/pool.svg", alt_name: "The pool", heading: "Swimming Pool" };

describe("loadGallery", () => {
  it("returns the photos from the gallery service", async () => {
    await expect(loadGallery({ list: async () => [photo] })).resolves.toEqual({ status: "ready", items: [photo] });
  });

  it("answers an honest 503 with Retry-After when the origin is unavailable", async () => {
    const result = await loadGallery({
      list: async () => {
        throw new OriginUnavailableError();
      },
    });
    expect(result).toMatchObject({ data: { status: "unavailable" }, init: { status: 503 } });
    expect(new Headers((result as { init?: ResponseInit }).init?.headers).get("Retry-After")).toBe("300");
  });

  it("lets unexpected errors reach the error boundary", async () => {
    const failure = new TypeError("bug");
    await expect(
      loadGallery({
        list: async () => {
          throw failure;
        },
      }),
    ).rejects.toBe(failure);
  });
});

describe("loadGallery on a Hindi page", () => {
  const seeded: GalleryItem = { id: 3, source: "/media/gallery/pool.svg", alt_name: "The pool at day", heading: "Swimming Pool" };

  it("names the hotel's own illustrations in Hindi", async () => {
    const result = await loadGallery({ list: async () => [seeded] }, "hi");
    expect(result).toEqual({ status: "ready", items: [{ ...seeded, heading: "स्विमिंग पूल", alt_name: expect.stringMatching(/पूल/) }] });
  });

  it("shows what staff wrote as they wrote it: their own photos, and a heading they changed", async () => {
    const staffPhoto: GalleryItem = { id: 9, source: "/media/photos/abc/800.webp", alt_name: "Our new lawn", heading: "Swimming Pool" };
    const renamed: GalleryItem = { ...seeded, heading: "The Pool Deck" };
    await expect(loadGallery({ list: async () => [staffPhoto, renamed] }, "hi")).resolves.toEqual({
      status: "ready",
      items: [staffPhoto, renamed],
    });
  });

  it("leaves the English page as it is", async () => {
    await expect(loadGallery({ list: async () => [seeded] }, "en")).resolves.toEqual({ status: "ready", items: [seeded] });
  });
});
