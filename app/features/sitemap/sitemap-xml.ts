import { absoluteUrl } from "~/components/seo";
import type { PublicPage } from "~/content/public-pages";
import type { Room } from "~/domain/api-types";
import { roomTypePath } from "../rooms/room-slug";

const XML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char]);

function entry({ path, changefreq, priority }: PublicPage): string {
  return `  <url><loc>${escapeXml(absoluteUrl(path))}</loc><changefreq>${changefreq}</changefreq><priority>${priority.toFixed(1)}</priority></url>`;
}

/**
 * The pages of the route table plus, per room, its details page and its type listing
 * (product-rules.md: SEO).
 */
export function sitemapEntries(pages: readonly PublicPage[], rooms: readonly Room[]): PublicPage[] {
  const roomPages = rooms.flatMap((room): PublicPage[] => [
    { path: `/RoomDetails/${room.id}`, changefreq: "weekly", priority: 0.8 },
    { path: roomTypePath(room.room_type_name), changefreq: "weekly", priority: 0.6 },
  ]);
  const seen = new Set<string>();
  return [...pages, ...roomPages].filter((page) => {
    const key = page.path.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export function sitemapXml(pages: readonly PublicPage[], rooms: readonly Room[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...sitemapEntries(pages, rooms).map(entry),
    "</urlset>",
    "",
  ].join("\n");
}
