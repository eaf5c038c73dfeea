import { describe, expect, it } from "vitest";
import { createAvailabilitySchema } from "./availability-schema";
import { stayDayMessagesEn, stayTooLongMessage } from "./bookable-days";
import { bookingSchemaMessagesHi, roomSearchSchemaMessagesHi } from "./booking-messages.hi";
import {
  bookingSchemaMessagesEn,
  createBookingRequestSchema,
  createGuestInfoSchema,
  createWizardStaySchema,
  guestInfoSchema,
} from "./booking-schema";
import { fieldErrorsOf } from "./field-errors";
import { bookingEntryInput } from "./guest-form-test-support";
import { createRoomSearchSchema } from "./room-search-schema";

const today = "2026-11-21";
const hi = bookingSchemaMessagesHi;

/** Every string of a words tree, with its `{placeholders}` taken out. */
function textsOf(value: unknown): string[] {
  if (typeof value === "string") return [value.replace(/\{\w+\}/g, "")];
  if (Array.isArray(value)) return value.flatMap(textsOf);
  if (typeof value === "object" && value !== null) return Object.values(value).flatMap(textsOf);
  return [];
}

describe("the booking schemas in Hindi (product-rules.md: Hindi)", () => {
  const stay = createWizardStaySchema({ today }, hi);
  const valid = { check_in_date: "2026-11-21", check_out_date: "2026-11-22", rooms: [{ adults: 2, children: 1 }] };

  it("asks for the dates and a room in Hindi", () => {
    expect(fieldErrorsOf(stay, {})).toEqual({
      check_in_date: "चेक-इन की तारीख़ चुनें",
      check_out_date: "चेक-आउट की तारीख़ चुनें",
      rooms: "कम से कम एक कमरा चुनें",
    });
    expect(fieldErrorsOf(stay, { ...valid, check_out_date: "2026-11-31" })).toEqual({ check_out_date: "सही तारीख़ चुनें" });
  });

  it("says in Hindi that check-out must come after check-in, and how long a stay may be", () => {
    expect(fieldErrorsOf(stay, { ...valid, check_out_date: "2026-11-21" })).toEqual({
      check_out_date: "चेक-आउट की तारीख़ चेक-इन के बाद की होनी चाहिए",
    });
    const tooLong = fieldErrorsOf(stay, { ...valid, check_out_date: "2027-01-01" });
    expect(tooLong).toEqual({ check_out_date: stayTooLongMessage(hi.days) });
    expect(tooLong.check_out_date).toBe(
      "एक बार में अधिक से अधिक 30 रातों की बुकिंग हो सकती है। लंबे ठहराव के लिए कृपया हमें +91 90000 00001 पर फ़ोन करें।",
    );
  });

  it("words the check-in's day rules in Hindi: before opening, past, too far ahead", () => {
    const beforeOpening = createWizardStaySchema({ today: "2025-06-01" }, hi);
    expect(fieldErrorsOf(beforeOpening, { ...valid, check_in_date: "2025-09-25", check_out_date: "2025-09-26" })).toEqual({
      check_in_date: "चेक-इन की तारीख़ 26 सितंबर 2025 या उसके बाद की होनी चाहिए",
    });
    expect(fieldErrorsOf(stay, { ...valid, check_in_date: "2026-11-20" })).toEqual({
      check_in_date: "चेक-इन की तारीख़ बीत चुकी है, आज या आगे की तारीख़ चुनें",
    });
    expect(fieldErrorsOf(stay, { ...valid, check_in_date: "2027-11-22", check_out_date: "2027-11-23" })).toEqual({
      check_in_date:
        "चेक-इन आज से अधिक से अधिक 365 दिन आगे तक का हो सकता है। इसके बाद की तारीख़ों के लिए कृपया हमें +91 90000 00001 पर फ़ोन करें।",
    });
  });

  it("holds every room to the guest rule, in Hindi", () => {
    expect(
      fieldErrorsOf(stay, {
        ...valid,
        rooms: [{}, { adults: 0, children: 0 }, { adults: 5, children: 0 }, { adults: 1, children: 5 }, { adults: 3, children: 2 }],
      }),
    ).toEqual({
      "rooms.0.adults": "वयस्कों की संख्या चुनें",
      "rooms.0.children": "बच्चों की संख्या चुनें",
      "rooms.1.adults": "हर कमरे में कम से कम 1 वयस्क होना चाहिए",
      "rooms.2.adults": "एक कमरे में अधिक से अधिक 4 वयस्क ठहर सकते हैं",
      "rooms.3.children": "एक कमरे में अधिक से अधिक 4 बच्चे ठहर सकते हैं",
      "rooms.4.children": "एक कमरे में अधिक से अधिक 4 मेहमान ठहर सकते हैं",
    });
    expect(fieldErrorsOf(stay, { ...valid, rooms: Array(6).fill({ adults: 1, children: 0 }) })).toEqual({
      rooms: "एक बुकिंग में अधिक से अधिक 5 कमरे लिए जा सकते हैं",
    });
  });

  it("asks for the guest's name, e-mail and phone in Hindi, and checks them in Hindi", () => {
    const guest = createGuestInfoSchema(hi);
    const ok = { name: "आशा वर्मा", email: "asha@example.com", phone: "9876543210" };
    expect(fieldErrorsOf(guest, {})).toEqual({
      name: "अपना नाम लिखें",
      email: "अपना ईमेल पता लिखें",
      phone: "अपना फ़ोन नंबर लिखें",
    });
    expect(fieldErrorsOf(guest, { ...ok, email: "asha@", phone: "12345" })).toEqual({
      email: "ईमेल पता सही नहीं है, कृपया जाँच लें",
      phone: "10 अंकों का भारतीय मोबाइल नंबर लिखें, या देश के कोड के साथ अपना नंबर (जैसे +44 20 7946 0958)",
    });
    expect(fieldErrorsOf(guest, { ...ok, name: "a".repeat(101), special_requests: "x".repeat(1001) })).toEqual({
      name: "नाम में अधिक से अधिक 100 अक्षर हो सकते हैं",
      special_requests: "विशेष अनुरोध में अधिक से अधिक 1000 अक्षर हो सकते हैं",
    });
    expect(guest.parse(ok)).toEqual({ ...ok, phone: "+919876543210", special_requests: "", company_name: "", company_gstin: "", billing_address: "" });
  });

  it("refuses a request whose rooms disagree, and an unknown service, in Hindi", () => {
    const schema = createBookingRequestSchema({ today }, hi);
    const entry = bookingEntryInput("2026-11-21", "2026-11-23");
    expect(fieldErrorsOf(schema, { bookings: [entry, { ...entry, email: "other@example.com" }] })).toEqual({
      "bookings.1.email": "एक बुकिंग के सभी कमरों की तारीख़ें और मेहमान की जानकारी एक जैसी होनी चाहिए",
    });
    expect(fieldErrorsOf(schema, { bookings: [{ ...entry, services: [{ name: "spa" }] }] })).toEqual({
      "bookings.0.services.0.name": "यह सेवा हमारे यहाँ उपलब्ध नहीं है",
    });
    expect(fieldErrorsOf(schema, { bookings: [{ ...entry, room_category_id: undefined }] })).toEqual({
      "bookings.0.room_category_id": "कृपया कमरा चुनें",
    });
  });

  it("answers an availability search and the room page's panel in Hindi", () => {
    const search = createAvailabilitySchema({ today }, hi);
    expect(
      fieldErrorsOf(search, { check_in_date: "2026-11-22", check_out_date: "2026-11-22", adults: 3, children: 2, no_of_rooms: 1 }),
    ).toEqual({
      check_out_date: "चेक-आउट की तारीख़ चेक-इन के बाद की होनी चाहिए",
      children: "एक कमरे में अधिक से अधिक 4 मेहमान ठहर सकते हैं",
    });
    const panel = createRoomSearchSchema({ today }, roomSearchSchemaMessagesHi);
    expect(fieldErrorsOf(panel, { check_in_date: "", check_out_date: "", adults: "", children: "" })).toEqual({
      check_in_date: "चेक-इन की तारीख़ चुनें",
      check_out_date: "चेक-आउट की तारीख़ चुनें",
      adults: "वयस्कों की संख्या चुनें",
      children: "बच्चों की संख्या चुनें",
    });
  });

  it("has no Latin word outside its placeholders", () => {
    const latin = [...textsOf(hi), ...textsOf(roomSearchSchemaMessagesHi)].filter((text) => /[A-Za-z]/.test(text));
    expect(latin).toEqual([]);
  });

  it("keeps the placeholders of the English messages", () => {
    const placeholders = (text: string) => [...text.matchAll(/\{\w+\}/g)].map((match) => match[0]).sort();
    for (const key of Object.keys(stayDayMessagesEn) as (keyof typeof stayDayMessagesEn)[]) {
      expect(placeholders(hi.days[key])).toEqual(placeholders(stayDayMessagesEn[key]));
    }
  });
});

describe("the booking schemas in English are unchanged", () => {
  it("are the default, and give the original site's wording", () => {
    const stay = createWizardStaySchema({ today });
    const explicit = createWizardStaySchema({ today }, bookingSchemaMessagesEn);
    const wrong = { check_in_date: "2026-11-20", check_out_date: "2026-11-20", rooms: [{ adults: 3, children: 2 }] };
    expect(fieldErrorsOf(stay, wrong)).toEqual(fieldErrorsOf(explicit, wrong));
    expect(fieldErrorsOf(stay, wrong)).toEqual({
      check_in_date: "Check-in date cannot be in the past",
      check_out_date: "Check-out date must be after check-in date",
      "rooms.0.children": "Maximum 4 guests per room",
    });
    expect(fieldErrorsOf(guestInfoSchema, {})).toEqual({
      name: "Name is required",
      email: "Email is required",
      phone: "Phone number is required",
    });
    expect(fieldErrorsOf(createWizardStaySchema({ today }), { ...wrong, check_in_date: "2026-12-01", check_out_date: "2027-01-01", rooms: [] })).toEqual({
      check_out_date: "Stays can be at most 30 nights. For longer stays please call us on +91 90000 00001.",
      rooms: "Please select at least one room",
    });
  });
});
