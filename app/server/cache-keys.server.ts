import type { ReadOrigin } from "../origin/origin.server";

/**
 * KV keys of the read cache (product-rules.md: Read cache). The version changes whenever the cached
 * shape or its normalisation changes; the origin mode keeps embedded and upstream data apart.
 */
// v2: rooms carry their words in Hindi (`hi`). v3: rooms carry their occupancy and facts.
const VERSION = "v3";

export function cacheKey(mode: ReadOrigin["mode"], ...parts: (string | number)[]): string {
  return ["read", VERSION, mode, ...parts].join(":");
}

/** The reviews and social posts the home page shows: the website's own, the same in both modes. */
export const guestWordsCacheKey = ["read", VERSION, "site", "guest-words"].join(":");
