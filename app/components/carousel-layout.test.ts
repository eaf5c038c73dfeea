import { describe, expect, it } from "vitest";
import { basisClasses } from "./carousel-layout";

describe("carousel layout", () => {
  it("sizes slides with one class per breakpoint given", () => {
    expect(basisClasses({ base: 1, md: 2, xl: 3 }).split(/\s+/).filter(Boolean)).toEqual([
      "basis-full",
      "md:basis-1/2",
      "xl:basis-1/3",
    ]);
  });

  it("leaves breakpoints that are not given to the one below", () => {
    expect(basisClasses({ base: 3, sm: 1 }).split(/\s+/).filter(Boolean)).toEqual(["basis-1/3", "sm:basis-full"]);
  });
});
