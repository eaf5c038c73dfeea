import { describe, expect, it } from "vitest";
import { isOneOf } from "./one-of";

describe("isOneOf", () => {
  const intents = ["room", "form_c"] as const;

  it("takes each entry of the list", () => {
    expect(intents.map((intent) => isOneOf(intents, intent))).toEqual([true, true]);
  });

  it("refuses other strings, other case and what is not a string", () => {
    for (const value of ["rooms", "ROOM", "", " room", undefined, null, 1, ["room"]]) expect(isOneOf(intents, value)).toBe(false);
  });
});
