import { describe, expect, it } from "vitest";
import { daysIn, daysOf, lastMonth, monthsOf, readRange, thisFinancialYear, thisMonth } from "./report-range";

const read = (query: string, today = "2026-11-18") => readRange(new URLSearchParams(query), today as never);

describe("readRange", () => {
  it("defaults to this month in hotel time", () => {
    expect(read("")).toEqual({ ok: true, range: { from: "2026-11-01", to: "2026-11-30" } });
    expect(read("", "2028-02-10")).toEqual({ ok: true, range: { from: "2028-02-01", to: "2028-02-29" } });
  });

  it("takes a range of up to 366 days, both ends included", () => {
    expect(read("from=2026-11-05&to=2026-11-05")).toEqual({ ok: true, range: { from: "2026-11-05", to: "2026-11-05" } });
    // 1 April 2027 to 31 March 2028 has 29 February: 366 days.
    expect(read("from=2027-04-01&to=2028-03-31")).toMatchObject({ ok: true });
    // 1 April 2027 to 1 April 2028: 367 days.
    expect(read("from=2027-04-01&to=2028-04-01")).toEqual({
      ok: false,
      message: "A report covers at most 366 days. Choose a shorter range.",
      range: { from: "2026-11-01", to: "2026-11-30" },
    });
  });

  it("refuses unreal dates, a missing end and a backward range with a message", () => {
    const unreal = "Choose a real first and last day (YYYY-MM-DD) for the report.";
    expect(read("from=2026-02-30&to=2026-03-01")).toMatchObject({ ok: false, message: unreal });
    expect(read("from=2026-11-01")).toMatchObject({ ok: false, message: unreal });
    expect(read("from=yesterday&to=2026-11-01")).toMatchObject({ ok: false, message: unreal });
    expect(read("from=2026-11-02&to=2026-11-01")).toMatchObject({ ok: false, message: "The first day must not be after the last day." });
  });
});

describe("preset ranges", () => {
  it("knows this month, last month and this financial year", () => {
    expect(thisMonth("2026-12-31")).toEqual({ from: "2026-12-01", to: "2026-12-31" });
    expect(lastMonth("2026-01-15")).toEqual({ from: "2025-12-01", to: "2025-12-31" });
    expect(lastMonth("2026-03-31")).toEqual({ from: "2026-02-01", to: "2026-02-28" });
    // The financial year starts on 1 April: 31 March is still the year before.
    expect(thisFinancialYear("2026-04-01")).toEqual({ from: "2026-04-01", to: "2027-03-31" });
    expect(thisFinancialYear("2027-03-31")).toEqual({ from: "2026-04-01", to: "2027-03-31" });
  });
});

describe("days and months of a range", () => {
  it("lists every day, and each month cut to the range", () => {
    const range = { from: "2026-10-30", to: "2026-12-02" } as const;
    expect(daysIn(range)).toBe(34); // 2 in October, 30 in November, 2 in December
    expect(daysOf(range).slice(0, 3)).toEqual(["2026-10-30", "2026-10-31", "2026-11-01"]);
    expect(monthsOf(range)).toEqual([
      { month: "2026-10", from: "2026-10-30", to: "2026-10-31" },
      { month: "2026-11", from: "2026-11-01", to: "2026-11-30" },
      { month: "2026-12", from: "2026-12-01", to: "2026-12-02" },
    ]);
  });
});
