import { describe, expect, it } from "vitest";
import { aboutHero, aboutIntro, cuisine, missionVision, values } from "./about";

describe("about content", () => {
  it("has the original site's hero", () => {
    expect(aboutHero).toMatchObject({ title: "About", subtitle: "Your Spiritual Haven in Sacred Omkareshwar" });
  });

  it("has two intro paragraphs about the river bank, pilgrims and tourists, the main road and the temple", () => {
    expect(aboutIntro.paragraphs).toHaveLength(2);
    const text = aboutIntro.paragraphs.join(" ");
    for (const fact of ["bank of the holy Narmada", "pilgrims", "tourists", "main road", "Madhya Pradesh", "temple"]) {
      expect(text).toContain(fact);
    }
  });

  it("has mission, vision, the three core values and the three cuisine sections", () => {
    expect(missionVision.mission.content).toContain("spiritual journey");
    expect(missionVision.vision.content).toContain("premier hospitality destination");
    expect(values.items.map((item) => item.title)).toEqual(["Divine Harmony", "The Art of Hosting", "Cultural Experience"]);
    expect(cuisine.sections.map((section) => section.title)).toEqual([
      "Traditional Thali",
      "Regional Specialties",
      "Festivals Sweets",
    ]);
  });
});
