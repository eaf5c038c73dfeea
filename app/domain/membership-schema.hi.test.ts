import { describe, expect, it } from "vitest";
import { fieldErrorsOf } from "./field-errors";
import { fieldMessagesHi } from "./field-messages.hi";
import { createMembershipSchema, membershipMessages } from "./membership-schema";
import { membershipMessagesHi, membershipWordingHi } from "./membership-schema.hi";

const schema = createMembershipSchema({ wording: membershipWordingHi });
const noLatin = /^[^A-Za-z]*$/;

describe("membership sign-in in Hindi (product-rules.md: Hindi)", () => {
  it("accepts the same entries as the English schema", () => {
    expect(schema.parse({ method: "membership", membership_number: "ab12cd34", terms: "on" })).toEqual({
      method: "membership",
      membership_number: "AB12CD34",
      terms: true,
    });
  });

  it("says every rule in Hindi", () => {
    const cases: [unknown, Record<string, string>][] = [
      [{}, { method: "मोबाइल नंबर, ईमेल पता या सदस्यता नंबर में से एक चुनें" }],
      [{ method: "mobile", terms: true }, { mobile: "कृपया अपना मोबाइल नंबर लिखें" }],
      [{ method: "mobile", mobile: "12345", terms: true }, { mobile: fieldMessagesHi.phone }],
      [{ method: "email", email: "", terms: true }, { email: "कृपया अपना ईमेल पता लिखें" }],
      [{ method: "email", email: "asha", terms: true }, { email: "ईमेल पता सही नहीं लगता, कृपया जाँच लें" }],
      [{ method: "email", email: `${"a".repeat(250)}@example.com`, terms: true }, { email: "ईमेल में अधिक से अधिक 254 अक्षर हो सकते हैं" }],
      [{ method: "membership", terms: true }, { membership_number: "कृपया अपना सदस्यता नंबर लिखें" }],
      [
        { method: "membership", membership_number: "AB-12", terms: true },
        { membership_number: "सही सदस्यता नंबर लिखें (6 से 12 अंक या अंग्रेज़ी अक्षर)" },
      ],
      [{ method: "email", email: "asha@example.com", terms: false }, { terms: "आगे बढ़ने के लिए कृपया नियम और शर्तें स्वीकार करें" }],
      [{ method: "email", email: 7, terms: true }, { email: fieldMessagesHi.wrongTextType }],
    ];
    for (const [input, errors] of cases) {
      expect(fieldErrorsOf(schema, input)).toEqual(errors);
      for (const message of Object.values(errors)) expect(message).toMatch(noLatin);
    }
  });

  it("every Hindi message is Hindi and differs from the English one", () => {
    for (const [key, message] of Object.entries(membershipMessagesHi)) {
      expect(message, key).toMatch(noLatin);
      expect(message, key).not.toBe(membershipMessages[key as keyof typeof membershipMessages]);
    }
  });

  it("leaves the English schema as it was", () => {
    expect(fieldErrorsOf(createMembershipSchema(), { method: "email", email: "asha@example.com", terms: false })).toEqual({
      terms: "Please accept the terms and conditions",
    });
    expect(fieldErrorsOf(createMembershipSchema(), { method: "email", email: `${"a".repeat(250)}@example.com`, terms: true })).toEqual({
      email: "Email must be 254 characters or fewer",
    });
  });
});
