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
import { chatAnswerMessagesHi } from "./chat-answer-rules.hi";

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
    // Each refused answer, the day taken as today, and the reason the guest is given.
    const refused = [
      ["soon", today, 'Please tell me the check-in date, for example 21 Nov 2026, 21/11/2026 or "tomorrow".'],
      ["2026-02-30", "2025-06-01", "There is no 30 February 2026. Please check the date."],
      ["2026-11-20", today, "Check-in date cannot be in the past."],
      ["2025-09-25", "2025-06-01", "Check-in date must be on or after September 26th, 2025."],
    ] as const;
    for (const [answer, day, reason] of refused) expect(checkCheckInAnswer(answer, { today: day })).toEqual({ ok: false, reason });
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

describe("chat answers on a Hindi page (product-rules.md: Hindi)", () => {
  const hi = chatAnswerMessagesHi;

  it("takes a name as Hindi speakers give it, and refuses what is not one in Hindi", () => {
    expect(checkNameAnswer("मेरा नाम आशा वर्मा है", hi)).toEqual({ ok: true, value: "आशा वर्मा" });
    expect(checkNameAnswer("मैं रवि हूँ", hi)).toEqual({ ok: true, value: "रवि" });
    expect(checkNameAnswer("mera naam Asha Verma hai", hi)).toEqual({ ok: true, value: "Asha Verma" });
    expect(checkNameAnswer("दामोदर दास", hi)).toEqual({ ok: true, value: "दामोदर दास" });
    for (const answer of ["क्या पूल खुला है", "नमस्ते", "हाँ", "98765 43210"]) {
      expect(checkNameAnswer(answer, hi)).toEqual({ ok: false, reason: hi.notAName });
    }
    expect(checkNameAnswer("   ", hi)).toEqual({ ok: false, reason: "कृपया अपना नाम बताइए।" });
    expect(checkNameAnswer("अ".repeat(101), hi)).toEqual({ ok: false, reason: "कृपया अपना नाम 100 अक्षरों से छोटा रखें।" });
  });

  it("e-mail and phone, asked again in Hindi", () => {
    expect(checkEmailAnswer("asha@", hi)).toEqual({ ok: false, reason: "यह ईमेल पता सही नहीं लगता। कृपया name@example.com जैसा पता लिखें।" });
    expect(checkEmailAnswer(" asha@example.com ", hi)).toEqual({ ok: true, value: "asha@example.com" });
    expect(checkPhoneAnswer("12345", hi)).toEqual({ ok: false, reason: hi.phoneAgain });
  });

  it("dates by the same rules, in the wizard's Hindi words", () => {
    expect(checkCheckInAnswer("कल", { today }, hi)).toEqual({ ok: true, value: "2026-11-22" });
    expect(checkCheckInAnswer("जल्दी", { today }, hi)).toEqual({
      ok: false,
      reason: 'कृपया चेक-इन की तारीख़ बताइए, जैसे 21 नवंबर 2026, 21/11/2026 या "कल"।',
    });
    expect(checkCheckInAnswer("2026-11-20", { today }, hi)).toEqual({ ok: false, reason: "चेक-इन की तारीख़ बीत चुकी है, आज या आगे की तारीख़ चुनें।" });
    expect(checkCheckInAnswer("2091-03-01", { today }, hi)).toEqual({
      ok: false,
      reason: "चेक-इन आज से अधिक से अधिक 365 दिन आगे तक का हो सकता है। इसके बाद की तारीख़ों के लिए कृपया हमें +91 90000 00001 पर फ़ोन करें।",
    });
    expect(checkCheckOutAnswer("21 नवंबर", { checkIn: "2026-11-21" }, hi)).toEqual({
      ok: false,
      reason: "चेक-आउट की तारीख़ चेक-इन के बाद की होनी चाहिए (चेक-इन: शनि, 21 नवंबर 2026)।",
    });
    expect(checkCheckOutAnswer("2 जनवरी", { checkIn: "2026-12-30" }, hi)).toEqual({ ok: true, value: "2027-01-02" });
  });

  it("room types by their Hindi names", () => {
    expect(checkRoomTypeAnswer("सुपर डीलक्स", hi)).toEqual({ ok: true, value: "Super Deluxe Room" });
    expect(checkRoomTypeAnswer("लग्जरी रूम", hi)).toEqual({ ok: true, value: "Luxury Room" });
    expect(checkRoomTypeAnswer("सुइट", hi)).toEqual({ ok: true, value: "Suite Room" });
    expect(checkRoomTypeAnswer("पेंटहाउस", hi)).toEqual({ ok: false, reason: "कृपया इनमें से कोई एक चुनें: डीलक्स, सुपर डीलक्स, लग्ज़री या सुइट।" });
  });
});
