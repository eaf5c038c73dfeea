/**
 * The client a rate limit counts (product-rules.md: Abuse limits): Cloudflare's `cf-connecting-ip`,
 * else one shared bucket.
 */
export function clientIpOf(request: Request): string {
  return request.headers.get("cf-connecting-ip")?.trim() || "unknown";
}
