import { describe, expect, it } from "vitest";
import { hindiClockTime } from "./dining-hours.hi";
import { createDiningSchema, diningMessages } from "./dining-schema";
import { diningMessagesHi, diningWordingHi } from "./dining-schema.hi";
import { fieldErrorsOf } from "./field-errors";
import { fieldMessagesHi } from "./field-messages.hi";
import { guestPhoneE164, guestReply, missingReplyHi } from "./guest-form-test-support";

const today = "2026-11-21";
const schema = createDiningSchema({ today, wording: diningWordingHi });
const valid = { full_name: "आशा वर्मा", ...guestReply, date: today, time: "19:30", guests: 4 };
const noLatin = /^[^A-Za-z]*$/;

describe("dining table form in Hindi (product-rules.md: Hindi)", () => {
  it("accepts the same table as the English schema", () => {
    expect(schema.parse(valid)).toEqual({ ...valid, phone: guestPhoneE164, special_requests: "" });
  });

  it("says every rule in Hindi", () => {
    expect(fieldErrorsOf(schema, {})).toEqual({
      full_name: "कृपया अपना पूरा नाम लिखें",
      ...missingReplyHi,
      date: "कृपया तारीख़ चुनें",
      time: "कृपया समय चुनें",
      guests: "कृपया बताएँ कि कितने लोग आएँगे",
    });
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ email: "asha", phone: "12" }, { email: "ईमेल पता सही नहीं लगता, कृपया जाँच लें", phone: fieldMessagesHi.phone }],
      [{ date: "2026-11-20" }, { date: "यह तारीख़ बीत चुकी है, कृपया आज या आगे की तारीख़ चुनें" }],
      [{ date: "2027-02-20" }, { date: "टेबल ज़्यादा से ज़्यादा 90 दिन पहले बुक हो सकती है" }],
      [{ date: "21/11/2026" }, { date: "सही तारीख़ चुनें" }],
      [{ time: "7 PM" }, { time: "समय घंटे और मिनट में लिखें, 24 घंटे की घड़ी से (जैसे 19:30)" }],
      [{ time: "23:30" }, { time: "कृपया सुबह 7:00 से रात 10:00 बजे के बीच का समय चुनें" }],
      [{ guests: 0 }, { guests: "कम से कम 1 व्यक्ति होना चाहिए" }],
      [{ guests: 9 }, { guests: "ज़्यादा से ज़्यादा 8 लोग" }],
      [{ guests: "4" }, { guests: "पूरी संख्या लिखें" }],
      [{ special_requests: "x".repeat(1001) }, { special_requests: "ख़ास अनुरोध में अधिक से अधिक 1000 अक्षर हो सकते हैं" }],
      [{ full_name: "आ".repeat(101) }, { full_name: "पूरे नाम में अधिक से अधिक 100 अक्षर हो सकते हैं" }],
    ];
    for (const [change, errors] of cases) {
      expect(fieldErrorsOf(schema, { ...valid, ...change })).toEqual(errors);
      for (const message of Object.values(errors)) expect(message).toMatch(noLatin);
    }
    expect(
      fieldErrorsOf(createDiningSchema({ today: "2025-06-01", wording: diningWordingHi }), { ...valid, date: "2025-09-20" }),
    ).toEqual({ date: "कृपया 26 सितंबर 2025 या उसके बाद की तारीख़ चुनें" });
  });

  it("every Hindi message is Hindi and differs from the English one", () => {
    for (const [key, message] of Object.entries(diningMessagesHi)) {
      expect(message, key).toMatch(noLatin);
      expect(message, key).not.toBe(diningMessages[key as keyof typeof diningMessages]);
    }
  });

  it("leaves the English schema as it was", () => {
    const english = createDiningSchema({ today });
    expect(fieldErrorsOf(english, { ...valid, time: "23:30" })).toEqual({ time: "Choose a time between 7:00 AM and 10:00 PM" });
    expect(fieldErrorsOf(english, { ...valid, special_requests: "x".repeat(1001) })).toEqual({
      special_requests: "Special requests must be 1000 characters or fewer",
    });
  });
});

describe("a table time in Hindi", () => {
  it("names the part of the day instead of AM and PM", () => {
    expect(["07:00", "11:45", "12:00", "15:30", "18:15", "19:00", "22:00", "00:00", "03:30"].map(hindiClockTime)).toEqual([
      "सुबह 7:00",
      "सुबह 11:45",
      "दोपहर 12:00",
      "दोपहर 3:30",
      "शाम 6:15",
      "रात 7:00",
      "रात 10:00",
      "रात 12:00",
      "रात 3:30",
    ]);
  });
});
