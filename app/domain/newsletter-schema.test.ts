import { describe, expect, it } from "vitest";
import { fieldErrorsOf } from "./field-errors";
import { createNewsletterSchema } from "./newsletter-schema";

const schema = createNewsletterSchema();

const errorsOf = (input: unknown) => fieldErrorsOf(schema, input);

describe("newsletter sign-up", () => {
  it("trims and lower-cases the address, so one address is stored once", () => {
    expect(schema.parse({ email: "  Asha.Verma@Example.COM " })).toEqual({ email: "asha.verma@example.com" });
  });

  it("requires a valid address", () => {
    expect(errorsOf({})).toEqual({ email: "Email is required" });
    expect(errorsOf({ email: "   " })).toEqual({ email: "Email is required" });
    expect(errorsOf({ email: "asha@" })).toEqual({ email: "Invalid email format" });
    expect(errorsOf({ email: `${"a".repeat(250)}@x.co` })).toEqual({ email: "Email must be 254 characters or fewer" });
  });

  it("is strict JSON, or reads a form post", () => {
    expect(errorsOf({ email: "a@example.com", name: "A" })).toEqual({ name: "Unknown field" });
    expect(createNewsletterSchema({ source: "form" }).parse({ email: "A@example.com", token: "t" })).toEqual({
      email: "a@example.com",
    });
  });
});
