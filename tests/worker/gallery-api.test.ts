import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { GalleryItem } from "~/domain/api-types";
import { adminGallery } from "./admin-api-fixtures";
import { ADMIN_KEY, clearReadCache, fakeAdmin, json, modes, request, safeJson, upstreamEnv } from "./read-harness";

beforeEach(clearReadCache);
afterEach(() => vi.restoreAllMocks());

describe.each(modes)("gallery API, $mode origin", ({ mode, bindings }) => {
  beforeEach(() => {
    if (mode === "upstream") fakeAdmin({ "GET /api/gallery": () => json({ data: adminGallery }) });
  });

  it("answers { data: GalleryItem[] } with our own /media/gallery URLs", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const response = await request("/api/gallery", {}, bindings);
    expect(response.status).toBe(200);
    const { data } = await safeJson<{ data: GalleryItem[] }>(response);
    expect(data.length).toBeGreaterThanOrEqual(mode === "embedded" ? 12 : 3);
    for (const item of data) {
      expect(item.source).toMatch(/^\/media\/gallery\/[\w.-]+$/);
      expect(item.alt_name.length).toBeGreaterThan(0);
      expect(item.heading.length).toBeGreaterThan(0);
    }
  });
});

describe("gallery API, embedded seed", () => {
  it("has at least 12 items pointing at the bundled illustrations, with unique ids", async () => {
    const { data } = await safeJson<{ data: GalleryItem[] }>(await request("/api/gallery"));
    expect(new Set(data.map((item) => item.id)).size).toBe(data.length);
    expect(data.map((item) => item.source)).toContain("/media/gallery/ghat-aarti.svg");
  });
});

describe("gallery API, upstream contract", () => {
  it("reads data from GET /api/gallery with the key, and hides the admin host from the browser", async () => {
    const admin = fakeAdmin({ "GET /api/gallery": () => json({ data: adminGallery }) });
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const { data } = await safeJson<{ data: GalleryItem[] }>(await request("/api/gallery", {}, upstreamEnv));
    expect(admin.calls[0].headers.get("X-API-KEY")).toBe(ADMIN_KEY);
    expect(data).toEqual([
      { id: 1, source: "/media/gallery/pool.jpg", alt_name: "The pool", heading: "Pool" },
      { id: 2, source: "/media/gallery/lobby.jpg", alt_name: "The lobby", heading: "Lobby" },
      { id: 3, source: "/media/gallery/garden.webp", alt_name: "The garden", heading: "Garden" },
    ]);
    // A picture on a foreign host cannot be served through /media: left out, and said so in the log.
    expect(warn.mock.calls.some((args) => String(args[0]).includes("unusable_gallery_image"))).toBe(true);
  });
});
