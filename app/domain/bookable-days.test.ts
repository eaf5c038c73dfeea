import { describe, expect, it } from "vitest";
import {
  bookableDayProblem,
  checkInProblem,
  checkInTooFarMessage,
  isCheckOutAfterCheckIn,
  isStayTooLong,
  latestCheckInFrom,
  latestCheckOutFor,
  pastCheckInMessage,
  stayTooLongMessage,
} from "./bookable-days";

const messages = { beforeOpening: "before opening", inPast: "in the past", tooFar: "too far", maxDaysAhead: 200 };

describe("bookable days (product-rules.md: Hotel time)", () => {
  it("before opening: the form's opening message, even for a past day", () => {
    expect(bookableDayProblem("2025-09-25", "2025-06-01", messages)).toBe("before opening");
    expect(bookableDayProblem("2025-09-25", "2026-11-21", messages)).toBe("before opening");
    expect(bookableDayProblem("2025-09-26", "2025-06-01", messages)).toBeNull();
  });

  it("after opening: today and later are fine, earlier days are past", () => {
    expect(bookableDayProblem("2026-11-21", "2026-11-21", messages)).toBeNull();
    expect(bookableDayProblem("2026-11-20", "2026-11-21", messages)).toBe("in the past");
    expect(checkInProblem("2026-11-20", "2026-11-21", "x")).toBe(pastCheckInMessage);
    expect(pastCheckInMessage).toBe("Check-in date cannot be in the past");
  });

  it("check-out must be a later real date", () => {
    expect(isCheckOutAfterCheckIn("2026-11-21", "2026-11-22")).toBe(true);
    expect(isCheckOutAfterCheckIn("2026-11-21", "2026-11-21")).toBe(false);
    expect(isCheckOutAfterCheckIn("2026-11-21", "2026-11-20")).toBe(false);
    expect(isCheckOutAfterCheckIn("2026-11-21", "2026-11-31")).toBe(false);
    expect(isCheckOutAfterCheckIn(undefined, "2026-11-22")).toBe(false);
  });
});

describe("stay limits (hotel.bookingLimits)", () => {
  it("a day is bookable up to its horizon, inclusive", () => {
    expect(bookableDayProblem("2027-06-09", "2026-11-21", messages)).toBeNull();
    expect(bookableDayProblem("2027-06-10", "2026-11-21", messages)).toBe("too far");
  });

  it("check-in at most 365 days ahead, with a message that gives the hotel's phone", () => {
    expect(checkInProblem("2027-11-21", "2026-11-21", "x")).toBeNull();
    expect(checkInProblem("2027-11-22", "2026-11-21", "x")).toBe(checkInTooFarMessage());
    expect(checkInProblem("2091-03-01", "2026-11-21", "x")).toBe(checkInTooFarMessage());
    expect(checkInTooFarMessage()).toBe(
      "Check-in can be at most 365 days ahead. For later dates please call us on +91 90000 00001.",
    );
  });

  it("stays at most 30 nights, with a message that gives the hotel's phone", () => {
    expect(isStayTooLong("2026-12-01", "2026-12-31")).toBe(false);
    expect(isStayTooLong("2026-12-01", "2027-01-01")).toBe(true);
    expect(isStayTooLong("2091-03-01", "9999-12-31")).toBe(true);
    expect(isStayTooLong("2026-12-01", "not a date")).toBe(false);
    expect(stayTooLongMessage()).toBe(
      "Stays can be at most 30 nights. For longer stays please call us on +91 90000 00001.",
    );
  });

  it("gives date pickers their latest days", () => {
    expect(latestCheckInFrom("2026-11-21")).toBe("2027-11-21");
    expect(latestCheckOutFor("2026-12-01", "2026-11-21")).toBe("2026-12-31");
    expect(latestCheckOutFor("", "2026-11-21")).toBe("2027-12-21");
  });
});
