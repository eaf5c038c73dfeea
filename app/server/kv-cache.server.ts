import { OriginUnavailableError } from "~/server/app-services";
import { bumpContentVersion } from "./content-version.server";

/**
 * Read cache (product-rules.md): a cached read is fresh for 5 minutes, then served stale for up to
 * 7 days while it refreshes.
 */
export const FRESH_MS = 5 * 60 * 1000;
export const STALE_MS = 7 * 24 * 60 * 60 * 1000;
const STALE_SECONDS = STALE_MS / 1000;

interface CacheEntry {
  value: unknown;
  /** Epoch milliseconds when the origin answered. */
  fetchedAt: number;
}

export interface ReadCache {
  /**
   * The value under `key`: from KV while fresh; stale while `load` refreshes it in the background;
   * from `load` when KV has nothing usable. A null from `load` (no such thing) is not stored.
   * @throws OriginUnavailableError when `load` fails and nothing is cached.
   */
  read<T>(key: string, load: () => Promise<T | null>): Promise<T | null>;
}

// Keys being refreshed by this isolate, so a burst of requests on a stale key refreshes it once.
const refreshing = new Set<string>();

export function createReadCache(
  kv: KVNamespace,
  waitUntil: (promise: Promise<unknown>) => void,
  now: () => number = Date.now,
): ReadCache {
  /** Stores a fresh value; when it differs from what pages were rendered with, pages re-render. */
  async function store(key: string, value: unknown, previous?: unknown): Promise<void> {
    const entry: CacheEntry = { value, fetchedAt: now() };
    try {
      if (value === null) await kv.delete(key);
      else await kv.put(key, JSON.stringify(entry), { expirationTtl: STALE_SECONDS });
      if (JSON.stringify(value) !== JSON.stringify(previous)) await bumpContentVersion(kv);
    } catch (error) {
      log("cache_write_failed", key, error);
    }
  }

  async function refresh<T>(key: string, load: () => Promise<T | null>, previous: unknown): Promise<void> {
    if (refreshing.has(key)) return;
    refreshing.add(key);
    try {
      await store(key, await load(), previous);
    } catch (error) {
      // The stale copy already went out; the next request after the fresh window tries again.
      log("origin_refresh_failed", key, error);
    } finally {
      refreshing.delete(key);
    }
  }

  return {
    async read<T>(key: string, load: () => Promise<T | null>): Promise<T | null> {
      const entry = await readEntry(kv, key);
      const age = entry ? now() - entry.fetchedAt : Number.POSITIVE_INFINITY;
      // Values under a key were written by this module for this key's T (keys carry a version).
      if (entry && age >= 0 && age < FRESH_MS) return entry.value as T;
      if (entry && age < STALE_MS) {
        waitUntil(refresh(key, load, entry.value));
        return entry.value as T;
      }
      let value: T | null;
      try {
        value = await load();
      } catch (error) {
        log("origin_failed_cold", key, error);
        throw new OriginUnavailableError();
      }
      if (value !== null) waitUntil(store(key, value));
      return value;
    },
  };
}

async function readEntry(kv: KVNamespace, key: string): Promise<CacheEntry | null> {
  let raw: unknown;
  try {
    raw = await kv.get(key, "json");
  } catch (error) {
    // A broken or unreadable entry is a miss, never an error page.
    log("cache_read_failed", key, error);
    return null;
  }
  if (typeof raw !== "object" || raw === null || !("value" in raw) || !("fetchedAt" in raw)) return null;
  const { value, fetchedAt } = raw;
  return typeof fetchedAt === "number" && Number.isFinite(fetchedAt) ? { value, fetchedAt } : null;
}

function log(event: string, key: string, error: unknown): void {
  console.warn(JSON.stringify({ event, key, error: error instanceof Error ? error.message : String(error) }));
}
