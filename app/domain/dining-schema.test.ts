import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { createDiningSchema, diningMessages } from "./dining-schema";
import { fieldErrorsOf } from "./field-errors";
import { guestPhoneE164, guestReply, missingReplyEn } from "./guest-form-test-support";

const schema = createDiningSchema({ today: "2026-11-21" });
const valid = {
  full_name: "Asha Verma",
  ...guestReply,
  date: "2026-11-21",
  time: "19:30",
  guests: 4,
};

const errorsOf = (input: unknown, s: z.ZodType = schema) => fieldErrorsOf(s, input);

describe("dining table form", () => {
  it("accepts a table; special requests are optional", () => {
    expect(schema.parse(valid)).toEqual({ ...valid, phone: guestPhoneE164, special_requests: "" });
  });

  it("requires every other field", () => {
    expect(errorsOf({})).toEqual({
      full_name: "Full name is required",
      ...missingReplyEn,
      date: "Date is required",
      time: "Time is required",
      guests: "Please select number of guests",
    });
  });

  it("keeps guests between 1 and the identity config's 8", () => {
    expect(diningMessages.tooManyGuests).toBe("Maximum 8 guests");
    expect(errorsOf({ ...valid, guests: 0 })).toEqual({ guests: "At least 1 guest" });
    expect(errorsOf({ ...valid, guests: 1 })).toEqual({});
    expect(errorsOf({ ...valid, guests: 8 })).toEqual({});
    expect(errorsOf({ ...valid, guests: 9 })).toEqual({ guests: "Maximum 8 guests" });
  });

  it("takes a 24-hour HH:MM time", () => {
    for (const time of ["07:00", "09:05", "21:59"]) expect(errorsOf({ ...valid, time })).toEqual({});
    for (const time of ["24:00", "7:30", "19:60", "7 PM", "19.30"]) {
      expect(errorsOf({ ...valid, time })).toEqual({ time: "Enter a time as HH:MM (24-hour)" });
    }
  });

  it("takes tables from the restaurant's opening to the last seating, an hour before it closes", () => {
    const outside = { time: "Choose a time between 7:00 AM and 10:00 PM" };
    expect(diningMessages.timeOutsideHours).toBe(outside.time);
    for (const time of ["07:00", "13:30", "22:00"]) expect(errorsOf({ ...valid, time })).toEqual({});
    for (const time of ["03:00", "00:00", "06:59", "22:01", "23:30"]) expect(errorsOf({ ...valid, time })).toEqual(outside);
  });

  it("takes a date at most 90 days ahead", () => {
    expect(errorsOf({ ...valid, date: "2027-02-19" })).toEqual({});
    expect(errorsOf({ ...valid, date: "2027-02-20" })).toEqual({ date: "Tables can be booked at most 90 days ahead" });
  });

  it("needs today or later, from the opening date", () => {
    expect(errorsOf({ ...valid, date: "2026-11-20" })).toEqual({ date: "Date cannot be in the past" });
    expect(errorsOf({ ...valid, date: "2025-09-20" }, createDiningSchema({ today: "2025-06-01" }))).toEqual({
      date: "Date must be on or after September 26th, 2025",
    });
    expect(errorsOf({ ...valid, date: "21/11/2026" })).toEqual({ date: "Enter a valid date" });
  });

  it("checks email, phone and request length", () => {
    expect(errorsOf({ ...valid, email: "asha", phone: "12", special_requests: "x".repeat(1001) })).toEqual({
      email: "Invalid email format",
      phone: "Enter a 10-digit Indian mobile number, or your number with its country code (for example +44 20 7946 0958)",
      special_requests: "Special requests must be 1000 characters or fewer",
    });
  });

  it("is strict JSON, or reads a form post", () => {
    expect(errorsOf({ ...valid, guests: "4", table: 7 })).toEqual({
      guests: "Enter a whole number",
      table: "Unknown field",
    });
    expect(
      createDiningSchema({ today: "2026-11-21", source: "form" }).parse({ ...valid, guests: "4", table: 7 }),
    ).toEqual({
      ...valid,
      phone: guestPhoneE164,
      special_requests: "",
    });
  });
});
