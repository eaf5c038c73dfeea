import type { MiddlewareHandler } from "hono";

/**
 * Third parties a page may load after a guest's click (product-rules.md: Third-party facades) or
 * for Turnstile (product-rules.md: Bot protection).
 */
const FRAME_SOURCES = [
  "https://challenges.cloudflare.com",
  "https://www.youtube-nocookie.com",
  "https://www.google.com",
  "https://maps.google.com",
  "https://www.facebook.com",
  "https://www.instagram.com",
];

export function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' https://challenges.cloudflare.com`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "media-src 'self'",
    `frame-src ${FRAME_SOURCES.join(" ")}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
    "upgrade-insecure-requests",
  ].join("; ");
}

export function makeNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

/**
 * Untrusted HTML and headers (product-rules.md: Untrusted HTML): the headers every response
 * carries; HTML responses also get the per-request CSP.
 */
export const securityHeaders: MiddlewareHandler<{ Variables: { nonce: string } }> = async (
  c,
  next,
) => {
  await next();
  try {
    c.res.headers.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  } catch {
    // Responses from fetch() (proxied media) have immutable headers: copy before setting. Only
    // then, because a copy streams the body and loses its length.
    c.res = new Response(c.res.body, c.res);
    c.res.headers.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  }
  const headers = c.res.headers;
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  headers.set(
    "Permissions-Policy",
    "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
  );
  headers.set("X-Frame-Options", "DENY");
  const type = headers.get("Content-Type") ?? "";
  if (type.includes("text/html")) {
    headers.set("Content-Security-Policy", contentSecurityPolicy(c.get("nonce")));
  } else {
    headers.set("Content-Security-Policy", "default-src 'none'; frame-ancestors 'none'");
  }
};
