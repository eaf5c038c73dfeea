/** The window of the RATE_LIMITER binding in wrangler.toml (`period`), used for Retry-After. */
export const RATE_LIMIT_PERIOD_SECONDS = 10;

/** Budgets are per client and per purpose, so searching availability never eats a booking's budget. */
export type RateLimitBucket = "search" | "submit";

/**
 * Abuse limits (product-rules.md): POSTs are limited per client IP with the Workers rate-limiting
 * binding. A limiter that itself fails lets the request through: losing a guest's booking is worse
 * than a missed limit.
 */
export async function isRateLimited(
  limiter: RateLimit,
  bucket: RateLimitBucket,
  clientIp: string,
): Promise<boolean> {
  try {
    const { success } = await limiter.limit({ key: `${bucket}:${clientIp}` });
    return !success;
  } catch (error) {
    console.error(JSON.stringify({ event: "rate_limiter_failed", error: String(error) }));
    return false;
  }
}

export const rateLimitedError = {
  status: 429 as const,
  body: {
    error: {
      code: "rate_limited",
      message: "Too many requests. Please wait a few seconds and try again.",
    },
  },
  headers: { "Retry-After": String(RATE_LIMIT_PERIOD_SECONDS) },
};
