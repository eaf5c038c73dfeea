import { describe, expect, it } from "vitest";
import { dayAndMonth, dayMonthYear, weekdayDayMonthYear } from "./calendar-days";

describe("calendar days for guests", () => {
  it("writes Hindi months and weekdays with Latin digits", () => {
    expect(dayAndMonth("2026-02-01", "hi")).toBe("1 फ़रवरी");
    expect(dayMonthYear("2026-12-05", "hi")).toBe("5 दिसंबर 2026");
    expect(weekdayDayMonthYear("2026-12-05", "hi")).toBe("शनि, 5 दिसंबर 2026");
  });

  it("writes English the Indian way, day first", () => {
    expect(dayMonthYear("2026-09-26", "en")).toBe("26 September 2026");
    expect(weekdayDayMonthYear("2027-01-03", "en")).toBe("Sun, 3 January 2027");
  });

  it("refuses a day that is not on the calendar", () => {
    expect(() => dayAndMonth("2026-02-30" as never, "hi")).toThrow(RangeError);
  });
});
