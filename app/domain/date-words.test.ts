import { describe, expect, it } from "vitest";
import { monthAndDay, monthDayAndYear, ordinal } from "./date-words";
import { itGivesEach } from "./table-test-support";

describe("date words", () => {
  it("writes ordinals", () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 26, 31, 101, 111].map(ordinal)).toEqual([
      "1st",
      "2nd",
      "3rd",
      "4th",
      "11th",
      "12th",
      "13th",
      "21st",
      "22nd",
      "23rd",
      "26th",
      "31st",
      "101st",
      "111th",
    ]);
  });

  // The opening date the way the original site's messages write it.
  itGivesEach("writes %s as %s", monthAndDay, [
    ["2025-09-26", "September 26th"],
    ["2026-01-01", "January 1st"],
  ]);
  itGivesEach("writes %s with its year as %s", monthDayAndYear, [
    ["2025-09-26", "September 26th, 2025"],
    ["2026-12-22", "December 22nd, 2026"],
  ]);

  it("refuses unreal dates", () => {
    expect(() => monthAndDay("2025-02-30")).toThrow(RangeError);
  });
});
