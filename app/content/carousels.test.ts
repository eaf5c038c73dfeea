import { describe, expect, it } from "vitest";
import { carousels } from "./carousels";

describe("carousel settings (product-rules.md: Carousels)", () => {
  it("moves each carousel at its own pace", () => {
    expect(carousels.roomGallery.autoplayMs).toBe(2500);
    expect(carousels.rooms.autoplayMs).toBe(1000);
    expect(carousels.testimonials.autoplayMs).toBe(5000);
    expect(carousels.social.autoplayMs).toBe(5000);
  });

  it("shows rooms, testimonials and social posts one at a time on phones, two from 768 px and three from 1200 px", () => {
    for (const name of ["rooms", "testimonials", "social"] as const) {
      expect(carousels[name].slidesPerView).toEqual({ base: 1, md: 2, xl: 3 });
    }
    expect(carousels.roomGallery.slidesPerView).toEqual({ base: 1 });
    expect(carousels.hero.slidesPerView).toEqual({ base: 1 });
  });

  it("gives the rooms carousel dots but no arrows; testimonials, social posts and room photos have both", () => {
    expect(carousels.rooms).toMatchObject({ dots: true, arrows: false });
    for (const name of ["testimonials", "social", "roomGallery", "hero"] as const) {
      expect(carousels[name]).toMatchObject({ dots: true, arrows: true });
    }
  });

  it("pauses the social carousel while the pointer rests on it", () => {
    expect(carousels.social.pauseOnHover).toBe(true);
  });
});
