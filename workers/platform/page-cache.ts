/**
 * Edge HTML caching (issue 6). Pages are the same for every visitor, so a rendered page is kept in
 * the Cache API for a short time and served stale while a fresh copy renders in the background.
 * The key carries the build's asset version and the content version, so a deploy or a content
 * change never serves HTML that points at an old build's assets or shows old prices. The CSP nonce
 * is rewritten on every response, so a cached page never reuses one.
 */

export const PAGE_FRESH_SECONDS = 60;
export const PAGE_STALE_SECONDS = 10 * 60;
const CACHED_AT = "X-Page-Cached-At";
const CACHED_NONCE = "X-Page-Nonce";
export const PAGE_CACHE_STATUS = "X-Page-Cache";

/** Paths whose HTML depends on the visitor's own input (D5 forms, the wizard's query). */
const NEVER_CACHED = new Set(["/bookingform", "/diningbookingform", "/joinnow", "/contact", "/event"]);

export interface PageCacheDeps {
  cache: Cache;
  /** The client build's asset manifest version. */
  buildVersion: () => Promise<string>;
  /** Changes whenever rooms or gallery content changes (see kv-cache). */
  contentVersion: () => Promise<string>;
  waitUntil: (promise: Promise<unknown>) => void;
  now: () => number;
}

export function isCacheablePageRequest(request: Request): boolean {
  if (request.method !== "GET") return false;
  const url = new URL(request.url);
  if (url.search !== "") return false;
  if (url.pathname.endsWith(".data")) return false;
  if (NEVER_CACHED.has(url.pathname.toLowerCase())) return false;
  if (request.headers.has("Cookie") || request.headers.has("Authorization")) return false;
  return true;
}

function isCacheableResponse(response: Response): boolean {
  return (
    response.status === 200 &&
    (response.headers.get("Content-Type") ?? "").includes("text/html") &&
    !response.headers.has("Set-Cookie")
  );
}

async function cacheKey(request: Request, deps: PageCacheDeps): Promise<Request> {
  const url = new URL(request.url);
  const [build, content] = await Promise.all([deps.buildVersion(), deps.contentVersion()]);
  const key = new URL(`https://page-cache.invalid${url.pathname.toLowerCase()}`);
  key.searchParams.set("build", build);
  key.searchParams.set("content", content);
  return new Request(key.toString(), { method: "GET" });
}

async function store(key: Request, response: Response, nonce: string, deps: PageCacheDeps) {
  const headers = new Headers(response.headers);
  headers.set(CACHED_AT, String(deps.now()));
  headers.set(CACHED_NONCE, nonce);
  headers.set("Cache-Control", `public, max-age=${PAGE_FRESH_SECONDS + PAGE_STALE_SECONDS}`);
  headers.delete("Content-Security-Policy");
  await deps.cache.put(key, new Response(await response.text(), { status: 200, headers }));
}

function fromCache(cached: Response, body: string, nonce: string, status: "HIT" | "STALE"): Response {
  const headers = new Headers(cached.headers);
  const oldNonce = headers.get(CACHED_NONCE);
  headers.delete(CACHED_AT);
  headers.delete(CACHED_NONCE);
  headers.set("Cache-Control", "no-cache");
  headers.set(PAGE_CACHE_STATUS, status);
  const fresh = oldNonce ? body.replaceAll(oldNonce, nonce) : body;
  return new Response(fresh, { status: 200, headers });
}

/**
 * Serves a page from the edge cache when possible; `render` produces a fresh page for `nonce`.
 * Any cache failure falls back to rendering: the cache may only ever make a page faster.
 */
export async function servePage(
  request: Request,
  nonce: string,
  render: (nonce: string) => Promise<Response>,
  deps: PageCacheDeps,
): Promise<Response> {
  if (!isCacheablePageRequest(request)) return render(nonce);
  let key: Request;
  let cached: Response | undefined;
  try {
    key = await cacheKey(request, deps);
    cached = await deps.cache.match(key);
  } catch (error) {
    console.error(JSON.stringify({ event: "page_cache_read_failed", error: String(error) }));
    return render(nonce);
  }
  if (cached) {
    const age = (deps.now() - Number(cached.headers.get(CACHED_AT) ?? 0)) / 1000;
    const body = await cached.text();
    if (age <= PAGE_FRESH_SECONDS) return fromCache(cached, body, nonce, "HIT");
    deps.waitUntil(refresh(key, deps));
    return fromCache(cached, body, nonce, "STALE");
  }
  const response = await render(nonce);
  if (isCacheableResponse(response)) {
    deps.waitUntil(store(key, response.clone(), nonce, deps).catch(logStoreFailure));
    const headers = new Headers(response.headers);
    headers.set(PAGE_CACHE_STATUS, "MISS");
    headers.set("Cache-Control", "no-cache");
    return new Response(response.body, { status: response.status, headers });
  }
  return response;

  async function refresh(target: Request, d: PageCacheDeps) {
    const renderNonce = crypto.randomUUID();
    const fresh = await render(renderNonce);
    if (isCacheableResponse(fresh)) await store(target, fresh, renderNonce, d).catch(logStoreFailure);
  }
}

function logStoreFailure(error: unknown) {
  console.error(JSON.stringify({ event: "page_cache_write_failed", error: String(error) }));
}
