import { afterEach, describe, expect, it } from "vitest";
import { applySettings, currentSettings } from "~/content/hotel";
import { shellWordsEn } from "./shell-words";
import { shellWordsHi } from "./shell-words.hi";
import { facilityMarksOf } from "./facility-marks.server";

const seed = currentSettings();
afterEach(() => applySettings(seed));

function withFacilities(facilities: Partial<typeof seed.facilities>) {
  applySettings({ ...seed, facilities: { ...seed.facilities, ...facilities } });
}

describe("the menu's facility marks", () => {
  it("marks each facility not open by its page, and leaves open ones out", () => {
    withFacilities({
      rooftop: { state: "planned", opens: "17:00", closes: "22:00" },
      pool: { state: "open", opens: "06:00", closes: "22:00" },
      spa: { state: "opening", opensOn: "2027-03-05", opens: "09:00", closes: "21:00" },
      gym: { state: "opening", opensOn: "2026-11-27", opens: "05:00", closes: "23:00" },
    });
    expect(facilityMarksOf("2026-11-27", shellWordsEn, "en")).toEqual({
      "/Dining": "Upcoming",
      "/Spa": "Opens March 5th, 2027",
    });
  });

  it("speaks the page's language", () => {
    withFacilities({ spa: { state: "opening", opensOn: "2027-03-05", opens: "09:00", closes: "21:00" } });
    const marks = facilityMarksOf("2026-11-27", shellWordsHi, "hi");
    expect(marks["/Spa"]).toContain("2027");
    expect(marks["/Spa"]).not.toContain("March");
    expect(marks["/Dining"]).toBe(shellWordsHi.upcoming);
  });
});
