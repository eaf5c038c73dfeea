import { Hono } from "hono";
import type { HonoEnv } from "../hono-env";
import { isSafeMediaName, type MediaKind } from "../../app/server/media-names.server";
import { photoVariant } from "../../app/desk/photos/photo-variants.server";

/** Images change rarely and keep their names: browsers and the edge may keep them a week. */
export const MEDIA_CACHE_CONTROL = "public, max-age=604800, stale-while-revalidate=86400";
const MEDIA_TIMEOUT_MS = 4000;
const IMAGE_TYPES = new Set(["image/avif", "image/gif", "image/jpeg", "image/png", "image/svg+xml", "image/webp"]);

const notFound = () => new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });

/**
 * The hotel's photos' resized copies (photo-variants.ts), and room and gallery images that are not
 * bundled (product-rules.md: Images and illustrations).
 * Bundled files under public/media/ are served by the assets layer before the Worker runs, so this
 * only sees other names. Upstream, it fetches
 * `{ADMIN_API_URL}/assets/images/{rooms|gallery}/{file}` without the API key, keeps the answer in
 * the Cache API (a named cache: the DOM typings here hide `caches.default`), and passes on images
 * only. Embedded, or when the admin host fails: 404.
 */
export const mediaApp = new Hono<HonoEnv>()
  .get("/photos/:file", async (c) => {
    const photo = await photoVariant({ images: c.env.IMAGES, bucket: c.env.MEDIA }, `/media/photos/${c.req.param("file")}`);
    return photo ?? notFound();
  })
  .get("/:kind{rooms|gallery}/:file", async (c) => {
    const origin = c.get("services").config.origin;
    const file = c.req.param("file");
    if (origin.mode !== "upstream" || !isSafeMediaName(file)) return notFound();
    const kind = c.req.param("kind") as MediaKind;
    const sourceUrl = `${origin.baseUrl}/assets/images/${kind}/${encodeURIComponent(file)}`;
    const cacheKey = new Request(sourceUrl);
    const cache = await caches.open("media");
    const cached = await cache.match(cacheKey);
    if (cached) return cached;

    const fetched = await fetchImage(sourceUrl);
    if (!fetched) return notFound();
    c.executionCtx.waitUntil(cache.put(cacheKey, fetched.clone()));
    return fetched;
  })
  .get("*", () => notFound());

async function fetchImage(url: string): Promise<Response | null> {
  let upstream: Response;
  try {
    // No headers: the API key belongs to /api calls only, never to image URLs.
    upstream = await fetch(url, { signal: AbortSignal.timeout(MEDIA_TIMEOUT_MS) });
  } catch (error) {
    console.warn(JSON.stringify({ event: "media_fetch_failed", error: error instanceof Error ? error.message : String(error) }));
    return null;
  }
  const type = (upstream.headers.get("Content-Type") ?? "").split(";")[0].trim().toLowerCase();
  if (upstream.status !== 200 || !IMAGE_TYPES.has(type)) {
    await upstream.body?.cancel();
    return null;
  }
  return new Response(upstream.body, {
    status: 200,
    headers: { "Content-Type": type, "Cache-Control": MEDIA_CACHE_CONTROL },
  });
}
