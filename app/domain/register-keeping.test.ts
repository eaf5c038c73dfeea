import { describe, expect, it } from "vitest";
import { defaultKeepYears, keepYearsOf, parseKeepYears } from "./register-keeping";

describe("the register's keeping period", () => {
  it("is 3 years when the hotel has set none or a stored value is not valid", () => {
    expect(defaultKeepYears).toBe(3);
    expect(keepYearsOf(null)).toBe(3);
    expect(keepYearsOf("not json")).toBe(3);
    expect(keepYearsOf('{"keepYears":11}')).toBe(3);
    expect(keepYearsOf('{"keepYears":2.5}')).toBe(3);
    expect(keepYearsOf('{"keepYears":7}')).toBe(7);
  });
  it("takes whole years from 1 to 10 only", () => {
    expect(parseKeepYears(" 1 ")).toBe(1);
    expect(parseKeepYears("10")).toBe(10);
    for (const typed of ["0", "11", "", "2.5", "-1", "three", "100"]) expect(parseKeepYears(typed)).toBeNull();
  });
});
