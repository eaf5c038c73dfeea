import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { fieldErrorsOf } from "./field-errors";
import { createMembershipSchema, membershipMessages } from "./membership-schema";

const schema = createMembershipSchema();

const errorsOf = (input: unknown, s: z.ZodType = schema) => fieldErrorsOf(s, input);

describe("membership sign-in (/joinNow)", () => {
  it("accepts each of the three methods", () => {
    expect(schema.parse({ method: "mobile", mobile: "+91 98765 43210", terms: true })).toEqual({
      method: "mobile",
      mobile: "+919876543210",
      terms: true,
    });
    expect(schema.parse({ method: "email", email: " asha@example.com ", terms: true })).toEqual({
      method: "email",
      email: "asha@example.com",
      terms: true,
    });
    expect(schema.parse({ method: "membership", membership_number: "ab12cd34", terms: true })).toEqual({
      method: "membership",
      membership_number: "AB12CD34",
      terms: true,
    });
  });

  it("needs the terms accepted", () => {
    expect(membershipMessages.termsRequired).toBe("Please accept the terms and conditions");
    for (const terms of [false, undefined, "off", 1]) {
      expect(errorsOf({ method: "email", email: "asha@example.com", terms })).toEqual({
        terms: "Please accept the terms and conditions",
      });
    }
  });

  it("needs a known method", () => {
    expect(errorsOf({})).toEqual({ method: "Choose mobile number, email address or membership number" });
    expect(errorsOf({ method: "fax", terms: true })).toEqual({
      method: "Choose mobile number, email address or membership number",
    });
  });

  it("checks the mobile number", () => {
    expect(errorsOf({ method: "mobile", terms: true })).toEqual({ mobile: "Mobile number is required" });
    expect(errorsOf({ method: "mobile", mobile: "12345", terms: true })).toEqual({
      mobile: "Enter a 10-digit Indian mobile number, or your number with its country code (for example +44 20 7946 0958)",
    });
  });

  it("checks the email", () => {
    expect(errorsOf({ method: "email", email: "", terms: true })).toEqual({ email: "Email is required" });
    expect(errorsOf({ method: "email", email: "asha", terms: true })).toEqual({ email: "Invalid email format" });
  });

  it("checks the membership number: 6 to 12 letters or digits", () => {
    const invalid = "Enter a valid membership number (6 to 12 letters or digits)";
    expect(errorsOf({ method: "membership", terms: true })).toEqual({
      membership_number: "Membership number is required",
    });
    expect(errorsOf({ method: "membership", membership_number: "AB12C", terms: true })).toEqual({
      membership_number: invalid,
    });
    expect(errorsOf({ method: "membership", membership_number: "AB12CD", terms: true })).toEqual({});
    expect(errorsOf({ method: "membership", membership_number: "AB12CD34EF56", terms: true })).toEqual({});
    expect(errorsOf({ method: "membership", membership_number: "AB12CD34EF567", terms: true })).toEqual({
      membership_number: invalid,
    });
    expect(errorsOf({ method: "membership", membership_number: "AB-12CD", terms: true })).toEqual({
      membership_number: invalid,
    });
  });

  it("is strict JSON, or reads a form post with a checked box", () => {
    expect(errorsOf({ method: "email", email: "asha@example.com", terms: true, mobile: "9876543210" })).toEqual({
      mobile: "Unknown field",
    });
    expect(
      createMembershipSchema({ source: "form" }).parse({
        method: "email",
        email: "asha@example.com",
        terms: "on",
        token: "t",
      }),
    ).toEqual({
      method: "email",
      email: "asha@example.com",
      terms: true,
    });
  });
});
