import { env } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { OriginUnavailableError } from "~/server/app-services";
import { CONTENT_VERSION_KEY } from "./content-version.server";
import { createReadCache, FRESH_MS, STALE_MS } from "./kv-cache.server";

const KEY = "read:test:value";
let clock = 1_000_000_000_000;
let pending: Promise<unknown>[] = [];

function cache() {
  return createReadCache(env.CACHE, (promise) => pending.push(promise), () => clock);
}

async function settle() {
  await Promise.all(pending);
  pending = [];
}

beforeEach(async () => {
  await env.CACHE.delete(KEY);
  vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe("createReadCache (product-rules.md: Read cache)", () => {
  it("changes the content version (the page cache key) only when a refresh brings different data", async () => {
    await cache().read(KEY, async () => "same");
    await settle();
    const first = await env.CACHE.get(CONTENT_VERSION_KEY);
    clock += FRESH_MS;
    await cache().read(KEY, async () => "same");
    await settle();
    expect(await env.CACHE.get(CONTENT_VERSION_KEY)).toBe(first);
    clock += FRESH_MS;
    await cache().read(KEY, async () => "changed");
    await settle();
    const changed = await env.CACHE.get(CONTENT_VERSION_KEY);
    expect(changed).not.toBeNull();
    expect(changed).not.toBe(first);
  });

  it("stores {value, fetchedAt} and serves it without loading while fresh", async () => {
    const load = vi.fn(async () => ({ n: 1 }));
    expect(await cache().read(KEY, load)).toEqual({ n: 1 });
    await settle();
    expect(await env.CACHE.get(KEY, "json")).toEqual({ value: { n: 1 }, fetchedAt: clock });
    clock += FRESH_MS - 1;
    expect(await cache().read(KEY, load)).toEqual({ n: 1 });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("serves stale from the 5th minute on and refreshes once in the background", async () => {
    await cache().read(KEY, async () => "old");
    await settle();
    clock += FRESH_MS;
    const load = vi.fn(async () => "new");
    expect(await cache().read(KEY, load)).toBe("old");
    expect(load).toHaveBeenCalledTimes(1);
    await settle();
    expect(await cache().read(KEY, load)).toBe("new");
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("keeps serving stale for 7 days while the origin fails", async () => {
    await cache().read(KEY, async () => "kept");
    await settle();
    clock += STALE_MS - 1;
    expect(await cache().read(KEY, () => Promise.reject(new Error("down")))).toBe("kept");
    await settle();
    expect(await cache().read(KEY, () => Promise.reject(new Error("down")))).toBe("kept");
  });

  it("gives up a copy older than 7 days, and then a failing origin is OriginUnavailableError", async () => {
    await cache().read(KEY, async () => "ancient");
    await settle();
    clock += STALE_MS;
    await expect(cache().read(KEY, () => Promise.reject(new Error("down")))).rejects.toBeInstanceOf(OriginUnavailableError);
  });

  it("answers a cold miss from the origin and stores nothing for null", async () => {
    expect(await cache().read(KEY, async () => null)).toBeNull();
    await settle();
    expect(await env.CACHE.get(KEY)).toBeNull();
  });

  it("treats a corrupt entry as a miss", async () => {
    await env.CACHE.put(KEY, "not json at all");
    expect(await cache().read(KEY, async () => "fresh")).toBe("fresh");
    await env.CACHE.put(KEY, JSON.stringify({ value: "x", fetchedAt: "yesterday" }));
    expect(await cache().read(KEY, async () => "fresh again")).toBe("fresh again");
  });
});
