import { describe, expect, it } from "vitest";
import { publicPages } from "./content/public-pages";
import routes from "./routes";

// Beside the route table, not with the list in app/content: the content sits below the routes.

interface RouteEntry {
  path?: string;
  file: string;
  id?: string;
  index?: boolean;
}

/** A route's English path: a page with a Hindi version has an optional `hi?` segment first. */
const englishPath = (entry: RouteEntry) => entry.path?.replace(/^hi\?\/?/, "");
/** The front desk: staff only, never listed for crawlers (product-rules.md: The front desk). */
const isDesk = (entry: RouteEntry) => englishPath(entry)?.toLowerCase() === "admin";
/** A guest's own booking page: one guest's, never listed (product-rules.md: The guest's booking page). */
const isGuestBooking = (entry: RouteEntry) => englishPath(entry)?.toLowerCase() === "mybooking";

/**
 * Screens of the route table that have a fixed path: no parameters, no resource routes, no aliases,
 * not the front desk.
 */
function staticScreens(entries: readonly RouteEntry[]): string[] {
  return entries
    .filter((entry) => entry.file.endsWith(".tsx") && !isDesk(entry) && !isGuestBooking(entry))
    .filter((entry) => !entry.id?.startsWith("room-alias"))
    .filter((entry) => entry.index || (entry.path !== undefined && !entry.path.includes(":") && !entry.path.includes("*")))
    .map((entry) => (entry.index ? "/" : `/${englishPath(entry)}`).toLowerCase());
}

describe("public pages (sitemap source)", () => {
  it("lists every fixed-path screen of app/routes.ts exactly once", () => {
    const listed = publicPages.map((page) => page.path.toLowerCase());
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].sort()).toEqual(staticScreens(routes as RouteEntry[]).sort());
  });

  it("never lists a guest's booking page", () => {
    expect((routes as RouteEntry[]).some(isGuestBooking)).toBe(true);
    expect(publicPages.filter((page) => /^\/mybooking\b/i.test(page.path))).toEqual([]);
  });

  it("never lists the front desk", () => {
    expect((routes as RouteEntry[]).some(isDesk)).toBe(true);
    expect(publicPages.filter((page) => /^\/admin\b/i.test(page.path))).toEqual([]);
  });

  it("has sensible sitemap values", () => {
    for (const page of publicPages) {
      expect(page.path.startsWith("/")).toBe(true);
      expect(page.priority).toBeGreaterThan(0);
      expect(page.priority).toBeLessThanOrEqual(1);
    }
    expect(publicPages[0]).toMatchObject({ path: "/", priority: 1 });
  });
});
