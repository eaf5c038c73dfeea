import { describe, expect, it } from "vitest";
import { contactMessages, createContactEnquirySchema, createEventEnquirySchema, eventMessages } from "./enquiry-schemas";
import { contactWordingHi, eventMessagesHi, eventWordingHi } from "./enquiry-schemas.hi";
import { fieldErrorsOf } from "./field-errors";
import { fieldMessagesHi } from "./field-messages.hi";
import { missingContactHi } from "./guest-form-test-support";

const today = "2026-11-21";
/** A Hindi message has no Latin word (a phone number's digits and "+" are fine). */
const noLatin = /^[^A-Za-z]*$/;

function expectHindi(errors: Record<string, string>) {
  expect(Object.keys(errors).length).toBeGreaterThan(0);
  for (const message of Object.values(errors)) expect(message).toMatch(noLatin);
}

describe("contact enquiry in Hindi (product-rules.md: Hindi)", () => {
  const schema = createContactEnquirySchema({ wording: contactWordingHi });
  const valid = { name: "आशा", email: "asha@example.com", phone: "+91 98765 43210", message: "पार्किंग है क्या?" };

  it("accepts the same enquiry as the English schema", () => {
    expect(schema.parse(valid)).toEqual({ ...valid, phone: "+919876543210" });
  });

  it("says every rule in Hindi", () => {
    const missing = fieldErrorsOf(schema, {});
    expect(missing).toEqual({
      ...missingContactHi,
      message: "कृपया अपना संदेश लिखें",
    });
    const wrong = fieldErrorsOf(schema, { ...valid, email: "asha@", phone: "12345", message: "x".repeat(2001) });
    expect(wrong).toEqual({
      email: "ईमेल पता सही नहीं लगता, कृपया जाँच लें",
      phone: fieldMessagesHi.phone,
      message: "संदेश में अधिक से अधिक 2000 अक्षर हो सकते हैं",
    });
    const long = fieldErrorsOf(schema, { ...valid, name: "आ".repeat(101), email: `${"a".repeat(250)}@example.com` });
    expect(long).toEqual({
      name: "नाम में अधिक से अधिक 100 अक्षर हो सकते हैं",
      email: "ईमेल में अधिक से अधिक 254 अक्षर हो सकते हैं",
    });
    const hidden = fieldErrorsOf(schema, { ...valid, name: "आशा\u202E" });
    expect(hidden).toEqual({ name: "नाम में छिपे हुए या लिखने की दिशा बदलने वाले अक्षर नहीं हो सकते। कृपया इसे दोबारा टाइप करें।" });
    expect(fieldErrorsOf(schema, { ...valid, message: 42 })).toEqual({ message: fieldMessagesHi.wrongTextType });
    expect(fieldErrorsOf(schema, "नमस्ते")).toEqual({ body: fieldMessagesHi.notAnObject });
    for (const errors of [missing, wrong, long, hidden]) expectHindi(errors);
  });

  it("leaves the English schema as it was", () => {
    expect(fieldErrorsOf(createContactEnquirySchema(), {})).toEqual({
      name: contactMessages.nameRequired,
      email: contactMessages.emailRequired,
      phone: contactMessages.phoneRequired,
      message: contactMessages.messageRequired,
    });
    expect(fieldErrorsOf(createContactEnquirySchema(), { ...valid, message: "x".repeat(2001) })).toEqual({
      message: "Message must be 2000 characters or fewer",
    });
  });
});

describe("event enquiry in Hindi", () => {
  const schema = createEventEnquirySchema({ today, wording: eventWordingHi });
  const valid = {
    name: "आशा",
    email: "asha@example.com",
    phone: "0731 2345678",
    event_type: "Wedding",
    event_date: "2027-02-14",
    number_of_guests: 250,
  };

  it("accepts the same enquiry as the English schema", () => {
    expect(schema.parse(valid)).toEqual({ ...valid, phone: "+917312345678", requirements: "" });
  });

  it("says every rule in Hindi", () => {
    const missing = fieldErrorsOf(schema, {});
    expect(missing).toEqual({
      ...missingContactHi,
      event_type: "कृपया कार्यक्रम का प्रकार चुनें",
      event_date: "कृपया कार्यक्रम की तारीख़ चुनें",
      number_of_guests: "कृपया मेहमानों की संख्या लिखें",
    });
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ event_type: "Birthday" }, { event_type: "कृपया कार्यक्रम का प्रकार चुनें" }],
      [{ event_date: "2026-11-20" }, { event_date: "यह तारीख़ बीत चुकी है, कृपया आज या आगे की तारीख़ चुनें" }],
      [{ event_date: "2027-02-29" }, { event_date: "सही तारीख़ चुनें" }],
      [
        { event_date: "2028-11-21" },
        {
          event_date:
            "ऑनलाइन ज़्यादा से ज़्यादा 2 साल आगे तक के कार्यक्रम की पूछताछ हो सकती है। इसके बाद की तारीख़ के लिए कृपया हमें +91 90000 00001 पर फ़ोन करें।",
        },
      ],
      [{ number_of_guests: 0 }, { number_of_guests: "कम से कम 1 मेहमान होना चाहिए" }],
      [{ number_of_guests: 2001 }, { number_of_guests: "ज़्यादा से ज़्यादा 2000 मेहमान" }],
      [{ number_of_guests: 10.5 }, { number_of_guests: "पूरी संख्या लिखें" }],
      [{ requirements: "x".repeat(2001) }, { requirements: "ज़रूरतों में अधिक से अधिक 2000 अक्षर हो सकते हैं" }],
    ];
    for (const [change, errors] of cases) expect(fieldErrorsOf(schema, { ...valid, ...change })).toEqual(errors);
    expect(
      fieldErrorsOf(createEventEnquirySchema({ today: "2025-06-01", wording: eventWordingHi }), { ...valid, event_date: "2025-09-01" }),
    ).toEqual({ event_date: "कार्यक्रम की तारीख़ 26 सितंबर 2025 या उसके बाद की चुनें" });
    expectHindi(missing);
    for (const [, errors] of cases) expectHindi(errors);
  });

  it("every Hindi message is Hindi and differs from the English one", () => {
    for (const [key, message] of Object.entries(eventMessagesHi)) {
      expect(message, key).toMatch(noLatin);
      expect(message, key).not.toBe(eventMessages[key as keyof typeof eventMessages]);
    }
  });

  it("leaves the English schema as it was", () => {
    expect(fieldErrorsOf(createEventEnquirySchema({ today }), { ...valid, number_of_guests: 2001 })).toEqual({
      number_of_guests: "Maximum 2000 guests",
    });
    expect(fieldErrorsOf(createEventEnquirySchema({ today }), { ...valid, requirements: "x".repeat(2001) })).toEqual({
      requirements: "Requirements must be 2000 characters or fewer",
    });
  });
});
