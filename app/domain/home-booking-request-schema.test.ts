import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { fieldErrorsOf } from "./field-errors";
import { guestPhoneE164, homeRequestInput, missingContactEn } from "./guest-form-test-support";
import { createHomeBookingRequestSchema, homeBookingRequestMessages } from "./home-booking-request-schema";

const schema = createHomeBookingRequestSchema({ today: "2026-11-21" });
const valid = homeRequestInput("Asha");

const errorsOf = (input: unknown, s: z.ZodType = schema) => fieldErrorsOf(s, input);

describe("home booking request form (the original site's wording)", () => {
  it("uses the original site's wording", () => {
    expect(homeBookingRequestMessages).toEqual({
      nameRequired: "Name is required",
      emailRequired: "Email is required",
      emailInvalid: "Invalid email format",
      phoneRequired: "Phone is required",
      checkInRequired: "Check-in date is required",
      checkInBeforeOpening: "Hotel opens on September 26th",
      checkOutRequired: "Check-out date is required",
      checkOutNotAfterCheckIn: "Check-out must be after check-in",
      adultsRequired: "Please select number of adults",
      childrenRequired: "Please select number of children",
    });
  });

  it("accepts a request; the message is optional", () => {
    expect(schema.parse(valid)).toEqual({ ...valid, phone: guestPhoneE164, message: "" });
    expect(schema.parse({ ...valid, message: "Near the lift" }).message).toBe("Near the lift");
  });

  it("requires every other field", () => {
    expect(errorsOf({})).toEqual({
      ...missingContactEn,
      phone: "Phone is required",
      dateIn: "Check-in date is required",
      dateOut: "Check-out date is required",
      adults: "Please select number of adults",
      children: "Please select number of children",
    });
  });

  it("checks email and phone", () => {
    expect(errorsOf({ ...valid, email: "asha.example.com", phone: "call me" })).toEqual({
      email: "Invalid email format",
      phone: "Enter a 10-digit Indian mobile number, or your number with its country code (for example +44 20 7946 0958)",
    });
  });

  it("applies the date rules with this form's wording", () => {
    expect(
      errorsOf(
        { ...valid, dateIn: "2025-09-25", dateOut: "2025-09-27" },
        createHomeBookingRequestSchema({ today: "2025-06-01" }),
      ),
    ).toEqual({
      dateIn: "Hotel opens on September 26th",
    });
    expect(errorsOf({ ...valid, dateIn: "2026-11-01" })).toEqual({ dateIn: "Check-in date cannot be in the past" });
    expect(errorsOf({ ...valid, dateOut: "2026-12-24" })).toEqual({ dateOut: "Check-out must be after check-in" });
  });

  it("applies the guest rule (product-rules.md: One guest rule)", () => {
    expect(errorsOf({ ...valid, adults: 0 })).toEqual({ adults: "At least 1 adult per room" });
    expect(errorsOf({ ...valid, adults: 4, children: 0 })).toEqual({});
    expect(errorsOf({ ...valid, adults: 5 })).toEqual({ adults: "Maximum 4 adults per room" });
    expect(errorsOf({ ...valid, adults: 3, children: 2 })).toEqual({ children: "Maximum 4 guests per room" });
  });

  it("reads form posts when asked", () => {
    const formSchema = createHomeBookingRequestSchema({ today: "2026-11-21", source: "form" });
    expect(formSchema.parse({ ...valid, adults: "1", children: "0", token: "x" })).toMatchObject({
      adults: 1,
      children: 0,
    });
    expect(errorsOf({ ...valid, adults: "1" })).toEqual({ adults: "Enter a whole number" });
  });
});
