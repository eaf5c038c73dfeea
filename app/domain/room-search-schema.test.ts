import { describe, expect, it } from "vitest";
import { fieldErrorsOf } from "./field-errors";
import { createRoomSearchSchema, roomSearchMessages } from "./room-search-schema";

const today = "2026-11-21";
const schema = createRoomSearchSchema({ today });
const valid = { check_in_date: "2026-11-21", check_out_date: "2026-11-22", adults: "2", children: "0" };

const errorsOf = (input: unknown, s = schema) => fieldErrorsOf(s, input);

describe("room search panel (the original site's wording)", () => {
  it("uses the original site's wording, with the opening date from the identity config", () => {
    expect(roomSearchMessages).toEqual({
      checkInRequired: "Check-in date is required",
      checkInBeforeOpening: "Check-in date must be September 26th or later",
      checkOutRequired: "Check-out date is required",
      checkOutNotAfterCheckIn: "Check-out must be after check-in date",
      adultsRequired: "Please select number of adults",
      childrenRequired: "Please select number of children",
    });
  });

  it("accepts a stay from today, reading select values as numbers", () => {
    expect(schema.parse(valid)).toEqual({ ...valid, adults: 2, children: 0 });
    expect(schema.parse({ ...valid, adults: 4, children: 0 })).toMatchObject({ adults: 4 });
  });

  it("requires every field (missing or blank)", () => {
    const required = {
      check_in_date: "Check-in date is required",
      check_out_date: "Check-out date is required",
      adults: "Please select number of adults",
      children: "Please select number of children",
    };
    expect(errorsOf({})).toEqual(required);
    expect(errorsOf({ check_in_date: "", check_out_date: " ", adults: "", children: "" })).toEqual(required);
    expect(errorsOf({ ...valid, adults: null })).toEqual({ adults: "Please select number of adults" });
  });

  it("refuses a check-in before the opening date with the panel's message", () => {
    const beforeOpening = createRoomSearchSchema({ today: "2025-06-01" });
    expect(errorsOf({ ...valid, check_in_date: "2025-09-25", check_out_date: "2025-09-27" }, beforeOpening)).toEqual({
      check_in_date: "Check-in date must be September 26th or later",
    });
    expect(errorsOf({ ...valid, check_in_date: "2025-09-26", check_out_date: "2025-09-27" }, beforeOpening)).toEqual(
      {},
    );
    // Also after opening: a day before the opening date gets the opening message, not "in the past".
    expect(errorsOf({ ...valid, check_in_date: "2025-09-25" })).toEqual({
      check_in_date: "Check-in date must be September 26th or later",
    });
  });

  it("refuses a check-in in the past (product-rules.md: Hotel time)", () => {
    expect(errorsOf({ ...valid, check_in_date: "2026-11-20" })).toEqual({
      check_in_date: "Check-in date cannot be in the past",
    });
  });

  it("needs check-out after check-in, and says so even when check-in is also wrong", () => {
    expect(errorsOf({ ...valid, check_out_date: "2026-11-21" })).toEqual({
      check_out_date: "Check-out must be after check-in date",
    });
    expect(errorsOf({ ...valid, check_in_date: "2026-11-20", check_out_date: "2026-11-19" })).toEqual({
      check_in_date: "Check-in date cannot be in the past",
      check_out_date: "Check-out must be after check-in date",
    });
  });

  it("refuses unreal dates", () => {
    expect(errorsOf({ ...valid, check_in_date: "2027-02-30", check_out_date: "abc" })).toEqual({
      check_in_date: "Enter a valid date",
      check_out_date: "Enter a valid date",
    });
  });

  it("applies the guest rule (product-rules.md: One guest rule) instead of the original site's 1–3 / 0–3 options", () => {
    expect(errorsOf({ ...valid, adults: "0" })).toEqual({ adults: "At least 1 adult per room" });
    expect(errorsOf({ ...valid, adults: "5" })).toEqual({ adults: "Maximum 4 adults per room" });
    expect(errorsOf({ ...valid, adults: "1", children: "4" })).toEqual({ children: "Maximum 4 guests per room" });
    expect(errorsOf({ ...valid, adults: "1", children: "5" })).toEqual({ children: "Maximum 4 children per room" });
    expect(errorsOf({ ...valid, children: "-1" })).toEqual({ children: "Number of children cannot be negative" });
    expect(errorsOf({ ...valid, adults: "2.5", children: "two" })).toEqual({
      adults: "Enter a whole number",
      children: "Enter a whole number",
    });
    expect(errorsOf({ ...valid, adults: 1, children: 3 })).toEqual({});
  });
});
