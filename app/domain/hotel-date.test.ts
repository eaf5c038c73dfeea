import { describe, expect, it } from "vitest";
import { hotel } from "../content/hotel";
import {
  addDays,
  compareDates,
  defaultStay,
  earliestCheckIn,
  earliestCheckInFrom,
  isValidIsoDate,
  isWithin,
  laterDate,
  nightsBetween,
  todayInHotel,
} from "./hotel-date";

describe("todayInHotel", () => {
  it("is still the 21st at 23:59 IST (18:29 UTC)", () => {
    expect(todayInHotel(new Date("2026-11-21T18:29:59Z"))).toBe("2026-11-21");
  });

  it("is the 22nd from 00:00 IST (18:30 UTC), while UTC is still on the 21st", () => {
    expect(todayInHotel(new Date("2026-11-21T18:30:00Z"))).toBe("2026-11-22");
    expect(todayInHotel(new Date("2026-11-21T18:31:00Z"))).toBe("2026-11-22");
  });

  it("rolls over the year in IST before UTC does", () => {
    expect(todayInHotel(new Date("2026-12-31T18:30:00Z"))).toBe("2027-01-01");
  });
});

describe("isValidIsoDate", () => {
  it.each(["2025-09-26", "2024-02-29", "2000-02-29", "2026-12-31"])("accepts %s", (date) => {
    expect(isValidIsoDate(date)).toBe(true);
  });

  it.each([
    "2025-02-29",
    "1900-02-29",
    "2025-02-30",
    "2025-04-31",
    "2025-13-01",
    "2025-00-10",
    "2025-01-00",
    "0000-01-01",
    "2025-1-5",
    "2025-01-05T00:00",
    " 2025-01-05",
    "abc",
    "",
  ])("rejects %j", (date) => {
    expect(isValidIsoDate(date)).toBe(false);
  });

  it("rejects non-strings", () => {
    expect(isValidIsoDate(20250926)).toBe(false);
    expect(isValidIsoDate(null)).toBe(false);
    expect(isValidIsoDate(new Date())).toBe(false);
  });
});

describe("date arithmetic", () => {
  it("adds days across months, leap days and years", () => {
    expect(addDays("2025-09-26", 1)).toBe("2025-09-27");
    expect(addDays("2025-09-30", 1)).toBe("2025-10-01");
    expect(addDays("2024-02-28", 1)).toBe("2024-02-29");
    expect(addDays("2025-02-28", 1)).toBe("2025-03-01");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2027-01-01", -1)).toBe("2026-12-31");
    expect(addDays("2025-01-01", 365)).toBe("2026-01-01");
    expect(addDays("2025-09-26", 0)).toBe("2025-09-26");
  });

  it("agrees with UTC calendar arithmetic over many days", () => {
    const start = Date.UTC(2024, 0, 1);
    for (let n = 0; n < 1000; n += 7) {
      const expected = new Date(start + n * 86_400_000).toISOString().slice(0, 10);
      expect(addDays("2024-01-01", n)).toBe(expected);
    }
  });

  it("refuses fractional days and unreal dates", () => {
    expect(() => addDays("2025-09-26", 0.5)).toThrow(RangeError);
    expect(() => addDays("2025-02-30", 1)).toThrow(RangeError);
  });

  it("compares dates", () => {
    expect(compareDates("2025-09-26", "2025-09-27")).toBeLessThan(0);
    expect(compareDates("2025-09-27", "2025-09-26")).toBeGreaterThan(0);
    expect(compareDates("2025-09-26", "2025-09-26")).toBe(0);
    expect(compareDates("2025-12-31", "2026-01-01")).toBeLessThan(0);
    expect(laterDate("2025-09-26", "2026-01-01")).toBe("2026-01-01");
  });

  it("counts whole nights", () => {
    expect(nightsBetween("2026-11-21", "2026-11-22")).toBe(1);
    expect(nightsBetween("2026-12-30", "2027-01-02")).toBe(3);
    expect(nightsBetween("2024-02-28", "2024-03-01")).toBe(2);
    expect(nightsBetween("2026-11-22", "2026-11-22")).toBe(0);
    expect(nightsBetween("2026-11-22", "2026-11-21")).toBe(-1);
  });
});

describe("earliest check-in and default stay (product-rules.md: Hotel time)", () => {
  it("is the opening date before the hotel opens", () => {
    expect(hotel.openingDate).toBe("2025-09-26");
    expect(earliestCheckIn(new Date("2025-06-01T06:00:00Z"))).toBe("2025-09-26");
    expect(earliestCheckIn(new Date("2025-09-25T18:29:00Z"))).toBe("2025-09-26");
    expect(defaultStay(new Date("2025-06-01T06:00:00Z"))).toEqual({ checkIn: "2025-09-26", checkOut: "2025-09-27" });
  });

  it("is today in IST from the opening date on", () => {
    expect(earliestCheckIn(new Date("2025-09-25T18:30:00Z"))).toBe("2025-09-26");
    expect(earliestCheckIn(new Date("2026-11-21T18:31:00Z"))).toBe("2026-11-22");
    expect(defaultStay(new Date("2026-11-21T18:29:00Z"))).toEqual({ checkIn: "2026-11-21", checkOut: "2026-11-22" });
    expect(earliestCheckInFrom("2026-11-21")).toBe("2026-11-21");
    expect(earliestCheckInFrom("2025-01-01")).toBe("2025-09-26");
  });
});

describe("isWithin (announcement and offer windows)", () => {
  const window = { startsOn: "2026-10-01", endsOn: "2027-01-31" } as const;

  it("includes both ends", () => {
    expect(isWithin("2026-10-01", window)).toBe(true);
    expect(isWithin("2027-01-31", window)).toBe(true);
    expect(isWithin("2026-12-25", window)).toBe(true);
  });

  it("excludes the days outside", () => {
    expect(isWithin("2026-09-30", window)).toBe(false);
    expect(isWithin("2027-02-01", window)).toBe(false);
  });

  it("treats a missing bound as open", () => {
    expect(isWithin("1999-01-01", { endsOn: "2027-03-31" })).toBe(true);
    expect(isWithin("2027-04-01", { endsOn: "2027-03-31" })).toBe(false);
    expect(isWithin("2999-01-01", { startsOn: "2026-10-01" })).toBe(true);
    expect(isWithin("2026-09-30", { startsOn: "2026-10-01" })).toBe(false);
    expect(isWithin("2026-09-30", {})).toBe(true);
  });
});
