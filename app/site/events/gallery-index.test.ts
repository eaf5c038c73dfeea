import { describe, expect, it } from "vitest";
import { wrapIndex } from "./gallery-index";

describe("wrapIndex (prev and next wrap around)", () => {
  it("goes from the first image back to the last, and from the last on to the first", () => {
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(3, 3)).toBe(0);
    expect(wrapIndex(1, 3)).toBe(1);
    expect(wrapIndex(-7, 3)).toBe(2);
  });

  it("stays at 0 for an empty or single-image gallery", () => {
    expect(wrapIndex(5, 1)).toBe(0);
    expect(wrapIndex(1, 0)).toBe(0);
  });
});
