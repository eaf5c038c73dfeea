import { describe, expect, it } from "vitest";
import { hotel } from "~/content/hotel";
import { publicPages } from "~/content/public-pages";
import type { Room } from "~/domain/api-types";
import { hasHindi } from "~/i18n/hindi-pages";
import { sitemapEntries, sitemapXml } from "./sitemap-xml";

const room = (id: number, room_type_name: string): Room => ({
  id,
  name: room_type_name,
  room_type_name,
  short_description: "",
  brief_description: "",
  home_description: "",
  room_price: 4500,
  main_image: "",
  gallery_images: [],
  room_features: [],
});

const rooms = [room(1, "Deluxe Room"), room(2, "Super Deluxe Room"), room(3, "Luxury Room"), room(4, "Suite Room")];

describe("sitemapXml", () => {
  const xml = sitemapXml(publicPages, rooms);

  it("is a sitemaps.org urlset with absolute URLs on the site's address", () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">')).toBe(true);
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs.every((loc) => loc.startsWith(`${hotel.siteUrl}/`))).toBe(true);
  });

  it("lists every public page and, for each room, its details page and its type listing", () => {
    for (const page of publicPages) expect(xml).toContain(`<loc>${new URL(page.path, hotel.siteUrl)}</loc>`);
    for (const id of [1, 2, 3, 4]) expect(xml).toContain(`<loc>${hotel.siteUrl}/RoomDetails/${id}</loc>`);
    expect(xml).toContain(`<loc>${hotel.siteUrl}/Room/super-deluxe-room</loc>`);
    expect(sitemapEntries(publicPages, rooms)).toHaveLength(publicPages.length + 8);
  });

  it("lists a page's Hindi version beside it, each naming both versions and the English default as alternates", () => {
    const urls = xml.split("\n").filter((line) => line.includes("<url>"));
    const about = (loc: string) => urls.find((line) => line.includes(`<loc>${hotel.siteUrl}${loc}</loc>`));
    for (const loc of ["/Room", "/hi/Room", "/RoomDetails/2", "/hi/RoomDetails/2", "/BookingForm", "/hi/BookingForm"]) {
      const line = about(loc);
      expect(line, loc).toBeDefined();
      const english = loc.replace(/^\/hi/, "");
      expect(line).toContain(`<xhtml:link rel="alternate" hreflang="en-IN" href="${hotel.siteUrl}${english}"/>`);
      expect(line).toContain(`<xhtml:link rel="alternate" hreflang="hi-IN" href="${hotel.siteUrl}/hi${english}"/>`);
      expect(line).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${hotel.siteUrl}${english}"/>`);
    }
    expect(about("/hi")).toBeDefined();
    // A page without a Hindi version (yet) has no alternates and no Hindi twin.
    for (const { path } of publicPages.filter((page) => !hasHindi(page.path))) {
      expect(about(path)).not.toContain("xhtml:link");
      expect(about(`/hi${path}`)).toBeUndefined();
    }
  });

  it("still lists the pages when the rooms are unavailable", () => {
    expect(sitemapEntries(publicPages, [])).toHaveLength(publicPages.length);
  });

  it("escapes XML in room-derived paths and never lists a path twice", () => {
    const odd = sitemapXml([], [room(9, "Tom & Jerry's <Room>"), room(9, "tom & jerry's <room>")]);
    expect(odd).toContain("&amp;");
    expect(odd).not.toMatch(/<loc>[^<]*[<>'"][^<]*<\/loc>/);
    // One details page and one type listing, each in English and Hindi.
    expect(odd.match(/<url>/g)).toHaveLength(4);
  });
});
