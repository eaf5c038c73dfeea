/**
 * Fetches a channel's calendar the careful way (product-rules.md: Channels): a conditional request
 * (If-None-Match / If-Modified-Since), a 10-second timeout, at most 1 MB read (counted as it
 * streams, whatever Content-Length says), and redirects followed only to https addresses on the
 * public internet, three at most, each checked like the feed's own address.
 */
import { checkFeedUrl } from "~/domain/channel-feed-url";

export const FEED_TIMEOUT_MS = 10_000;
export const LARGEST_FEED_BYTES = 1024 * 1024;
const MOST_REDIRECTS = 3;

export type FeedFetch =
  | { kind: "ok"; body: string; etag: string | null; lastModified: string | null }
  | { kind: "not_modified" }
  | { kind: "failed"; error: string };

export interface FeedFetchOptions {
  etag: string | null;
  lastModified: string | null;
  allowLocalHttp: boolean;
  timeoutMs?: number;
}

class TooLarge extends Error {}

async function readAtMost(response: Response, limit: number): Promise<string> {
  const declared = Number(response.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > limit) {
    await response.body?.cancel();
    throw new TooLarge();
  }
  if (!response.body) return "";
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw new TooLarge();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}

export async function fetchFeed(address: string, options: FeedFetchOptions): Promise<FeedFetch> {
  const signal = AbortSignal.timeout(options.timeoutMs ?? FEED_TIMEOUT_MS);
  const headers: Record<string, string> = { Accept: "text/calendar, */*;q=0.5" };
  if (options.etag) headers["If-None-Match"] = options.etag;
  if (options.lastModified) headers["If-Modified-Since"] = options.lastModified;
  let url = address;
  try {
    for (let hop = 0; ; hop++) {
      const response = await fetch(url, { headers, redirect: "manual", signal });
      if (response.status >= 300 && response.status < 400 && response.status !== 304) {
        await response.body?.cancel();
        const location = response.headers.get("location");
        if (!location || hop >= MOST_REDIRECTS) return { kind: "failed", error: `Redirected (HTTP ${response.status}) too often or nowhere.` };
        const next = checkFeedUrl(new URL(location, url).toString(), options.allowLocalHttp);
        if (!next.ok) return { kind: "failed", error: `Redirected to an address the hotel does not fetch: ${next.message}` };
        url = next.url;
        continue;
      }
      if (response.status === 304) {
        await response.body?.cancel();
        return { kind: "not_modified" };
      }
      if (!response.ok) {
        await response.body?.cancel();
        return { kind: "failed", error: `The channel answered HTTP ${response.status}.` };
      }
      const body = await readAtMost(response, LARGEST_FEED_BYTES);
      return { kind: "ok", body, etag: response.headers.get("etag"), lastModified: response.headers.get("last-modified") };
    }
  } catch (error) {
    if (error instanceof TooLarge) return { kind: "failed", error: "The feed is larger than 1 MB." };
    if (signal.aborted) return { kind: "failed", error: `No answer within ${Math.round((options.timeoutMs ?? FEED_TIMEOUT_MS) / 1000)} seconds.` };
    return { kind: "failed", error: `Could not reach the channel: ${String(error instanceof Error ? error.message : error).slice(0, 160)}` };
  }
}
