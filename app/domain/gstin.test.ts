import { describe, expect, it } from "vitest";
import { gstinCheckCharacter, gstinProblem, normaliseGstin, panOfGstin } from "./gstin";

/** The first 14 characters with their own check character, so only the rule under test can fail. */
const withCheck = (first14: string) => `${first14}${gstinCheckCharacter(first14)}`;

describe("a GSTIN", () => {
  it("computes the check character by the base-36 weighted sum", () => {
    expect(gstinCheckCharacter("27AAPFU0939F1Z")).toBe("V");
    expect(gstinCheckCharacter("29AAGCB7383J1Z")).toBe("4");
    expect(gstinCheckCharacter("33GSPTN0231G1Z")).toBe("M");
  });

  it.each([
    // Examples the GST portal's and tax publishers' documentation use: Maharashtra, Karnataka, Tamil Nadu.
    ["27AAPFU0939F1ZV", null, "a published registration"],
    ["29AAGCB7383J1Z4", null, "a published registration"],
    ["33GSPTN0231G1ZM", null, "a published registration"],
    ["27AAPFU0939F1ZW", "checksum", "a wrong check character"],
    ["27AAPFU0939F1Z5", "checksum", "a wrong check character"],
    ["27AAPFU0938F1ZV", "checksum", "one mistyped digit of the PAN (it changes the check character)"],
    ["27AAPFU9039F1ZV", "checksum", "two neighbours swapped (weights alternate)"],
    ["27AAPFU0939F1Z", "length", "fewer than 15 characters"],
    ["27AAPFU0939F1ZVV", "length", "more than 15 characters"],
    ["", "length", "nothing"],
    ["00AAPFU0939F1ZV", "state", "a state code below 01"],
    ["39AAPFU0939F1ZV", "state", "a state code above 38"],
    ["96AAPFU0939F1ZV", "state", "a state code other than 97 or 99 above 38"],
    [withCheck("01AAPFU0939F1Z"), null, "state code 01"],
    [withCheck("38AAPFU0939F1Z"), null, "state code 38"],
    [withCheck("97AAPFU0939F1Z"), null, "state code 97"],
    [withCheck("23AAPFU0939F1Z"), null, "state code 23"],
    ["271APFU0939F1ZV", "format", "a digit where the PAN has a letter"],
    ["27AAPFUX939F1ZV", "format", "a letter where the PAN has a digit"],
    ["27AAPFU0939F0ZV", "format", "an entity number 0"],
    ["27AAPFU0939F1YV", "format", "a letter other than Z"],
    ["27aapfu0939f1zv", "format", "lower case"],
  ])("%s: %s (%s)", (gstin, problem, _why) => {
    expect(gstinProblem(gstin)).toBe(problem);
  });

  it("is read without spaces or hyphens and in upper case", () => {
    expect(normaliseGstin(" 27 aapfu-0939f 1zv ")).toBe("27AAPFU0939F1ZV");
    expect(panOfGstin("27AAPFU0939F1ZV")).toBe("AAPFU0939F");
  });
});
