import { describe, expect, it } from "vitest";
import { partyLimits } from "./party-limits";

describe("the home strip's party limits (product-rules.md: One guest rule)", () => {
  it("lets each room hold up to 4 guests, with an adult in every room", () => {
    expect(partyLimits(1, 2)).toEqual({ maxAdults: 4, maxChildren: 2 });
    expect(partyLimits(1, 4)).toEqual({ maxAdults: 4, maxChildren: 0 });
    expect(partyLimits(2, 5)).toEqual({ maxAdults: 8, maxChildren: 3 });
    expect(partyLimits(5, 5)).toEqual({ maxAdults: 20, maxChildren: 15 });
  });
});
