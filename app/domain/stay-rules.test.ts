import { describe, expect, it } from "vitest";
import { bookableDayProblem, checkInProblem, isCheckOutAfterCheckIn, pastCheckInMessage } from "./stay-rules";

const messages = { beforeOpening: "before opening", inPast: "in the past" };

describe("bookable days (D14)", () => {
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
