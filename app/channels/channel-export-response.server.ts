/**
 * The answer at a secret export address, GET /feeds/ical/<token>.ics (product-rules.md: Channels):
 * 404 for an unknown or revoked token (or when the hotel's own system keeps the book), else the
 * calendar as text/calendar with an ETag of its text, 304 when the channel already has it, and a
 * five-minute private cache (channels poll; a change reaches them within minutes).
 */
import { exportCalendar } from "./channel-export-ical.server";
import { liveExport } from "./channel-exports.server";

const notFound = () => new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });

async function etagOf(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
  const base64 = btoa(String.fromCharCode(...digest.slice(0, 18)))
    .replace(/\+/g, "-")
    .replace(/\//g, "_");
  return `"${base64}"`;
}

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(",").some((candidate) => {
    const tag = candidate.trim().replace(/^W\//, "");
    return tag === "*" || tag === etag;
  });
}

export async function channelFeedResponse(
  db: D1Database,
  request: { file: string; ifNoneMatch: string | undefined; now: Date; siteUrl: string; embedded: boolean },
): Promise<Response> {
  const token = request.file.endsWith(".ics") ? request.file.slice(0, -4) : "";
  if (!request.embedded || token === "") return notFound();
  const target = await liveExport(db, token);
  if (!target) return notFound();
  const body = await exportCalendar(db, target, request.now, request.siteUrl);
  const etag = await etagOf(body);
  const headers = { ETag: etag, "Cache-Control": "private, max-age=300", "X-Robots-Tag": "noindex" };
  if (matches(request.ifNoneMatch, etag)) return new Response(null, { status: 304, headers });
  return new Response(body, { headers: { ...headers, "Content-Type": "text/calendar; charset=utf-8" } });
}
