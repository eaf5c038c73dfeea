import { describe, expect, it } from "vitest";
import {
  checkCheckInAnswer,
  checkCheckOutAnswer,
  checkEmailAnswer,
  checkNameAnswer,
  checkPhoneAnswer,
  checkRoomTypeAnswer,
  notANameReason,
} from "./chat-answer-rules";

const today = "2026-11-21";

describe("chat answers (product-rules.md: Chat assistant)", () => {
  it("name: any non-empty text", () => {
    expect(checkNameAnswer("  Asha   Verma ")).toEqual({ ok: true, value: "Asha Verma" });
    expect(checkNameAnswer("   ")).toEqual({ ok: false, reason: "Please tell me your name." });
    expect(checkNameAnswer("a".repeat(101))).toEqual({
      ok: false,
      reason: "Please keep your name under 100 characters.",
    });
  });

  it("name: the wizard's rule, and never a question, a greeting or a sentence", () => {
    expect(checkNameAnswer("my name is Asha Verma")).toEqual({ ok: true, value: "Asha Verma" });
    expect(checkNameAnswer("I am Ravi")).toEqual({ ok: true, value: "Ravi" });
    expect(checkNameAnswer("Ira D'Souza-Sen")).toEqual({ ok: true, value: "Ira D'Souza-Sen" });
    expect(checkNameAnswer("आशा वर्मा")).toEqual({ ok: true, value: "आशा वर्मा" });
    for (const answer of ["Where is the hotel located?", "hello", "is the pool open", "98765 43210", "asha@example.com", "yes"]) {
      expect(checkNameAnswer(answer)).toEqual({ ok: false, reason: notANameReason });
    }
  });

  it("email: a valid address", () => {
    expect(checkEmailAnswer(" asha@example.com ")).toEqual({ ok: true, value: "asha@example.com" });
    for (const answer of ["asha", "asha@", "", "asha@example"]) {
      expect(checkEmailAnswer(answer)).toEqual({
        ok: false,
        reason: "That doesn't look like an email address. Please type one like name@example.com.",
      });
    }
  });

  it("phone: an Indian mobile or a number with its country code, in E.164", () => {
    expect(checkPhoneAnswer("+91 98765-43210")).toEqual({ ok: true, value: "+919876543210" });
    expect(checkPhoneAnswer("+44 20 7946 0958")).toEqual({ ok: true, value: "+442079460958" });
    expect(checkPhoneAnswer("12345")).toEqual({
      ok: false,
      reason:
        "Please enter a 10-digit Indian mobile number such as 98765 43210, or your number with its country code such as +44 20 7946 0958.",
    });
  });

  it("check-in: a real date, not before opening, not in the past", () => {
    expect(checkCheckInAnswer(" 2026-11-21 ", { today })).toEqual({ ok: true, value: "2026-11-21" });
    // Dates are read as guests write them (parse-guest-date.ts); an impossible one is named.
    expect(checkCheckInAnswer("tomorrow", { today })).toEqual({ ok: true, value: "2026-11-22" });
    expect(checkCheckInAnswer("soon", { today })).toEqual({
      ok: false,
      reason: 'Please tell me the check-in date, for example 21 Nov 2026, 21/11/2026 or "tomorrow".',
    });
    expect(checkCheckInAnswer("2026-02-30", { today: "2025-06-01" })).toEqual({
      ok: false,
      reason: "There is no 30 February 2026. Please check the date.",
    });
    expect(checkCheckInAnswer("2026-11-20", { today })).toEqual({
      ok: false,
      reason: "Check-in date cannot be in the past.",
    });
    expect(checkCheckInAnswer("2025-09-25", { today: "2025-06-01" })).toEqual({
      ok: false,
      reason: "Check-in date must be on or after September 26th, 2025.",
    });
  });

  it("check-in at most 365 days ahead, check-out at most 30 nights later, saying whom to call", () => {
    expect(checkCheckInAnswer("2027-11-21", { today })).toEqual({ ok: true, value: "2027-11-21" });
    expect(checkCheckInAnswer("2091-03-01", { today })).toEqual({
      ok: false,
      reason: "Check-in can be at most 365 days ahead. For later dates please call us on +91 90000 00001.",
    });
    expect(checkCheckOutAnswer("2026-12-21", { checkIn: "2026-11-21" })).toEqual({ ok: true, value: "2026-12-21" });
    expect(checkCheckOutAnswer("9999-12-31", { checkIn: "2026-11-21" })).toEqual({
      ok: false,
      reason: "Stays can be at most 30 nights. For longer stays please call us on +91 90000 00001.",
    });
  });

  it("check-out: a real date after check-in", () => {
    expect(checkCheckOutAnswer("2026-11-22", { checkIn: "2026-11-21" })).toEqual({ ok: true, value: "2026-11-22" });
    expect(checkCheckOutAnswer("2026-11-21", { checkIn: "2026-11-21" })).toEqual({
      ok: false,
      reason: "Check-out date must be after check-in date (Sat 21 Nov 2026).",
    });
    expect(checkCheckOutAnswer("22/11/2026", { checkIn: "2026-11-21" })).toEqual({ ok: true, value: "2026-11-22" });
    expect(checkCheckOutAnswer("2 Jan", { checkIn: "2026-12-30" })).toEqual({ ok: true, value: "2027-01-02" });
  });

  it("room type: one of the four, any case", () => {
    expect(checkRoomTypeAnswer("super deluxe")).toEqual({ ok: true, value: "Super Deluxe Room" });
    expect(checkRoomTypeAnswer("SUITE ROOM")).toEqual({ ok: true, value: "Suite Room" });
    expect(checkRoomTypeAnswer("penthouse")).toEqual({
      ok: false,
      reason: "Please choose one of: Deluxe, Super Deluxe, Luxury or Suite.",
    });
  });
});
