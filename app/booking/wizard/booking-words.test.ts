import { describe, expect, it } from "vitest";
import { bookingSchemaMessagesEn } from "~/domain/booking-schema";
import { gstLabel, gstRuleText } from "~/domain/gst-text";
import { hotel } from "~/content/hotel";
import { wordLeaves } from "~/i18n/word-leaves-test-support";
import { bookingCtaWordsEn } from "./booking-cta-words";
import { bookingCtaWordsHi } from "./booking-cta-words.hi";
import { clockText, partyText } from "./booking-text";
import { bookingWordsEn } from "./booking-words";
import { bookingWordsHi } from "./booking-words.hi";
import { receiptBreakdown, summaryBreakdown } from "./price-breakdown";
import { receiptWordsEn } from "./receipt-words";
import { receiptWordsHi } from "./receipt-words.hi";
import { stayIssueMessages } from "./stay-issue-messages";
import { stayIssues } from "./stay-issues";
import { interpretBookingAnswer } from "./submit-booking";
import { initialWizardState, tooFewLeftMessage, wizardReducer } from "./wizard-state";
import { confirmationOf, party, priceDeluxeAndSuite, today } from "./wizard-test-support";

const placeholders = (text: string) => [...new Set([...text.matchAll(/\{\w+\}/g)].map((match) => match[0]))].sort();

const pairs = [
  ["booking", bookingWordsEn, bookingWordsHi],
  ["receipt", receiptWordsEn, receiptWordsHi],
  ["bookingCta", bookingCtaWordsEn, bookingCtaWordsHi],
] as const;

describe("the wizard's words in Hindi (product-rules.md: Hindi)", () => {
  for (const [name, en, hi] of pairs) {
    it(`${name}: every string is Hindi, with the English one's placeholders`, () => {
      const english = new Map(wordLeaves(en));
      // Country codes of the phone list and the like are not words; the brand never appears here.
      const latin = wordLeaves(hi).filter(([, text]) => /[A-Za-z]/.test(text.replace(/\{\w+\}/g, "")));
      expect(latin).toEqual([]);
      for (const [path, text] of wordLeaves(hi)) {
        // Hindi's own wording of the server's English-only refusals has no English twin.
        if (!english.has(path)) continue;
        // The offer's `{title}` too: a Hindi page names it by staff's Hindi name (their English where they wrote none).
        expect([path, placeholders(text)]).toEqual([path, placeholders(english.get(path) ?? "")]);
      }
    });
  }

  it("words step 1's date issues in Hindi and in English", () => {
    const issues = stayIssues({ today, checkIn: "2026-12-02", checkOut: "2026-12-02" });
    expect(stayIssueMessages(issues, bookingWordsHi.validation)).toEqual({
      checkOut: "चेक-आउट की तारीख़ चेक-इन के बाद की होनी चाहिए",
    });
    expect(stayIssueMessages(stayIssues({ today, checkIn: "", checkOut: "" }), bookingWordsHi.validation)).toEqual({
      checkIn: "चेक-इन की तारीख़ चुनें",
      checkOut: "चेक-आउट की तारीख़ चुनें",
    });
    expect(stayIssueMessages(issues, bookingWordsEn.validation)).toEqual(stayIssueMessages(issues, bookingSchemaMessagesEn));
  });

  it("refuses a type chosen for more rooms than remain in Hindi, naming it as the page does", () => {
    expect(tooFewLeftMessage("सुइट रूम", 1, 1, bookingWordsHi.select.tooFewLeft)).toBe(
      "इन तारीख़ों के लिए सुइट रूम का सिर्फ़ 1 कमरा बचा है, और वह आपके दूसरे कमरे के लिए चुना जा चुका है। कृपया कमरा 2 के लिए कोई दूसरा प्रकार चुनें।",
    );
    expect(tooFewLeftMessage("Suite Room", 0, 0, bookingWordsEn.select.tooFewLeft)).toBe(
      "No room of the Suite Room type is left for these dates. Please choose another type for Room 1.",
    );
    const start = { ...initialWizardState({ today, checkIn: "2026-12-01", checkOut: "2026-12-03", rooms: party([2, 0], [2, 0]) }) };
    const suite = { id: 4, roomTypeName: "सुइट रूम", availableCount: 1 };
    const first = wizardReducer(start, { type: "selectRoomType", roomIndex: 0, offered: suite, words: bookingWordsHi.select.tooFewLeft });
    const second = wizardReducer(first, { type: "selectRoomType", roomIndex: 1, offered: suite, words: bookingWordsHi.select.tooFewLeft });
    expect(second.notice?.message).toContain("कृपया कमरा 2 के लिए कोई दूसरा प्रकार चुनें।");
  });

  it("tells a Hindi guest what the server's refusals mean in Hindi, keeping its Hindi validation messages", () => {
    const answers = bookingWordsHi.checkout.answers;
    expect(interpretBookingAnswer(409, { error: { code: "sold_out", message: "No rooms available" } }, answers)).toEqual({
      kind: "sold-out",
      message: answers.soldOut,
    });
    expect(interpretBookingAnswer(403, { error: { code: "turnstile_failed", message: "Please complete the security check" } }, answers)).toEqual({
      kind: "failed",
      message: "कृपया सुरक्षा जाँच पूरी करें और फिर से कोशिश करें।",
    });
    expect(interpretBookingAnswer(503, { error: { code: "bookings_unavailable", message: "We can't take bookings" } }, answers)).toEqual({
      kind: "failed",
      message: `अभी ऑनलाइन बुकिंग नहीं हो पा रही है। कृपया हमें ${hotel.phones.primary.display} पर फ़ोन करें या ${hotel.emails.reservations} पर लिखें।`,
    });
    expect(interpretBookingAnswer(500, { error: { code: "something_new", message: "Oops" } }, answers)).toEqual({
      kind: "failed",
      message: `बुकिंग नहीं भेजी जा सकी। कृपया फिर से कोशिश करें, या हमें ${hotel.phones.primary.display} पर फ़ोन करें।`,
    });
    expect(
      interpretBookingAnswer(
        400,
        { error: { code: "validation_failed", message: "ईमेल पता सही नहीं है, कृपया जाँच लें", fields: { "bookings.0.email": "ईमेल पता सही नहीं है, कृपया जाँच लें" } } },
        answers,
      ),
    ).toEqual({ kind: "invalid", message: "ईमेल पता सही नहीं है, कृपया जाँच लें", fields: { email: "ईमेल पता सही नहीं है, कृपया जाँच लें" } });
    // English keeps the server's own words, as before.
    expect(interpretBookingAnswer(503, { error: { code: "bookings_unavailable", message: "Call us" } }, bookingWordsEn.checkout.answers)).toEqual({
      kind: "failed",
      message: "Call us",
    });
  });
});

