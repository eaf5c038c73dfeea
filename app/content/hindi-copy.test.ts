import { describe, expect, it } from "vitest";
import { expectHindi, expectSameCopy } from "./copy-pairs.testing";
import { casualDining, fineDining, rooftopDining } from "./dining";
import { casualDiningHi, fineDiningHi, rooftopDiningHi } from "./dining.hi";
import { eventsPage } from "./events";
import { eventsPageHi } from "./events.hi";
import { gym } from "./gym";
import { gymHi } from "./gym.hi";
import { illustrationArt, illustrations } from "./illustrations";
import { illustrationsHi } from "./illustrations.hi";
import { pool } from "./pool";
import { poolHi } from "./pool.hi";
import { spa } from "./spa";
import { spaHi } from "./spa.hi";

describe("the amenity pages' Hindi copy says what the English says (product-rules.md: Hindi)", () => {
  it.each([
    ["fine dining", fineDining, fineDiningHi],
    ["rooftop", rooftopDining, rooftopDiningHi],
    ["casual dining", casualDining, casualDiningHi],
    ["swimming pool", pool, poolHi],
    ["spa", spa, spaHi],
    ["fitness center", gym, gymHi],
  ] as const)("%s: the same items, counts, figures, times and pictures, in Hindi", (_, en, hi) => {
    expectSameCopy(en, hi);
  });

  it("events: the same venues, sizes, categories and capacities", () => {
    expectSameCopy(eventsPage, eventsPageHi);
    expect(eventsPageHi.highlights.location.text).toContain("{km} km");
    expect(eventsPageHi.venues.map((venue) => venue.id)).toEqual([3, 4, 7]);
  });

  it("keeps the spa's prices and lengths and the rooftop's hours to the letter", () => {
    expect(spaHi.treatments.map(({ durationMinutes, pricePaise }) => [durationMinutes, pricePaise])).toEqual([
      [60, 450_000],
      [90, 600_000],
      [75, 850_000],
    ]);
    expect(rooftopDiningHi.hours.rows.map((row) => row.hours)).toEqual(["शाम 5:00 – 7:00 बजे", "शाम 7:00 – रात 10:00 बजे"]);
    expect(gymHi.programmes.map((programme) => programme.durationMinutes)).toEqual([60, 45, 50]);
  });

  it("would catch a changed time, a missing item, a lost placeholder or an English word", () => {
    expect(() => expectSameCopy({ hours: "6:00 AM - 10:00 PM" }, { hours: "सुबह 7:00 – रात 10:00 बजे" })).toThrow();
    expect(() => expectSameCopy({ tags: ["Shareable", "Street food"] }, { tags: ["मिल-बाँटकर"] })).toThrow();
    expect(() => expectSameCopy({ duration: "{n} mins" }, { duration: "मिनट" })).toThrow();
    expect(() => expectSameCopy({ title: "Mocktail Bar" }, { title: "Mocktail बार" })).toThrow();
    expect(() => expectSameCopy({ pricePaise: 450_000 }, { pricePaise: 45_000 })).toThrow();
    expect(() => expectSameCopy({ title: "Spa" }, { title: "स्पा" })).not.toThrow();
  });
});

describe("illustrations in Hindi", () => {
  it("every picture has a Hindi alt text, and every page name the same picture at the same size", () => {
    expect(Object.keys(illustrationsHi).sort()).toEqual(Object.keys(illustrations).sort());
    for (const [key, image] of Object.entries(illustrations)) {
      const hindi = illustrationsHi[key as keyof typeof illustrations];
      expect({ ...hindi, alt: "" }, key).toEqual({ ...image, alt: "" });
      expectHindi(hindi.alt, `${key}.alt`);
    }
  });

  it("two different pictures never share a Hindi alt text", () => {
    const bySrc = new Map(Object.values(illustrationsHi).map((image) => [image.src, image.alt]));
    expect(bySrc.size).toBe(Object.keys(illustrationArt).length);
    const sameAlt = Object.values(illustrationArt).filter((image) => image.alt !== "").map((image) => image.alt);
    // Pictures the English describes alike (the gym's two copies) may be described alike in Hindi too.
    expect(new Set(bySrc.values()).size).toBe(new Set(sameAlt).size);
  });
});
