import { describe, expect, it } from "vitest";
import { isPlausiblePhone, normaliseIndianMobile } from "./phone-numbers";

describe("normaliseIndianMobile", () => {
  it.each([
    ["9876543210", "9876543210"],
    ["98765 43210", "9876543210"],
    ["98765-43210", "9876543210"],
    [" 987 654 3210 ", "9876543210"],
    ["+91 98765 43210", "9876543210"],
    ["+919876543210", "9876543210"],
    ["919876543210", "9876543210"],
    ["09876543210", "9876543210"],
    ["6000000000", "6000000000"],
  ])("%j → %s", (raw, mobile) => {
    expect(normaliseIndianMobile(raw)).toBe(mobile);
  });

  it.each([
    "",
    "12345",
    "5876543210", // mobiles start 6–9
    "987654321", // 9 digits
    "98765432101", // 11 digits without a leading 0
    "+1 987 654 3210",
    "+91 5876543210",
    "98765.43210",
    "(987) 654-3210",
    "abcdefghij",
  ])("refuses %j", (raw) => {
    expect(normaliseIndianMobile(raw)).toBeNull();
  });
});

describe("isPlausiblePhone", () => {
  it.each(["1234567", "+44 20 7946 0958", "0731-2345678", "+91 98765 43210", "123456789012345"])(
    "accepts %j",
    (raw) => {
      expect(isPlausiblePhone(raw)).toBe(true);
    },
  );

  it.each(["123456", "1234567890123456", "12 34 56", "phone", "+", "98+76543210", "(0731) 2345678", ""])(
    "refuses %j",
    (raw) => {
      expect(isPlausiblePhone(raw)).toBe(false);
    },
  );
});
