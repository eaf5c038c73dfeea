import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { hotel } from "../content/hotel";
import { addDays } from "./hotel-date";
import { guestMessagesHi, stayDayMessagesHi } from "./booking-messages.hi";
import { fieldMessagesHi } from "./field-messages.hi";
import { fieldErrorsOf } from "./field-errors";
import { guestPhoneE164, homeRequestInput } from "./guest-form-test-support";
import {
  createHomeBookingRequestSchema,
  homeBookingRequestMessages,
  homeBookingRequestWordingEn,
} from "./home-booking-request-schema";
import { homeBookingRequestMessagesHi, homeBookingRequestWordingHi } from "./home-booking-request-schema.hi";

/**
 * The home booking request in Hindi (product-rules.md: Hindi): every message the schema can give
 * is the Hindi set's, with the same rules and limits as English; English is unchanged.
 */
const today = "2026-11-21";
const hindi = createHomeBookingRequestSchema({ today, wording: homeBookingRequestWordingHi });
const valid = homeRequestInput("आशा वर्मा");
const m = homeBookingRequestMessagesHi;
const errorsOf = (input: unknown, schema: z.ZodType = hindi) => fieldErrorsOf(schema, input);
const phone = () => hotel.phones.primary.display;
// Devanagari, digits, the hotel's phone and punctuation: no English word in a Hindi message.
const latinWord = /[A-Za-z]{2,}/;

