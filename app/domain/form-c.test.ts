import { describe, expect, it } from "vitest";
import { formCTimeLeft } from "./form-c";

describe("Form C's time left", () => {
  const due = "2026-12-11T06:30:00.000Z";
  it("counts hours and minutes down to the deadline", () => {
    expect(formCTimeLeft(due, new Date("2026-12-10T06:30:00.000Z"))).toBe("24 hours 0 minutes left");
    expect(formCTimeLeft(due, new Date("2026-12-11T05:29:00.000Z"))).toBe("1 hour 1 minute left");
    expect(formCTimeLeft(due, new Date("2026-12-11T06:20:00.000Z"))).toBe("10 minutes left");
  });
  it("is overdue from the deadline on", () => {
    expect(formCTimeLeft(due, new Date(due))).toBe("overdue");
    expect(formCTimeLeft(due, new Date("2026-12-12T00:00:00.000Z"))).toBe("overdue");
  });
});
