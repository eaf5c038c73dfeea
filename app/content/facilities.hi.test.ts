import { describe, expect, it } from "vitest";
import { facilities, facilitiesPageEn } from "./facilities";
import { facilitiesHi, facilitiesPageHi } from "./facilities.hi";
import { numberMismatches, shapeOf, untranslated } from "./hindi-copy-test-support";

describe("Facilities page in both languages", () => {
  it("shows the English facility cards as they are", () => {
    expect(facilitiesPageEn().items).toBe(facilities);
  });

  it("has the twelve cards in Hindi in the same order, with the same pictures, links and Upcoming marks", () => {
    expect(facilitiesHi).toHaveLength(facilities.length);
    expect(shapeOf(facilitiesPageHi())).toEqual(shapeOf(facilitiesPageEn()));
    facilitiesHi.forEach((facility, index) => {
      const english = facilities[index];
      expect(facility.id).toBe(english?.id);
      expect(facility.image.src).toBe(english?.image.src);
      expect(facility.link?.to).toBe(english?.link?.to);
      expect(facility.highlight === undefined).toBe(english?.highlight === undefined);
    });
  });

  it("states the same figures in both languages (10,000 and 27,000 sq ft, 24/7, 24-hour)", () => {
    expect(numberMismatches(facilitiesPageEn(), facilitiesPageHi())).toEqual([]);
  });

  it("leaves no English word in the Hindi copy", () => {
    expect(untranslated(facilitiesPageHi())).toEqual([]);
  });
});
