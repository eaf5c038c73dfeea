/**
 * Edge HTML caching (issue 6). Pages are the same for every visitor, so a rendered page is kept in
 * the Cache API for a short time and served stale while a fresh copy renders in the background.
 * The key carries the build's asset version and the content version, so a deploy or a content
 * change never serves HTML that points at an old build's assets or shows old prices. The per-request
 * tokens (the CSP nonce, the form token that seeds idempotency keys) are rewritten on every
 * response, so a cached page never hands one visitor's token to another.
 */

export const PAGE_FRESH_SECONDS = 60;
export const PAGE_STALE_SECONDS = 10 * 60;
const CACHED_AT = "X-Page-Cached-At";
const CACHED_TOKENS = "X-Page-Tokens";
export const PAGE_CACHE_STATUS = "X-Page-Cache";

/** Paths whose HTML depends on the visitor's own input (the wizard's query and its steps). */
const NEVER_CACHED = new Set(["/bookingform"]);

/** Random per-request values rendered into the HTML; each must be fresh on every response. */
export interface PageTokens {
  nonce: string;
  formToken: string;
}

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

async function store(key: Request, response: Response, tokens: PageTokens, deps: PageCacheDeps) {
  const headers = new Headers(response.headers);
  headers.set(CACHED_AT, String(deps.now()));
  headers.set(CACHED_TOKENS, JSON.stringify(tokens));
  headers.set("Cache-Control", `public, max-age=${PAGE_FRESH_SECONDS + PAGE_STALE_SECONDS}`);
  headers.delete("Content-Security-Policy");
  await deps.cache.put(key, new Response(await response.text(), { status: 200, headers }));
}

function fromCache(cached: Response, body: string, tokens: PageTokens, status: "HIT" | "STALE"): Response {
  const headers = new Headers(cached.headers);
  const old = JSON.parse(headers.get(CACHED_TOKENS) ?? "{}") as Partial<PageTokens>;
  headers.delete(CACHED_AT);
  headers.delete(CACHED_TOKENS);
  headers.set("Cache-Control", "no-cache");
  headers.set(PAGE_CACHE_STATUS, status);
  let fresh = body;
  for (const name of ["nonce", "formToken"] as const) {
    const previous = old[name];
    if (previous) fresh = fresh.replaceAll(previous, tokens[name]);
  }
  return new Response(fresh, { status: 200, headers });
}

/**
 * Serves a page from the edge cache when possible; `render` produces a fresh page for `tokens`.
 * Any cache failure falls back to rendering: the cache may only ever make a page faster.
 */
export async function servePage(
  request: Request,
  tokens: PageTokens,
  render: (tokens: PageTokens) => Promise<Response>,
  deps: PageCacheDeps,
): Promise<Response> {
  if (!isCacheablePageRequest(request)) return render(tokens);
  let key: Request;
  let cached: Response | undefined;
  try {
    key = await cacheKey(request, deps);
    cached = await deps.cache.match(key);
  } catch (error) {
    console.error(JSON.stringify({ event: "page_cache_read_failed", error: String(error) }));
    return render(tokens);
  }
  if (cached) {
    const age = (deps.now() - Number(cached.headers.get(CACHED_AT) ?? 0)) / 1000;
    const body = await cached.text();
    if (age <= PAGE_FRESH_SECONDS) return fromCache(cached, body, tokens, "HIT");
    deps.waitUntil(refresh(key, deps));
    return fromCache(cached, body, tokens, "STALE");
  }
  const response = await render(tokens);
  if (isCacheableResponse(response)) {
    deps.waitUntil(store(key, response.clone(), tokens, deps).catch(logStoreFailure));
    const headers = new Headers(response.headers);
    headers.set(PAGE_CACHE_STATUS, "MISS");
    headers.set("Cache-Control", "no-cache");
    return new Response(response.body, { status: response.status, headers });
  }
  return response;

  async function refresh(target: Request, d: PageCacheDeps) {
    const renderTokens = { nonce: crypto.randomUUID(), formToken: crypto.randomUUID() };
    const fresh = await render(renderTokens);
    if (isCacheableResponse(fresh)) await store(target, fresh, renderTokens, d).catch(logStoreFailure);
  }
}

function logStoreFailure(error: unknown) {
  console.error(JSON.stringify({ event: "page_cache_write_failed", error: String(error) }));
}
