import { describe, expect, it } from "vitest";
import { createBookingEntrySchema, guestInfoSchema } from "./booking-schema";
import { checkNameAnswer } from "./chat-answer-rules";
import { createChatBookingSchema } from "./chat-booking-schema";
import { createDiningSchema } from "./dining-schema";
import { createContactEnquirySchema, createEventEnquirySchema } from "./enquiry-schemas";
import { fieldErrorsOf } from "./field-errors";
import { hasHiddenCharacters, hiddenCharactersMessage, withoutHiddenCharacters } from "./hidden-characters";
import { createHomeBookingRequestSchema } from "./home-booking-request-schema";

const today = "2026-11-21";
// क्‍ष: KA, VIRAMA, ZWJ, SSA. The ZWJ asks for the half form; Hindi needs it.
const hindiName = "क्\u200Dष वर्मा";
const hidden = {
  rightToLeftOverride: "\u202E",
  leftToRightEmbedding: "\u202A",
  firstStrongIsolate: "\u2068",
  popIsolate: "\u2069",
  zeroWidthSpace: "\u200B",
  leftToRightMark: "\u200E",
  rightToLeftMark: "\u200F",
  wordJoiner: "\u2060",
  invisiblePlus: "\u2064",
  byteOrderMark: "\uFEFF",
  arabicLetterMark: "\u061C",
  softHyphen: "\u00AD",
};

describe("hidden format characters", () => {
  it.each(Object.entries(hidden))("finds and removes %s", (_, character) => {
    expect(hasHiddenCharacters(`Asha${character}Verma`)).toBe(true);
    expect(withoutHiddenCharacters(`Asha${character}Verma`)).toBe("AshaVerma");
  });

  it("keeps ZWNJ and ZWJ, which Indian scripts need", () => {
    expect(hasHiddenCharacters(hindiName)).toBe(false);
    expect(hasHiddenCharacters("क्\u200Cष")).toBe(false);
    expect(withoutHiddenCharacters(`${hindiName}\u202E`)).toBe(hindiName);
  });
});

describe("names refuse them on every form; free text drops them", () => {
  const spoofed = `Asha ${hidden.rightToLeftOverride}amreV`;
  const nameSchemas = [
    ["wizard guest", guestInfoSchema, { email: "a@example.com", phone: "9876543210" }, "name", "Name"],
    [
      "chat booking",
      createChatBookingSchema({ today }),
      { email: "a@example.com", phone: "9876543210", checkIn: "2026-12-01", checkOut: "2026-12-02", adults: 1, children: 0, roomType: "Deluxe" },
      "name",
      "Name",
    ],
    ["contact", createContactEnquirySchema(), { email: "a@example.com", phone: "9876543210", message: "Hi" }, "name", "Name"],
    [
      "event",
      createEventEnquirySchema({ today }),
      { email: "a@example.com", phone: "9876543210", event_type: "Party", event_date: "2027-01-10", number_of_guests: 20 },
      "name",
      "Name",
    ],
    [
      "dining",
      createDiningSchema({ today }),
      { email: "a@example.com", phone: "9876543210", date: "2026-12-01", time: "19:30", guests: 2 },
      "full_name",
      "Full name",
    ],
    [
      "home booking request",
      createHomeBookingRequestSchema({ today }),
      { email: "a@example.com", phone: "9876543210", dateIn: "2026-12-01", dateOut: "2026-12-02", adults: 1, children: 0 },
      "name",
      "Name",
    ],
  ] as const;

  it.each(nameSchemas)("%s: refuses a name with a bidi override or a zero-width space, takes a Hindi name with ZWJ", (_, schema, rest, key, label) => {
    // At either end too: trim() alone would quietly drop a byte-order mark there.
    for (const name of [
      spoofed,
      `Asha${hidden.zeroWidthSpace}Verma`,
      `Asha Verma${hidden.popIsolate}x`,
      `${hidden.byteOrderMark}Asha Verma`,
      `Asha Verma${hidden.byteOrderMark}`,
    ]) {
      expect(fieldErrorsOf(schema, { ...rest, [key]: name })).toEqual({ [key]: hiddenCharactersMessage(label) });
    }
    const hindi = schema.safeParse({ ...rest, [key]: hindiName });
    expect(hindi.success && (hindi.data as Record<string, unknown>)[key]).toBe(hindiName);
  });

  it("the message says what is wrong and what to do", () => {
    expect(hiddenCharactersMessage("Name")).toBe(
      "Name cannot contain hidden or text-direction characters. Please type it again.",
    );
  });

  it("free text keeps its words and line breaks, loses the hidden characters", () => {
    const message = `Parking for a bus?${hidden.rightToLeftOverride}\nThanks${hidden.zeroWidthSpace}!`;
    const contact = createContactEnquirySchema().parse({ name: "Asha", email: "a@example.com", phone: "9876543210", message });
    expect(contact.message).toBe("Parking for a bus?\nThanks!");
    const entry = createBookingEntrySchema({ today }).parse({
      check_in_date: "2026-12-01",
      check_out_date: "2026-12-02",
      adults: 1,
      children: 0,
      room_category_id: 1,
      name: hindiName,
      email: "a@example.com",
      phone: "9876543210",
      special_requests: `${hidden.leftToRightEmbedding}Ground floor${hidden.byteOrderMark} कृपया`,
    });
    expect(entry.special_requests).toBe("Ground floor कृपया");
    expect(entry.name).toBe(hindiName);
  });

  it("free text made only of hidden characters counts as empty", () => {
    const blank = {
      name: "Asha",
      email: "a@example.com",
      phone: "9876543210",
      message: `${hidden.zeroWidthSpace}${hidden.rightToLeftOverride}`,
    };
    expect(fieldErrorsOf(createContactEnquirySchema(), blank)).toEqual({ message: "Message is required" });
  });

  it("the chat's name question refuses them too, and keeps a Hindi name", () => {
    expect(checkNameAnswer(spoofed)).toEqual({ ok: false, reason: hiddenCharactersMessage("Your name") });
    expect(checkNameAnswer(hindiName)).toEqual({ ok: true, value: hindiName });
  });
});
