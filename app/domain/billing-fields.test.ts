import { describe, expect, it } from "vitest";
import { bookingSchemaMessagesHi } from "./booking-messages.hi";
import { createGuestInfoSchema } from "./booking-schema";
import { fieldErrorsOf } from "./field-errors";

/** The checkout's optional tax-invoice details (product-rules.md: Legal name and GSTIN), in both languages. */
const guest = { name: "Asha Verma", email: "asha@example.com", phone: "9876543210" };
const en = createGuestInfoSchema();
const hi = createGuestInfoSchema(bookingSchemaMessagesHi);

describe("the checkout's tax-invoice details", () => {
  it("are optional: none given is none kept", () => {
    expect(en.parse(guest)).toMatchObject({ company_name: "", company_gstin: "", billing_address: "" });
    expect(en.parse({ ...guest, company_name: null, company_gstin: null, billing_address: null })).toMatchObject({ company_gstin: "" });
  });

  it("take a company with a GSTIN of any state, read without spaces and in capitals, and an address", () => {
    const parsed = en.parse({ ...guest, company_name: " Acme  Tools Pvt Ltd ", company_gstin: "27 aapfu 0939 f1zv", billing_address: " 12 MG Road\nPune 411001 " });
    expect(parsed).toMatchObject({ company_name: "Acme Tools Pvt Ltd", company_gstin: "27AAPFU0939F1ZV", billing_address: "12 MG Road\nPune 411001" });
    expect(en.safeParse({ ...guest, company_name: "Acme", company_gstin: "33GSPTN0231G1ZM" }).success).toBe(true);
    // A company without a GSTIN (an invoice in its name without tax credit) is fine too.
    expect(en.safeParse({ ...guest, company_name: "Acme" }).success).toBe(true);
  });

  const cases: [Record<string, string>, string, string, string][] = [
    [{ company_name: "Acme", company_gstin: "27AAPFU0939F1Z" }, "company_gstin", "A GSTIN has 15 characters, for example 23ABCDE1234F1Z8", "जीएसटीआईएन में 15 अक्षर होते हैं"],
    [
      { company_name: "Acme", company_gstin: "45AAPFU0939F1ZV" },
      "company_gstin",
      "A GSTIN starts with a state code from 01 to 38 (23 is Madhya Pradesh)",
      "जीएसटीआईएन राज्य के कोड से शुरू होता है, 01 से 38 तक (मध्य प्रदेश का 23)",
    ],
    [
      { company_name: "Acme", company_gstin: "27AAPF10939F1ZV" },
      "company_gstin",
      "Check the GSTIN: a 2-digit state code, the 10-character PAN, the entity number, Z and a check character",
      "जीएसटीआईएन जाँचें: 2 अंकों का राज्य कोड, 10 अक्षरों का पैन, इकाई संख्या, अक्षर ज़ेड और एक जाँच अक्षर",
    ],
    [
      { company_name: "Acme", company_gstin: "27AAPFU0939F1ZW" },
      "company_gstin",
      "This GSTIN's last character does not match the rest. Please check it for a typing mistake",
      "इस जीएसटीआईएन का आख़िरी अक्षर बाक़ी से मेल नहीं खाता। कृपया टाइप करने की गलती जाँचें",
    ],
    [
      { company_gstin: "27AAPFU0939F1ZV" },
      "company_name",
      "Give the company's name as registered for this GSTIN",
      "इस जीएसटीआईएन पर पंजीकृत कंपनी का नाम लिखें",
    ],
    [{ company_name: "x".repeat(121) }, "company_name", "Company name must be 120 characters or fewer", "कंपनी का नाम में अधिक से अधिक 120 अक्षर हो सकते हैं"],
    [{ billing_address: "x".repeat(301) }, "billing_address", "Billing address must be 300 characters or fewer", "बिल का पता में अधिक से अधिक 300 अक्षर हो सकते हैं"],
    [
      { company_name: "Ac\u202Eme" },
      "company_name",
      "Company name cannot contain hidden or text-direction characters. Please type it again.",
      "कंपनी का नाम में छिपे हुए या लिखने की दिशा बदलने वाले अक्षर नहीं हो सकते। कृपया इसे दोबारा टाइप करें।",
    ],
  ];

  it.each(cases)("refuse %o on %s, in English and in Hindi", (change, field, english, hindi) => {
    expect(fieldErrorsOf(en, { ...guest, ...change })).toEqual({ [field]: english });
    expect(fieldErrorsOf(hi, { ...guest, ...change })).toEqual({ [field]: hindi });
  });

  it("name a GSTIN's missing company even while another field is wrong", () => {
    expect(fieldErrorsOf(en, { ...guest, email: "asha@", company_gstin: "27AAPFU0939F1ZV" })).toEqual({
      email: expect.any(String),
      company_name: "Give the company's name as registered for this GSTIN",
    });
  });
});
