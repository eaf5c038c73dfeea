import { describe, expect, it } from "vitest";
import type { AvailableRoom, BookingConfirmation } from "~/domain/api-types";
import { bookingConfirmation } from "~/domain/booking-confirmation";
import { priceStay } from "~/domain/price-stay";
import { bookingSettled } from "./chat-booking-flow";
import { bookingSucceeded } from "./chat-booking-replies";
import { converse, converseHi, facts, factsHi, free, isHindi } from "./chat-test-support";

/**
 * The chat says the deposit before the guest says yes, and how to pay it after (product-rules.md:
 * Deposits). A Deluxe Room at ₹3,500 for three March nights (no offer then): ₹3,500 + 2.5% CGST
 * (₹87.50) + 2.5% SGST (₹87.50) = ₹3,675 a night, ₹11,025 the stay; the first night now, ₹7,350
 * at the hotel.
 */
const withRule: AvailableRoom[] = free.map((room) => ({ ...room, deposit_rule: { kind: "first_night" } }));
const talk = ["book 10-13 mar for 2 adults", "deluxe", "my name is Ravi Kumar", "ravi@example.com", "9876543210"];
const summaryOf = (replies: unknown[]) => String(replies.find((line) => typeof line === "string" && line.includes("\n")));

const price = priceStay({
  checkIn: "2027-03-10",
  checkOut: "2027-03-13",
  rooms: [{ roomId: 1, roomTypeName: "Deluxe Room", nightlyPaise: 350_000, adults: 2, children: 0 }],
});
const guest = { name: "Ravi Kumar", email: "ravi@example.com", phone: "+919876543210", special_requests: "" };
const confirmation: BookingConfirmation = {
  ...bookingConfirmation({ reference: "ABCD2345", checkIn: "2027-03-10", checkOut: "2027-03-13", guest }, price),
  deposit: { amount_paise: 367_500, rest_paise: 735_000, due_at: "2027-03-09T12:30:00.000Z", pay_url: "https://rzp.io/rzp/AbCd123" },
};
const receiptHref = "/BookingForm?receipt=ABCD2345";

describe("the chat's booking with a deposit rule in force", () => {
  it("the summary's total says what is paid online now and what at the hotel", () => {
    const { last } = converse(talk, undefined, withRule);
    expect(price.totals.total).toBe(1_102_500);
    expect(summaryOf(last.replies)).toContain(
      "Total: ₹11,025. ₹3,675 now online to hold the room, the rest (₹7,350) at the hotel; you get the payment link once the request is sent.",
    );
    expect(summaryOf(last.replies)).not.toContain("nothing is charged online");
  });

  it("without a rule, the summary is as before", () => {
    const { last } = converse(talk, undefined, free);
    expect(summaryOf(last.replies)).toContain("Total: ₹11,025, paid at the hotel (nothing is charged online).");
  });

  it("the last reply says how much by when, from the server's answer, and links to the receipt with the Pay button", () => {
    const { state } = converse([...talk, "yes"], undefined, withRule);
    const done = bookingSettled(state, { kind: "confirmed", confirmation, receiptHref }, facts);
    expect(done.replies).toEqual([
      {
        text: `${bookingSucceeded} Your booking reference is ABCD2345. Total ₹11,025. To hold the room, please pay the deposit of ₹3,675 by 9 March, 6:00 PM (the rest, ₹7,350, at the hotel): the Pay button is on your receipt and in our e-mail. If it is not paid by then, the request lapses.`,
        link: { href: receiptHref, label: "See your receipt (ABCD2345)" },
      },
    ]);
  });

  it("in Hindi, both", () => {
    const { state, last } = converseHi([...talk.slice(0, 1), "डीलक्स", "मेरा नाम रवि कुमार है", "ravi@example.com", "9876543210"], undefined, withRule);
    const summary = summaryOf(last.replies);
    expect(summary).toContain("कुल: ₹11,025। कमरा पक्का रखने के लिए अभी ₹3,675 ऑनलाइन, बाकी (₹7,350) होटल में; अनुरोध भेजने के बाद आपको भुगतान का लिंक मिलेगा।");
    const done = bookingSettled(converseHi(["हाँ"], state, withRule).state, { kind: "confirmed", confirmation, receiptHref }, factsHi);
    const [reply] = done.replies;
    expect(typeof reply === "string" ? reply : reply.text).toContain("कमरा पक्का रखने के लिए कृपया 9 मार्च, शाम 6:00 बजे तक ₹3,675 की अग्रिम राशि चुकाएँ (बाकी ₹7,350 होटल में)");
    expect(isHindi(reply)).toBe(true);
  });
});
