/**
 * A short token that changes whenever the rooms or gallery content changes; the page cache puts it
 * in its key. Written by the KV read cache when a refresh brings different data.
 */
export const CONTENT_VERSION_KEY = "content-version";

/**
 * Every cached page hit needs the version, so each isolate keeps it for a few seconds instead of
 * reading KV every time (KV's own edge cache already lets it lag by up to a minute); a bump made
 * in this isolate is seen at once.
 */
const MEMO_MS = 5_000;
let memo: { value: string; until: number } | null = null;

export async function contentVersion(kv: KVNamespace): Promise<string> {
  const now = Date.now();
  if (memo && memo.until > now) return memo.value;
  try {
    const value = (await kv.get(CONTENT_VERSION_KEY, { cacheTtl: 60 })) ?? "0";
    memo = { value, until: now + MEMO_MS };
    return value;
  } catch {
    return "unknown";
  }
}

export async function bumpContentVersion(kv: KVNamespace): Promise<void> {
  const value = crypto.randomUUID().slice(0, 8);
  await kv.put(CONTENT_VERSION_KEY, value);
  memo = { value, until: Date.now() + MEMO_MS };
}
