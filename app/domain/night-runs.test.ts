import { describe, expect, it } from "vitest";
import { nightRuns } from "./night-runs";

describe("nights merged into runs", () => {
  it("merges consecutive nights, across a month's end, and keeps gaps apart", () => {
    expect(nightRuns(["2027-03-31", "2027-03-12", "2027-03-13", "2027-04-01", "2027-03-15", "2027-03-13"])).toEqual([
      { firstNight: "2027-03-12", untilDate: "2027-03-14" },
      { firstNight: "2027-03-15", untilDate: "2027-03-16" },
      { firstNight: "2027-03-31", untilDate: "2027-04-02" },
    ]);
  });

  it("has no runs for no nights", () => {
    expect(nightRuns([])).toEqual([]);
  });
});
