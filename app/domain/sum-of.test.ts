import { describe, expect, it } from "vitest";
import { sumOf } from "./sum-of";

describe("sumOf", () => {
  it("adds up what it reads from each item", () => {
    expect(sumOf([{ paise: 125_050 }, { paise: 50 }, { paise: -100 }], (line) => line.paise)).toBe(125_000);
    expect(sumOf([2, 3], (n) => n * 10)).toBe(50);
  });

  it("is zero for no items", () => {
    expect(sumOf([], (n: number) => n)).toBe(0);
  });
});
