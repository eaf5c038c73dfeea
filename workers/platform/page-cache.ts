/**
 * Edge HTML caching. Pages are the same for every visitor, so a rendered page is kept in
 * the Cache API for a short time and served stale while a fresh copy renders in the background.
 * The key carries the build's asset version, the content version and the hotel's calendar day, so a
 * deploy or a content change never serves HTML that points at an old build's assets or shows old
 * prices, and a page drawn before the hotel's midnight (its date pickers, its "today") is not served
 * after it. The per-request tokens (the CSP nonce, the form token that seeds idempotency keys) are
 * rewritten on every response, so a cached page never hands one visitor's token to another.
 *
 * Two levels: a few recent pages in this isolate's memory (a hit costs no I/O at all), then the
 * Cache API, shared by every isolate in the data centre.
 */

import { todayInHotel } from "~/domain/hotel-date";
import { pathWithoutLang } from "~/i18n/lang";
import { isDeskPath } from "../access/desk-paths";
import { isGuestBookingPath } from "../http/guest-paths";
import { compileTemplate, fillTemplate, type TokenTemplate } from "./token-template";

export const PAGE_FRESH_SECONDS = 60;
export const PAGE_STALE_SECONDS = 10 * 60;
const CACHED_AT = "X-Page-Cached-At";
const CACHED_TOKENS = "X-Page-Tokens";
export const PAGE_CACHE_STATUS = "X-Page-Cache";

/** Paths whose HTML depends on the visitor's own input (the wizard's query and its steps), in either language. */
const NEVER_CACHED = new Set(["/bookingform"]);

/** Random per-request values rendered into the HTML; each must be fresh on every response. */
export interface PageTokens {
  nonce: string;
  formToken: string;
}

/** Produces a fresh page rendered with `tokens`. */
type RenderPage = (tokens: PageTokens) => Promise<Response>;

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
  if (NEVER_CACHED.has(pathWithoutLang(url.pathname).toLowerCase()) || isDeskPath(url.pathname) || isGuestBookingPath(url.pathname)) return false;
  if (request.headers.has("Cookie") || request.headers.has("Authorization")) return false;
  return true;
}

/** A page as kept in this isolate's memory: its bytes split at the tokens it was rendered with. */
interface CachedPage {
  template: TokenTemplate<keyof PageTokens>;
  headers: Headers;
  cachedAt: number;
}

const MEMORY_PAGES = 32;
const memory = new Map<string, CachedPage>();
/** Keys being re-rendered in the background, so a burst of stale hits renders once. */
const refreshing = new Set<string>();

function remember(key: string, page: CachedPage) {
  memory.delete(key);
  memory.set(key, page);
  // Map keeps insertion order, so the first key is the least recently stored.
  if (memory.size > MEMORY_PAGES) memory.delete(memory.keys().next().value ?? "");
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
  // Every page carries the hotel's today (the root loader's): the earliest check-in its date
  // pickers allow, what is open, which offers run.
  key.searchParams.set("day", todayInHotel(new Date(deps.now())));
  return new Request(key.toString(), { method: "GET" });
}

async function store(key: Request, response: Response, tokens: PageTokens, deps: PageCacheDeps) {
  const headers = new Headers(response.headers);
  headers.delete("Content-Security-Policy");
  const body = await response.text();
  const cachedAt = deps.now();
  remember(key.url, { template: compileTemplate(body, tokens), headers: new Headers(headers), cachedAt });
  headers.set(CACHED_AT, String(cachedAt));
  headers.set(CACHED_TOKENS, JSON.stringify(tokens));
  headers.set("Cache-Control", `public, max-age=${PAGE_FRESH_SECONDS + PAGE_STALE_SECONDS}`);
  await deps.cache.put(key, new Response(body, { status: 200, headers }));
}

function logStoreFailure(error: unknown) {
  console.error(JSON.stringify({ event: "page_cache_write_failed", error: String(error) }));
}

/** Renders a page again with fresh tokens and stores it, behind a stale answer already sent. */
async function refresh(key: Request, render: RenderPage, deps: PageCacheDeps) {
  const renderTokens = { nonce: crypto.randomUUID(), formToken: crypto.randomUUID() };
  const fresh = await render(renderTokens);
  if (isCacheableResponse(fresh)) await store(key, fresh, renderTokens, deps).catch(logStoreFailure);
}

/** Reads a page from the Cache API into the in-memory form. */
async function fromCacheApi(cached: Response): Promise<CachedPage> {
  const headers = new Headers(cached.headers);
  const cachedAt = Number(headers.get(CACHED_AT) ?? 0);
  const tokens = JSON.parse(headers.get(CACHED_TOKENS) ?? "{}") as Partial<PageTokens>;
  headers.delete(CACHED_AT);
  headers.delete(CACHED_TOKENS);
  return { template: compileTemplate(await cached.text(), tokens), headers, cachedAt };
}

function respond(page: CachedPage, tokens: PageTokens, status: "HIT" | "STALE"): Response {
  const headers = new Headers(page.headers);
  headers.set("Cache-Control", "no-cache");
  headers.set(PAGE_CACHE_STATUS, status);
  return new Response(fillTemplate(page.template, tokens), { status: 200, headers });
}

/**
 * Serves a page from the edge cache when possible; `render` produces a fresh page for `tokens`.
 * Any cache failure falls back to rendering: the cache may only ever make a page faster.
 */
export async function servePage(
  request: Request,
  tokens: PageTokens,
  render: RenderPage,
  deps: PageCacheDeps,
): Promise<Response> {
  if (!isCacheablePageRequest(request)) return render(tokens);
  let key: Request;
  let page: CachedPage | undefined;
  try {
    key = await cacheKey(request, deps);
    page = memory.get(key.url);
    if (!page) {
      const cached = await deps.cache.match(key);
      if (cached) {
        page = await fromCacheApi(cached);
        remember(key.url, page);
      }
    }
  } catch (error) {
    console.error(JSON.stringify({ event: "page_cache_read_failed", error: String(error) }));
    return render(tokens);
  }
  if (page) {
    const age = (deps.now() - page.cachedAt) / 1000;
    if (age <= PAGE_FRESH_SECONDS) return respond(page, tokens, "HIT");
    if (age > PAGE_FRESH_SECONDS + PAGE_STALE_SECONDS) {
      memory.delete(key.url);
    } else {
      if (!refreshing.has(key.url)) {
        refreshing.add(key.url);
        const target = key;
        deps.waitUntil(
          refresh(target, render, deps)
            .catch(logStoreFailure)
            .finally(() => refreshing.delete(target.url)),
        );
      }
      return respond(page, tokens, "STALE");
    }
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
}
