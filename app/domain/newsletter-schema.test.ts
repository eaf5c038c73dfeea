import { describe, expect, it } from "vitest";
import { fieldErrorsOf } from "./field-errors";
import { fieldMessagesHi } from "./field-messages.hi";
import { createNewsletterSchema } from "./newsletter-schema";
import { newsletterMessagesHi } from "./newsletter-schema.hi";

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

describe("newsletter sign-up from a Hindi page (product-rules.md: Hindi)", () => {
  const hindi = (source: "json" | "form" = "json") =>
    createNewsletterSchema({ source, messages: newsletterMessagesHi, fields: fieldMessagesHi });
  const hindiErrorsOf = (input: unknown, source?: "json" | "form") => fieldErrorsOf(hindi(source), input);

  it("accepts and stores an address exactly as the English form does", () => {
    expect(hindi("form").parse({ email: "  Asha.Verma@Example.COM ", lang: "hi" })).toEqual({ email: "asha.verma@example.com" });
  });

  it("says what to fix in Hindi: missing, blank, malformed, too long, not text", () => {
    expect(hindiErrorsOf({})).toEqual({ email: "कृपया अपना ईमेल पता लिखें" });
    expect(hindiErrorsOf({ email: "   " }, "form")).toEqual({ email: "कृपया अपना ईमेल पता लिखें" });
    expect(hindiErrorsOf({ email: "asha@" })).toEqual({ email: "यह ईमेल पता सही नहीं है" });
    expect(hindiErrorsOf({ email: `${"a".repeat(250)}@x.co` })).toEqual({ email: "ईमेल में अधिक से अधिक 254 अक्षर हो सकते हैं" });
    expect(hindiErrorsOf({ email: 42 })).toEqual({ email: fieldMessagesHi.wrongTextType });
    expect(hindiErrorsOf(["asha@example.com"])).toEqual({ body: fieldMessagesHi.notAnObject });
  });

  it("leaves no English word in any of its messages", () => {
    const messages = [
      ...Object.values(hindiErrorsOf({})),
      ...Object.values(hindiErrorsOf({ email: "asha@" })),
      ...Object.values(hindiErrorsOf({ email: `${"a".repeat(250)}@x.co` })),
      ...Object.values(hindiErrorsOf({ email: 42 })),
    ];
    expect(messages).toHaveLength(4);
    for (const message of messages) expect(message).not.toMatch(/[A-Za-z]/);
  });

  it("keeps the English wording by default", () => {
    expect(errorsOf({ email: 42 })).toEqual({ email: "Must be text" });
  });
});
