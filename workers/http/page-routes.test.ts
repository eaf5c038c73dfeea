import { describe, expect, it } from "vitest";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes from "~/routes";
import { PAGE_ROUTES, pageTakesPost } from "./page-routes";

// Vite reads the route modules' source at build time, so this runs in workerd like the Worker. Route
// modules live in their capability's folder (app/routes.ts names them), tests beside them are left out.
const sources = import.meta.glob<string>(["../../app/{site,booking,enquiries,desk}/**/*.{ts,tsx}", "!**/*.test.{ts,tsx}"], {
  query: "?raw",
  import: "default",
  eager: true,
});
const hasAction = (file: string) => {
  const source = sources[`../../app/${file}`];
  if (source === undefined) throw new Error(`no source for ${file}`);
  return /export (async )?function action\b|export const action\b/.test(source);
};

/** The pages a route config reaches: a layout's children by their full path, its index by its own. */
function pages(entries: RouteConfigEntry[], parent = ""): { path: string; action: boolean }[] {
  return entries.flatMap((route) => {
    const path = [parent, route.path ?? ""].filter((part) => part !== "").join("/");
    if (route.children) return pages(route.children, path);
    return [{ path, action: hasAction(route.file) }];
  });
}

describe("the Worker's copy of the page routes", () => {
  it("lists every route of app/routes.ts, in order, with whether its file has an action", () => {
    const fromApp = pages(routes);
    expect(PAGE_ROUTES).toEqual(fromApp);
  });

  it.each([
    ["/Contact", true],
    ["/contact/", true],
    ["/", true],
    ["/about", false],
    ["/ABOUT", false],
    ["/Room/suite-room", false],
    ["/Room/a/b", true],
    ["/RoomDetails/3", false],
    ["/no-such-page", true],
    ["/admin", true],
    ["/admin/board", false],
    ["/ADMIN/Bookings", true],
    ["/admin/bookings.csv", false],
    ["/admin/no/such/page", false],
    ["/admin/bookings/ABCD2345", true],
    ["/hi/MyBooking", true],
    ["/hi/mybooking/calendar.ics", false],
  ])("matches %s as React Router does (takes POST: %s)", (pathname, takesPost) => {
    expect(pageTakesPost(pathname)).toBe(takesPost);
  });
});
