import { describe, expect, it } from "vitest";
import { basisClasses, dotClasses, resolvePerView } from "./carousel-layout";

// As on the original site: rooms, testimonials and social posts show 1, then 2 from 768 px, then 3
// from 1200 px.
const spec = { base: 1, md: 2, xl: 3 } as const;

describe("carousel layout", () => {
  it("inherits slides per view from the breakpoint below", () => {
    expect(resolvePerView(spec)).toEqual({ base: 1, sm: 1, md: 2, lg: 2, xl: 3 });
  });

  it("sizes slides with one class per breakpoint given", () => {
    expect(basisClasses(spec).split(/\s+/).filter(Boolean)).toEqual(["basis-full", "md:basis-1/2", "xl:basis-1/3"]);
  });

  it("has one dot per scroll position: 8 posts give 8, 7 and 6 positions", () => {
    const perView = resolvePerView(spec);
    // Dot 6 (index 5) exists everywhere; dot 7 only below 1200 px; dot 8 only below 768 px.
    expect(dotClasses(5, 8, perView)).toBe("grid");
    expect(dotClasses(6, 8, perView)).toBe("grid xl:hidden");
    expect(dotClasses(7, 8, perView)).toBe("grid md:hidden");
  });

  it("never hides the first dot, and shows a dot again where fewer slides fit", () => {
    const perView = resolvePerView({ base: 3, md: 1 });
    expect(dotClasses(0, 4, perView)).toBe("grid");
    expect(dotClasses(3, 4, perView)).toBe("hidden md:grid");
  });
});
