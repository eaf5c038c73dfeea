import { describe, expect, it } from "vitest";
import routes from "../routes";
import { hasHindi, linkInLang } from "./hindi-pages";
import { hindiRoutePaths } from "./hindi-routes";

interface RouteEntry {
  path?: string;
  children?: RouteEntry[];
}
import { langOfPath, pathInLang, pathWithoutLang } from "./lang";
import { itGivesEach } from "../domain/table-test-support";

describe("the language a path names", () => {
  itGivesEach("%s is %s", langOfPath, [
    ["/", "en"],
    ["/about", "en"],
    ["/hindi-guide", "en"],
    ["/history", "en"],
    ["/hi", "hi"],
    ["/HI/Room", "hi"],
    ["/hi/", "hi"],
    ["/hi.data", "hi"],
    ["/hi/BookingForm.data", "hi"],
  ]);

  it("moves a path between the languages both ways", () => {
    expect(pathInLang("/", "hi")).toBe("/hi");
    expect(pathInLang("/Room", "hi")).toBe("/hi/Room");
    expect(pathInLang("/hi/Room", "hi")).toBe("/hi/Room");
    expect(pathInLang("/hi/Room", "en")).toBe("/Room");
    expect(pathInLang("/hi", "en")).toBe("/");
    expect(pathWithoutLang("/hi/RoomDetails/2")).toBe("/RoomDetails/2");
    expect(pathWithoutLang("/history")).toBe("/history");
  });
});

describe("pages with a Hindi version", () => {
  it("are matched as the router matches them, in either language's path", () => {
    expect(hasHindi("/")).toBe(true);
    expect(hasHindi("/roomdetails/3")).toBe(true);
    expect(hasHindi("/hi/BookingForm")).toBe(true);
    expect(hasHindi("/admin")).toBe(false);
    expect(hasHindi("/mybooking")).toBe(true);
    expect(hasHindi("/MyBooking/calendar.ics")).toBe(true);
    // An unknown path's Hindi version is the Hindi not-found page.
    expect(hasHindi("/RoomDetails/3/extra")).toBe(true);
  });

  it("agree with the route table: every route with the optional `hi` segment has one, no other route does", () => {
    const concrete = (path: string) => `/${path.replace(/:\w+/g, "x")}`;
    const walk = (entries: readonly RouteEntry[], parent = ""): string[] =>
      entries.flatMap((entry) => {
        const path = [parent, entry.path ?? ""].filter(Boolean).join("/");
        return entry.children ? walk(entry.children, path) : [path];
      });
    const paths = walk(routes as RouteEntry[]).filter((path) => !path.endsWith("*"));
    const bilingual = paths.filter((path) => path.startsWith("hi?")).map((path) => path.replace(/^hi\?\/?/, ""));
    const englishOnly = paths.filter((path) => !path.startsWith("hi?"));
    expect(bilingual.length).toBe(hindiRoutePaths.length);
    for (const path of bilingual) expect(hasHindi(concrete(path)), path).toBe(true);
    for (const path of englishOnly) expect(hasHindi(concrete(path)), path).toBe(false);
    expect(englishOnly.length).toBeGreaterThan(10);
  });

  it("links from a Hindi page to a page's Hindi version, keeping the query and fragment", () => {
    expect(linkInLang("/BookingForm?checkIn=2026-12-05#step", "hi")).toBe("/hi/BookingForm?checkIn=2026-12-05#step");
    expect(linkInLang("/", "hi")).toBe("/hi");
    expect(linkInLang("/Room", "en")).toBe("/Room");
    expect(linkInLang("https://maps.google.com/", "hi")).toBe("https://maps.google.com/");
    expect(linkInLang("/admin", "hi")).toBe("/admin");
    // A guest's signed link keeps its query: the signature does not cover the path.
    expect(linkInLang("/MyBooking?ref=ABCD2345&t=2027-03-13.sig", "hi")).toBe("/hi/MyBooking?ref=ABCD2345&t=2027-03-13.sig");
  });
});
