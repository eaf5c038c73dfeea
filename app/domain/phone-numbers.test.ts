import { describe, expect, it } from "vitest";
import { composePhone, displayPhone, normalisePhone } from "./phone-numbers";
import { itGivesEach } from "./table-test-support";

describe("normalisePhone: one rule for every form, E.164 out", () => {
  itGivesEach("%j → %s", normalisePhone, [
    // Indian mobiles, however they are written.
    ["9876543210", "+919876543210"],
    ["98765 43210", "+919876543210"],
    ["98765-43210", "+919876543210"],
    [" 987 654 3210 ", "+919876543210"],
    ["+91 98765 43210", "+919876543210"],
    ["+919876543210", "+919876543210"],
    ["919876543210", "+919876543210"],
    ["09876543210", "+919876543210"],
    ["0091 98765 43210", "+919876543210"],
    ["6000000000", "+916000000000"],
    // Numbers with their country code.
    ["+44 20 7946 0958", "+442079460958"],
    ["0044 20 7946 0958", "+442079460958"],
    ["+1 415-555-0132", "+14155550132"],
    ["+971 50 123 4567", "+971501234567"],
    ["+1234567", "+1234567"],
    ["+123456789012345", "+123456789012345"],
    // An Indian landline as dialled inside India: trunk 0 and area code.
    ["0731 2345678", "+917312345678"],
    ["0731-2345678", "+917312345678"],
    ["+91 731 234 5678", "+917312345678"],
  ]);

  it.each([
    "",
    "12345",
    "5876543210", // 10 digits not starting 6–9: not a mobile, and no trunk 0 or country code
    "987654321", // 9 digits
    "98765432101", // 11 digits without a leading 0
    "1234567", // 7 digits with no country code: which country?
    "+123456", // 6 digits
    "+1234567890123456", // 16 digits: beyond E.164
    "+0 123 4567", // country codes never start with 0
    "+91 98765 4321", // +91 needs exactly 10 digits
    "+91 0731 2345678", // the trunk 0 does not follow +91
    "98765.43210",
    "(987) 654-3210",
    "98765  43210",
    "98765 43210 -",
    "98+76543210",
    "+",
    "abcdefghij",
  ])("refuses %j", (raw) => {
    expect(normalisePhone(raw)).toBeNull();
  });
});

describe("composePhone: the phone field's country code and number as one string", () => {
  it("keeps an Indian number as typed, so the Indian rules read its prefixes", () => {
    expect(composePhone("+91", " 098765 43210 ")).toBe("098765 43210");
    expect(composePhone("+91", "")).toBe("");
  });

  it("puts another code in front and drops a trunk 0", () => {
    expect(composePhone("+44", "020 7946 0958")).toBe("+44 20 7946 0958");
    expect(normalisePhone(composePhone("+44", "020 7946 0958"))).toBe("+442079460958");
    expect(composePhone("+971", "50 123 4567")).toBe("+971 50 123 4567");
  });

  it("a number typed with its own code keeps it, under any choice", () => {
    expect(composePhone("+44", "+1 415 555 0132")).toBe("+1 415 555 0132");
    expect(composePhone("", "0044 20 7946 0958")).toBe("0044 20 7946 0958");
  });
});

describe("displayPhone", () => {
  it("groups Indian numbers, old 10-digit ones too, and shows others as stored", () => {
    expect(displayPhone("+919876543210")).toBe("+91 98765 43210");
    expect(displayPhone("9876543210")).toBe("+91 98765 43210");
    expect(displayPhone("+442079460958")).toBe("+442079460958");
  });
});
