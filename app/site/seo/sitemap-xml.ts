import { absoluteUrl } from "~/components/seo";
import type { PublicPage } from "~/content/public-pages";
import type { Room } from "~/domain/api-types";
import { langs } from "~/domain/lang";
import { hasHindi } from "~/i18n/hindi-pages";
import { hrefLang, pathInLang } from "~/i18n/lang";
import { roomTypePath } from "../rooms/room-slug";

const XML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char]);

/**
 * A page's `<url>`; a page with a Hindi version also names both versions and the default as
 * alternates, and the Hindi version gets its own `<url>` with the same alternates.
 */
function entries({ path, changefreq, priority }: PublicPage): string[] {
  const tail = `<changefreq>${changefreq}</changefreq><priority>${priority.toFixed(1)}</priority>`;
  const url = (loc: string, alternates: string) =>
    `  <url><loc>${escapeXml(absoluteUrl(loc))}</loc>${alternates}${tail}</url>`;
  if (!hasHindi(path)) return [url(path, "")];
  const link = (lang: string, loc: string) =>
    `<xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(absoluteUrl(loc))}"/>`;
  const alternates = [
    ...langs.map((lang) => link(hrefLang[lang], pathInLang(path, lang))),
    link("x-default", path),
  ].join("");
  return langs.map((lang) => url(pathInLang(path, lang), alternates));
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
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...sitemapEntries(pages, rooms).flatMap(entries),
    "</urlset>",
    "",
  ].join("\n");
}
