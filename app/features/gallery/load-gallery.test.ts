import { describe, expect, it } from "vitest";
import { OriginUnavailableError } from "~/services/app-services";
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
