import { describe, expect, it } from "vitest";
import { gstinCheckCharacter, gstinProblem, normaliseGstin, panOfGstin } from "./gstin";

describe("a GSTIN", () => {
  it("accepts registrations published as valid, from several states", () => {
    // Examples the GST portal's and tax publishers' documentation use: Maharashtra, Karnataka, Tamil Nadu.
    for (const gstin of ["27AAPFU0939F1ZV", "29AAGCB7383J1Z4", "33GSPTN0231G1ZM"]) expect(gstinProblem(gstin)).toBeNull();
  });

  it("computes the check character by the base-36 weighted sum", () => {
    expect(gstinCheckCharacter("27AAPFU0939F1Z")).toBe("V");
    expect(gstinCheckCharacter("29AAGCB7383J1Z")).toBe("4");
    expect(gstinCheckCharacter("33GSPTN0231G1Z")).toBe("M");
  });

  it("refuses a wrong check character, and any single changed character", () => {
    expect(gstinProblem("27AAPFU0939F1ZW")).toBe("checksum");
    expect(gstinProblem("27AAPFU0939F1Z5")).toBe("checksum");
    // One mistyped digit of the PAN changes the check character.
    expect(gstinProblem("27AAPFU0938F1ZV")).toBe("checksum");
    // Two neighbours swapped too (weights alternate).
    expect(gstinProblem("27AAPFU9039F1ZV")).toBe("checksum");
  });

  it("must be exactly 15 characters", () => {
    expect(gstinProblem("27AAPFU0939F1Z")).toBe("length");
    expect(gstinProblem("27AAPFU0939F1ZVV")).toBe("length");
    expect(gstinProblem("")).toBe("length");
  });

  it("starts with a state code from 01 to 38, or 97 or 99", () => {
    expect(gstinProblem("00AAPFU0939F1ZV")).toBe("state");
    expect(gstinProblem("39AAPFU0939F1ZV")).toBe("state");
    expect(gstinProblem("96AAPFU0939F1ZV")).toBe("state");
    expect(gstinProblem(`01AAPFU0939F1Z${gstinCheckCharacter("01AAPFU0939F1Z")}`)).toBeNull();
    expect(gstinProblem(`38AAPFU0939F1Z${gstinCheckCharacter("38AAPFU0939F1Z")}`)).toBeNull();
    expect(gstinProblem(`97AAPFU0939F1Z${gstinCheckCharacter("97AAPFU0939F1Z")}`)).toBeNull();
    expect(gstinProblem(`23AAPFU0939F1Z${gstinCheckCharacter("23AAPFU0939F1Z")}`)).toBeNull();
  });

  it("carries a PAN, an entity number from 1 and the letter Z in their places", () => {
    // PAN with a digit where a letter belongs, an entity number 0, a letter other than Z.
    expect(gstinProblem("271APFU0939F1ZV")).toBe("format");
    expect(gstinProblem("27AAPFUX939F1ZV")).toBe("format");
    expect(gstinProblem("27AAPFU0939F0ZV")).toBe("format");
    expect(gstinProblem("27AAPFU0939F1YV")).toBe("format");
    expect(gstinProblem("27aapfu0939f1zv")).toBe("format");
  });

  it("is read without spaces or hyphens and in upper case", () => {
    expect(normaliseGstin(" 27 aapfu-0939f 1zv ")).toBe("27AAPFU0939F1ZV");
    expect(panOfGstin("27AAPFU0939F1ZV")).toBe("AAPFU0939F");
  });
});
