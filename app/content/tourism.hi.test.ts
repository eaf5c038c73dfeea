import { describe, expect, it } from "vitest";
import { numberMismatches, shapeOf, untranslated } from "./hindi-copy-test-support";
import { hotel } from "./hotel";
import { attractions, directionsUrl, tourismPageEn } from "./tourism";
import { attractionsHi, tourismPageHi } from "./tourism.hi";

describe("Omkareshwar tourism page in both languages", () => {
  it("shows the English places as they are, each with its maps search", () => {
    const en = tourismPageEn();
    expect(en.attractions.map(({ directionsUrl: _, ...attraction }) => attraction)).toEqual(attractions);
    expect(en.attractions[0]?.directionsUrl).toBe(directionsUrl(attractions[0]!));
  });

  it("has the ten places in Hindi in the same order, with the same pictures and maps searches", () => {
    expect(attractionsHi).toHaveLength(attractions.length);
    expect(shapeOf(tourismPageHi())).toEqual(shapeOf(tourismPageEn()));
    attractionsHi.forEach((attraction, index) => {
      expect(attraction.image.src).toBe(attractions[index]?.image.src);
      expect(attraction.distance === undefined).toBe(attractions[index]?.distance === undefined);
    });
  });

  it("states the same figures in both languages, the temple's distance from the identity config", () => {
    expect(numberMismatches(tourismPageEn(), tourismPageHi())).toEqual([]);
    expect(attractionsHi[0]?.distance).toBe(`${hotel.temple.km} km · कार से लगभग ${hotel.temple.minutesByCar} मिनट`);
  });

  it("keeps the placeholders the page fills", () => {
    for (const page of [tourismPageEn(), tourismPageHi()]) {
      expect(page.directionsTo).toContain("{title}");
      expect(page.help.contact).toContain("{phone}");
    }
  });

  it("leaves no English word in the Hindi copy", () => {
    expect(untranslated(tourismPageHi())).toEqual([]);
  });
});
