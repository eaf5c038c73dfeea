import { describe, expect, it } from "vitest";
import { createAvailabilitySchema } from "./availability-schema";
import { fieldErrorsOf } from "./field-errors";

const schema = createAvailabilitySchema({ today: "2026-11-21" });
const valid = { check_in_date: "2026-11-21", check_out_date: "2026-11-22", adults: 2, children: 0, no_of_rooms: 1 };

const errorsOf = (input: unknown) => fieldErrorsOf(schema, input);

describe("availability request (the admin API's shape)", () => {
  it("accepts the wizard's query", () => {
    expect(schema.parse(valid)).toEqual(valid);
    expect(schema.parse({ ...valid, no_of_rooms: 5 }).no_of_rooms).toBe(5);
  });

  it("requires every field, in the wizard's words", () => {
    expect(errorsOf({})).toEqual({
      check_in_date: "Check-in date is required",
      check_out_date: "Check-out date is required",
      adults: "Number of adults is required",
      children: "Number of children is required",
      no_of_rooms: "Please select at least one room",
    });
  });

  it("keeps rooms within 1–5", () => {
    expect(errorsOf({ ...valid, no_of_rooms: 0 })).toEqual({ no_of_rooms: "Please select at least one room" });
    expect(errorsOf({ ...valid, no_of_rooms: 6 })).toEqual({ no_of_rooms: "Maximum 5 rooms per booking" });
  });

  it("applies the date and guest rules", () => {
    expect(errorsOf({ ...valid, check_in_date: "2026-11-22", check_out_date: "2026-11-22" })).toEqual({
      check_out_date: "Check-out date must be after check-in date",
    });
    expect(errorsOf({ ...valid, check_in_date: "2025-09-20", check_out_date: "2025-09-28" })).toEqual({
      check_in_date: "Check-in date must be on or after September 26th, 2025",
    });
    expect(errorsOf({ ...valid, adults: 4, children: 1 })).toEqual({ children: "Maximum 4 guests per room" });
  });

  it("is strict JSON: wrong types and unknown fields are refused", () => {
    expect(errorsOf({ ...valid, adults: "2", no_of_rooms: "1", check_in_date: 20261121 })).toEqual({
      adults: "Enter a whole number",
      no_of_rooms: "Enter a whole number",
      check_in_date: "Must be text",
    });
    expect(errorsOf({ ...valid, room_id: 1 })).toEqual({ room_id: "Unknown field" });
    expect(errorsOf(null)).toEqual({ body: "Expected a JSON object" });
  });
});
