import { describe, expect, it } from "vitest";
import { aboutPageEn, aboutHero, aboutIntro, cuisine, missionVision, values } from "./about";
import { aboutPageHi } from "./about.hi";
import { numberMismatches, shapeOf, untranslated } from "./hindi-copy-test-support";

describe("About page in both languages", () => {
  it("gives the English page the About content as written", () => {
    const en = aboutPageEn();
    expect(en.hero).toEqual(aboutHero);
    expect(en.intro).toMatchObject({ eyebrow: aboutIntro.eyebrow, title: aboutIntro.title, paragraphs: aboutIntro.paragraphs });
    expect(en.mission).toEqual(missionVision.mission);
    expect(en.vision.content).toBe(missionVision.vision.content);
    expect(en.values.items).toBe(values.items);
    expect(en.cuisine.sections).toBe(cuisine.sections);
  });

  it("has the same structure in Hindi: two intro paragraphs, mission, vision, three values, three dishes", () => {
    const hi = aboutPageHi();
    expect(shapeOf(hi)).toEqual(shapeOf(aboutPageEn()));
    expect(hi.intro.paragraphs).toHaveLength(2);
    expect(hi.values.items).toHaveLength(3);
    expect(hi.cuisine.sections).toHaveLength(3);
  });

  it("states the same figures (the temple's distance) in both languages", () => {
    expect(numberMismatches(aboutPageEn(), aboutPageHi())).toEqual([]);
    expect(aboutPageHi().intro.paragraphs.join(" ")).toContain("ओंकारेश्वर ज्योतिर्लिंग से 5 km दूर (कार से लगभग 10 मिनट)");
  });

  it("leaves no English word in the Hindi copy or its pictures' alt text", () => {
    const hi = aboutPageHi();
    expect(untranslated(hi)).toEqual([]);
    expect(hi.intro.image.src).toBe(aboutIntro.image.src);
    expect(hi.intro.image.alt).not.toBe(aboutIntro.image.alt);
  });
});