describe("the price breakdown and the receipt in the page's words", () => {
  const stay = { checkIn: "2026-12-10", checkOut: "2026-12-12" } as const;
  const price = priceDeluxeAndSuite({ ...stay, suiteAdults: 1, services: ["dinner", "airportPickup"] });

  it("in Hindi names the types, the guests, the offer and the services in Hindi", () => {
    const breakdown = summaryBreakdown(stay, price, { lang: "hi", receipt: receiptWordsHi });
    expect(breakdown.rooms.map((room) => [room.roomTypeName, room.guests])).toEqual([
      ["डीलक्स रूम", "2 वयस्क, 1 बच्चा"],
      ["सुइट रूम", "1 वयस्क"],
    ]);
    // The offer by the Hindi name staff gave it.
    expect(breakdown.offerLabel).toBe("त्योहारी मौसम का ऑफ़र (10% छूट)");
    expect(breakdown.services).toEqual([{ label: "रात का भोजन" }, { label: "एयरपोर्ट या रेलवे स्टेशन से पिकअप" }]);
  });

  it("in English with the English words is the breakdown it always was", () => {
    expect(summaryBreakdown(stay, price, { lang: "en", receipt: receiptWordsEn })).toEqual(summaryBreakdown(stay, price));
    const confirmation = confirmationOf(price, stay, "Asha");
    expect(receiptBreakdown(confirmation, { lang: "en", receipt: receiptWordsEn })).toEqual(receiptBreakdown(confirmation));
  });

  it("writes parties, times and GST in each language", () => {
    expect(partyText({ adults: 1, children: 2 }, receiptWordsEn)).toBe("1 adult, 2 children");
    expect(partyText({ adults: 2, children: 1 }, receiptWordsHi)).toBe("2 वयस्क, 1 बच्चा");
    expect(["00:30", "10:00", "12:00", "17:30", "21:00"].map((time) => clockText(time, receiptWordsEn.clock))).toEqual([
      "12:30 AM",
      "10:00 AM",
      "12:00 PM",
      "5:30 PM",
      "9:00 PM",
    ]);
    expect(clockText("12:00", receiptWordsHi.clock)).toBe("दोपहर 12:00 बजे");
    expect(clockText("10:00", receiptWordsHi.clock)).toBe("सुबह 10:00 बजे");
    expect(gstRuleText("2026-12-10", hotel.taxTables, receiptWordsEn.gst)).toBe(gstRuleText("2026-12-10"));
    expect(gstRuleText("2026-12-10", hotel.taxTables, receiptWordsHi.gst)).not.toMatch(/[A-Za-z]/);
    expect(gstLabel("CGST", price.taxes, receiptWordsHi.gst)).toMatch(/^सीजीएसटी/);
    expect(gstLabel("SGST", price.taxes, receiptWordsEn.gst)).toBe(gstLabel("SGST", price.taxes));
  });
});
