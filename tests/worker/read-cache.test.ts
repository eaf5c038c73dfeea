import { env } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { GalleryItem, Room } from "~/domain/api-types";
import { hotel } from "~/content/hotel";
import { FRESH_MS, STALE_MS } from "../../app/server/kv-cache.server";
import { cacheKey } from "../../app/server/cache-keys.server";
import { adminGallery, adminRooms } from "./admin-api-fixtures";
import { clearReadCache, fakeAdmin, json, originFailures, request, safeJson, upstreamEnv } from "./read-harness";

/**
 * The read cache (product-rules.md: Read cache) through the API in upstream mode: KV fresh 5 min,
 * stale up to 7 days, honest 503 when cold.
 */
beforeEach(clearReadCache);
afterEach(() => vi.restoreAllMocks());

const roomsKey = cacheKey("upstream", "rooms");

const staleRoom: Room = {
  id: 1,
  name: "Deluxe Room",
  room_type_name: "Deluxe Room",
  short_description: "Cached copy",
  brief_description: "<p>Cached</p>",
  home_description: "Cached",
  room_price: 4000,
  main_image: "/media/rooms/deluxe-1.svg",
  gallery_images: [],
  room_features: [],
};

async function seedCache(key: string, value: unknown, ageMs: number) {
  await env.CACHE.put(key, JSON.stringify({ value, fetchedAt: Date.now() - ageMs }));
}

async function cachedEntry<T = unknown>(key: string) {
  return env.CACHE.get<{ value: T; fetchedAt: number }>(key, "json");
}

function quietLogs() {
  return vi.spyOn(console, "warn").mockImplementation(() => {});
}

describe("read cache (product-rules.md: Read cache)", () => {
  it("stores a cold read and answers the next request from KV without calling the origin", async () => {
    const admin = fakeAdmin({ "GET /api/rooms": () => json({ data: adminRooms }) });
    quietLogs();
    const first = await safeJson<{ data: Room[] }>(await request("/api/rooms", {}, upstreamEnv));
    const second = await safeJson<{ data: Room[] }>(await request("/api/rooms", {}, upstreamEnv));
    expect(admin.calls).toHaveLength(1);
    expect(second).toEqual(first);
    const entry = await cachedEntry(roomsKey);
    expect(entry?.value).toEqual(first.data);
    expect(typeof entry?.fetchedAt).toBe("number");
  });

  it("answers a stale entry at once and refreshes it in the background", async () => {
    const admin = fakeAdmin({ "GET /api/rooms": () => json({ data: adminRooms }) });
    quietLogs();
    await seedCache(roomsKey, [staleRoom], FRESH_MS + 60_000);
    const { data } = await safeJson<{ data: Room[] }>(await request("/api/rooms", {}, upstreamEnv));
    expect(data).toEqual([staleRoom]);
    expect(admin.calls).toHaveLength(1);
    const refreshed = await cachedEntry<Room[]>(roomsKey);
    expect(refreshed?.value.map((room) => room.id)).toEqual([1, 2, 3, 4]);
    expect(Date.now() - (refreshed?.fetchedAt ?? 0)).toBeLessThan(FRESH_MS);
  });

  it.each(originFailures)("serves the stale copy when the origin is %s, and keeps it", async (_kind, failure) => {
    fakeAdmin({ "GET /api/rooms": failure, "GET /api/gallery": failure });
    const warn = quietLogs();
    const fetchedAt = Date.now() - 2 * 24 * 60 * 60 * 1000;
    await env.CACHE.put(roomsKey, JSON.stringify({ value: [staleRoom], fetchedAt }));
    const response = await request("/api/rooms", {}, upstreamEnv);
    expect(response.status).toBe(200);
    expect(await safeJson(response)).toEqual({ data: [staleRoom] });
    expect((await cachedEntry(roomsKey))?.fetchedAt).toBe(fetchedAt);
    expect(warn.mock.calls.some((args) => String(args[0]).includes("origin_refresh_failed"))).toBe(true);
  });

  it.each(originFailures)("answers 503 JSON with the hotel's phone when cold and the origin is %s", async (_kind, failure) => {
    fakeAdmin({ "GET /api/rooms": failure, "GET /api/rooms/2": failure, "GET /api/gallery": failure });
    quietLogs();
    for (const path of ["/api/rooms", "/api/rooms/2", "/api/gallery"]) {
      const response = await request(path, {}, upstreamEnv);
      expect(response.status).toBe(503);
      expect(response.headers.get("Content-Type")).toContain("application/json");
      const body = await safeJson<{ error: { code: string; message: string } }>(response);
      expect(body.error.code).toBe("origin_unavailable");
      expect(body.error.message).toContain(hotel.phones.primary.display);
    }
  });

  it("treats an entry older than 7 days as gone", async () => {
    const admin = fakeAdmin({ "GET /api/rooms": () => json({ message: "down" }, 502) });
    quietLogs();
    await seedCache(roomsKey, [staleRoom], STALE_MS + 60_000);
    expect((await request("/api/rooms", {}, upstreamEnv)).status).toBe(503);
    expect(admin.calls).toHaveLength(1);
  });

  it("caches each room and the gallery under their own keys", async () => {
    const admin = fakeAdmin({
      "GET /api/rooms/3": () => json({ data: adminRooms[2] }),
      "GET /api/gallery": () => json({ data: adminGallery }),
    });
    quietLogs();
    for (let i = 0; i < 3; i++) {
      expect((await request("/api/rooms/3", {}, upstreamEnv)).status).toBe(200);
      expect((await request("/api/gallery", {}, upstreamEnv)).status).toBe(200);
    }
    expect(admin.calls).toHaveLength(2);
    const gallery = await cachedEntry<GalleryItem[]>(cacheKey("upstream", "gallery"));
    expect(gallery?.value).toHaveLength(3);
    expect((await cachedEntry(cacheKey("upstream", "room", 3)))?.value).toMatchObject({ id: 3 });
  });

  it("does not store a room that does not exist, and forgets one that disappeared", async () => {
    fakeAdmin({ "GET /api/rooms/4": () => json({ data: null }) });
    const key = cacheKey("upstream", "room", 4);
    await seedCache(key, { ...staleRoom, id: 4 }, FRESH_MS + 1000);
    expect((await request("/api/rooms/4", {}, upstreamEnv)).status).toBe(200);
    expect(await cachedEntry(key)).toBeNull();
    expect((await request("/api/rooms/4", {}, upstreamEnv)).status).toBe(404);
  });

  it("keeps embedded and upstream data apart", async () => {
    fakeAdmin({ "GET /api/rooms": () => json({ data: adminRooms }) });
    quietLogs();
    await request("/api/rooms", {}, upstreamEnv);
    const embedded = await safeJson<{ data: Room[] }>(await request("/api/rooms"));
    expect(embedded.data[0].main_image).toBe("/media/rooms/deluxe-1.svg");
    expect(await cachedEntry(cacheKey("embedded", "rooms"))).not.toBeNull();
  });
});