describe("home booking request in Hindi", () => {
  it("has a Hindi message for every English one, none with an English word", () => {
    expect(Object.keys(m).sort()).toEqual(Object.keys(homeBookingRequestMessages).sort());
    for (const message of Object.values(m)) {
      expect(message).toMatch(/[\u0900-\u097F]/);
      expect(message).not.toMatch(latinWord);
    }
    expect(m.checkInBeforeOpening).toContain("26 सितंबर");
  });

  it("accepts the same request as English, Hindi name included", () => {
    expect(hindi.parse(valid)).toEqual({ ...valid, phone: guestPhoneE164, message: "" });
  });

  it("asks for every required field in Hindi", () => {
    expect(errorsOf({})).toEqual({
      name: m.nameRequired,
      email: m.emailRequired,
      phone: m.phoneRequired,
      dateIn: m.checkInRequired,
      dateOut: m.checkOutRequired,
      adults: m.adultsRequired,
      children: m.childrenRequired,
    });
  });

  it("checks the e-mail and the phone in Hindi", () => {
    expect(errorsOf({ ...valid, email: "asha.example.com", phone: "call me" })).toEqual({
      email: m.emailInvalid,
      phone: fieldMessagesHi.phone,
    });
    expect(errorsOf({ ...valid, email: `${"a".repeat(250)}@example.com` })).toEqual({
      email: "ईमेल में अधिक से अधिक 254 अक्षर हो सकते हैं",
    });
  });

  it("names the fields in Hindi in the shared messages", () => {
    expect(errorsOf({ ...valid, name: "Asha\u202E" })).toEqual({ name: fieldMessagesHi.hiddenCharacters.replace("{label}", "नाम") });
    expect(errorsOf({ ...valid, name: "न".repeat(101) })).toEqual({ name: "नाम में अधिक से अधिक 100 अक्षर हो सकते हैं" });
    expect(errorsOf({ ...valid, message: "क".repeat(1001) })).toEqual({
      message: "विशेष ज़रूरतों में अधिक से अधिक 1000 अक्षर हो सकते हैं",
    });
    expect(errorsOf({ ...valid, name: 7 })).toEqual({ name: fieldMessagesHi.wrongTextType });
    expect(errorsOf({ ...valid, dateIn: "2026-02-30" })).toEqual({ dateIn: fieldMessagesHi.invalidDate });
    expect(errorsOf("not an object")).toEqual({ body: fieldMessagesHi.notAnObject });
  });

  it("applies the date rules in Hindi, the hotel's phone in the limits' messages", () => {
    expect(
      errorsOf({ ...valid, dateIn: "2025-09-25", dateOut: "2025-09-27" }, createHomeBookingRequestSchema({ today: "2025-06-01", wording: homeBookingRequestWordingHi })),
    ).toEqual({ dateIn: m.checkInBeforeOpening });
    expect(errorsOf({ ...valid, dateIn: "2026-11-01" })).toEqual({ dateIn: stayDayMessagesHi.pastCheckIn });
    expect(errorsOf({ ...valid, dateOut: "2026-12-24" })).toEqual({ dateOut: m.checkOutNotAfterCheckIn });
    const far = addDays(today, hotel.bookingLimits.maxCheckInDaysAhead + 1);
    expect(errorsOf({ ...valid, dateIn: far, dateOut: addDays(far, 1) })).toEqual({
      dateIn: stayDayMessagesHi.checkInTooFar.replace("{days}", String(hotel.bookingLimits.maxCheckInDaysAhead)).replace("{phone}", phone()),
    });
    const tooLong = errorsOf({ ...valid, dateOut: addDays(valid.dateIn as "2026-12-24", hotel.bookingLimits.maxNights + 1) });
    expect(tooLong).toEqual({
      dateOut: stayDayMessagesHi.stayTooLong.replace("{nights}", String(hotel.bookingLimits.maxNights)).replace("{phone}", phone()),
    });
    expect(tooLong.dateOut).toContain(phone());
  });

  it("applies the guest rule in Hindi (product-rules.md: One guest rule)", () => {
    expect(errorsOf({ ...valid, adults: 0 })).toEqual({ adults: guestMessagesHi.tooFewAdults });
    expect(errorsOf({ ...valid, adults: 5 })).toEqual({ adults: guestMessagesHi.tooManyAdults });
    expect(errorsOf({ ...valid, children: -1 })).toEqual({ children: guestMessagesHi.tooFewChildren });
    expect(errorsOf({ ...valid, adults: 1, children: 5 })).toEqual({ children: guestMessagesHi.tooManyChildren });
    expect(errorsOf({ ...valid, adults: 3, children: 2 })).toEqual({ children: guestMessagesHi.tooManyGuests });
    expect(errorsOf({ ...valid, adults: "1" })).toEqual({ adults: fieldMessagesHi.wholeNumber });
  });

  it("reads form posts in Hindi as in English", () => {
    const form = createHomeBookingRequestSchema({ today, source: "form", wording: homeBookingRequestWordingHi });
    expect(form.parse({ ...valid, adults: "1", children: "0", token: "x" })).toMatchObject({ adults: 1, children: 0 });
    expect(fieldErrorsOf(form, { ...valid, adults: "", children: "0" })).toEqual({ adults: m.adultsRequired });
  });

  it("leaves English as it was: the default wording is the English set, with the same messages", () => {
    const english = createHomeBookingRequestSchema({ today, wording: homeBookingRequestWordingEn });
    const byDefault = createHomeBookingRequestSchema({ today });
    const far = addDays(today, hotel.bookingLimits.maxCheckInDaysAhead + 1);
    for (const input of [
      {},
      { ...valid, email: "x", phone: "y", name: "Asha\u202E" },
      { ...valid, dateIn: "2026-11-01" },
      { ...valid, dateIn: far, dateOut: addDays(far, 1) },
      { ...valid, dateOut: "2027-03-01" },
      { ...valid, adults: 3, children: 2 },
      { ...valid, message: "m".repeat(1001) },
    ]) {
      const errors = errorsOf(input, english);
      expect(errors).toEqual(errorsOf(input, byDefault));
      for (const message of Object.values(errors)) expect(message).not.toMatch(/[\u0900-\u097F]/);
    }
    expect(errorsOf({ ...valid, message: "m".repeat(1001) }, english)).toEqual({ message: "Message must be 1000 characters or fewer" });
    expect(errorsOf({ ...valid, dateOut: "2027-03-01" }, english).dateOut).toMatch(/^Stays can be at most 30 nights\. For longer stays please call us on /);
  });
});
