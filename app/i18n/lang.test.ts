import { describe, expect, it } from "vitest";
import { hasHindi, linkInLang } from "./hindi-pages";
import { langOfPath, pathInLang, pathWithoutLang } from "./lang";

describe("the language a path names", () => {
  it.each([
    ["/", "en"],
    ["/about", "en"],
    ["/hindi-guide", "en"],
    ["/history", "en"],
    ["/hi", "hi"],
    ["/HI/Room", "hi"],
    ["/hi/", "hi"],
    ["/hi.data", "hi"],
    ["/hi/BookingForm.data", "hi"],
  ])("%s is %s", (path, lang) => {
    expect(langOfPath(path)).toBe(lang);
  });

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
    expect(hasHindi("/RoomDetails/3/extra")).toBe(false);
    expect(hasHindi("/admin")).toBe(false);
    expect(hasHindi("/MyBooking")).toBe(false);
  });

  it("links from a Hindi page to a page's Hindi version, keeping the query and fragment", () => {
    expect(linkInLang("/BookingForm?checkIn=2026-12-05#step", "hi")).toBe("/hi/BookingForm?checkIn=2026-12-05#step");
    expect(linkInLang("/", "hi")).toBe("/hi");
    expect(linkInLang("/Room", "en")).toBe("/Room");
    expect(linkInLang("https://maps.google.com/", "hi")).toBe("https://maps.google.com/");
    expect(linkInLang("/admin", "hi")).toBe("/admin");
  });
});
