import { describe, expect, it } from "vitest";
import { heroSlides } from "~/content/hero-slides";
import { festiveSlideCopy } from "./festive-slide-copy";

const festiveSlide = heroSlides[0];

describe("festiveSlideCopy", () => {
  it("claims the discount only while the offer runs, with its dates", () => {
    const copy = festiveSlideCopy("2026-11-21", festiveSlide);
    expect(copy.offer?.percentOff).toBe(10);
    expect(copy.heading).toBe("10% off every night this festive season");
    expect(copy.paragraph).toContain("from October 1st, 2026 to January 31st, 2027");
  });

  it("announces it as coming before it starts", () => {
    const copy = festiveSlideCopy("2026-08-01", festiveSlide);
    expect(copy.eyebrow).toBe("Coming soon: festive season offer");
    expect(copy.heading).toBe("10% off this festive season");
  });

  it("falls back to the seasonal welcome with no discount once it has ended", () => {
    const copy = festiveSlideCopy("2027-02-01", festiveSlide);
    expect(copy.offer).toBeNull();
    expect(copy.heading).toBe(festiveSlide.heading);
    expect(copy.heading).not.toMatch(/%/);
  });
});
