import { describe, expect, it } from "vitest";
import { prefersHindi } from "./prefers-hindi";

describe("prefersHindi", () => {
  it("is true when Hindi comes before English in the browser's languages", () => {
    expect(prefersHindi(["hi-IN"])).toBe(true);
    expect(prefersHindi(["hi", "en-IN", "en"])).toBe(true);
    expect(prefersHindi(["mr-IN", "hi-IN", "en-US"])).toBe(true);
    expect(prefersHindi(["HI-in"])).toBe(true);
  });

  it("is false when English comes first, or Hindi not at all", () => {
    expect(prefersHindi(["en-IN", "hi-IN"])).toBe(false);
    expect(prefersHindi(["en-US"])).toBe(false);
    expect(prefersHindi(["mr-IN", "gu-IN"])).toBe(false);
    expect(prefersHindi([])).toBe(false);
  });
});
