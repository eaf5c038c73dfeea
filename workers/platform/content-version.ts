/**
 * A short token that changes whenever the rooms or gallery content changes; the page cache puts it
 * in its key. Written by the KV read cache when a refresh brings different data.
 */
export const CONTENT_VERSION_KEY = "content-version";

export async function contentVersion(kv: KVNamespace): Promise<string> {
  try {
    return (await kv.get(CONTENT_VERSION_KEY, { cacheTtl: 60 })) ?? "0";
  } catch {
    return "unknown";
  }
}

export async function bumpContentVersion(kv: KVNamespace): Promise<void> {
  await kv.put(CONTENT_VERSION_KEY, crypto.randomUUID().slice(0, 8));
}
