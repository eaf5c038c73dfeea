import { describe, expect, it } from "vitest";
import type { BookingConfirmation } from "~/domain/api-types";
import { matchKeywordGroup } from "./chat-answers";
import { locationReply } from "./chat-facts";
import { converse, facts } from "./chat-test-support";
import {
  addReplies,
  availabilitySettled,
  bookingSettled,
  forwardSettled,
  forwardedEnquiry,
  initialChatState,
  inputTypeFor,
  receive,
  wantsBooking,
} from "./chat-machine";
import {
  bookingCancelled,
  bookingFailed,
  bookingReply,
  bookingSucceeded,
  fallbackReply,
  forwardSent,
  forwardSkipped,
  greeting,
} from "./chat-replies";


describe("chat assistant: greeting and keywords (product-rules.md: Chat assistant)", () => {
  it("opens with the greeting from the assistant", () => {
    const state = initialChatState();
    expect(state.messages).toEqual([{ id: 1, text: greeting, isAssistant: true }]);
    expect(state.mode).toEqual({ kind: "chatting" });
  });

  it("answers rooms with the rooms and prices it was given, cheapest first", () => {
    const { last } = converse(["What rooms do you have?"]);
    expect(last.replies).toHaveLength(1);
    expect(last.replies[0]).toContain("Deluxe Room: ₹3,500 a night + taxes; Super Deluxe Room: ₹4,500 a night + taxes");
  });

  it("points to the rooms page when it has no room data", () => {
    const step = receive(initialChatState(), "room prices?", { ...facts, rooms: [] });
    expect(step.replies[0]).toContain("/Room");
    expect(step.replies[0]).not.toContain("₹");
  });

  it("answers booking, facilities and location keywords", () => {
    expect(converse(["Is there availability in December?"]).last.replies).toEqual([bookingReply()]);
    // The pools are marked Upcoming on the site: the assistant says so instead of listing them as open.
    expect(converse(["Do you have a swimming pool?"]).last.replies[0]).toMatch(/^Not open yet: our site lists the Swimming Pools as Upcoming/);
    expect(converse(["Where are you located?"]).last.replies).toEqual([locationReply()]);
  });

  it("lets the last matching group in the order room, booking, facilities, location win", () => {
    expect(matchKeywordGroup("room near the temple")).toBe("location");
    expect(matchKeywordGroup("room with pool access")).toBe("facilities");
    expect(matchKeywordGroup("room availability")).toBe("booking");
    expect(matchKeywordGroup("pool and parking, and where is it?")).toBe("location");
    expect(matchKeywordGroup("ROOM")).toBe("room");
    expect(matchKeywordGroup("hello")).toBeNull();
    expect(converse(["Which room is closest to the temple?"]).last.replies).toEqual([locationReply()]);
  });

  it("understands Hindi and Hinglish questions, greetings and thanks (answers stay in English for now)", () => {
    expect(matchKeywordGroup("कमरा कितने का है?")).toBe("room");
    expect(matchKeywordGroup("kamra kitne ka hai")).toBe("room");
    expect(matchKeywordGroup("kya 12 tareekh ko kamre khali hain")).toBe("booking");
    expect(matchKeywordGroup("खाना मिलता है?")).toBe("facilities");
    expect(matchKeywordGroup("mandir kitni door hai")).toBe("location");
    expect(matchKeywordGroup("मंदिर से दूरी कितनी है")).toBe("location");
    expect(converse(["होटल कहाँ है?"]).last.replies).toEqual([locationReply()]);
    expect(converse(["नमस्ते"]).last.replies).toEqual(converse(["hello"]).last.replies);
    expect(converse(["राम राम जी"]).last.replies).toEqual(converse(["hello"]).last.replies);
    expect(converse(["धन्यवाद"]).last.replies).toEqual(converse(["thanks"]).last.replies);
    expect(converse(["shukriya"]).last.replies).toEqual(converse(["thanks"]).last.replies);
  });

  it("starts a booking when asked in Hindi", () => {
    expect(wantsBooking("मुझे कमरा बुक करना है")).toBe(true);
    expect(wantsBooking("बुकिंग करनी है")).toBe(true);
    expect(wantsBooking("आरक्षण")).toBe(true);
    expect(wantsBooking("booking karni hai")).toBe(true);
    expect(wantsBooking("कमरा कितने का है")).toBe(false);
  });

  it("ignores blank messages", () => {
    const state = initialChatState();
    const step = receive(state, "   ", facts);
    expect(step.state).toBe(state);
    expect(step.replies).toEqual([]);
  });
});

describe("chat assistant: forwarding a question by e-mail (product-rules.md: Chat assistant)", () => {
  it("offers forwarding, asks for an e-mail and a phone, then asks the UI to send it", () => {
    let { state, last } = converse(["Can I bring my dog?"]);
    expect(last.replies).toEqual([fallbackReply]);
    expect(inputTypeFor(state.mode)).toBe("email");

    ({ state, last } = converse(["guest at example dot com"], state));
    expect(last.replies[0]).toContain("doesn't look like an e-mail address");

    ({ state, last } = converse(["guest@example.com"], state));
    expect(inputTypeFor(state.mode)).toBe("tel");
    ({ state, last } = converse(["abc"], state));
    expect(last.replies[0]).toContain("phone number");
    // Seven digits without a country code could be anywhere: asked again, saying what to type.
    ({ state, last } = converse(["1234567"], state));
    expect(last.replies[0]).toContain("with its country code such as +44 20 7946 0958");
    ({ state, last } = converse(["+91 98765 43210"], state));
    expect(last.effect).toEqual({
      type: "forward-question",
      forward: { email: "guest@example.com", phone: "+919876543210", question: "Can I bring my dog?" },
    });
    expect(receive(state, "hello?", facts).state).toBe(state);

    const done = forwardSettled(state, true);
    expect(done.replies).toEqual([forwardSent]);
    expect(done.state.mode).toEqual({ kind: "chatting" });
  });

  it("builds a contact enquiry that names the question", () => {
    const enquiry = forwardedEnquiry({ email: "g@example.com", phone: "9876543210", question: "Pets?" });
    expect(enquiry).toEqual({
      name: "Website chat guest",
      email: "g@example.com",
      phone: "9876543210",
      message: "Question asked in the website chat:\n\nPets?",
    });
  });

  it("lets the guest skip forwarding, or ask something else instead", () => {
    expect(converse(["Can I bring my dog?", "no"]).last.replies).toEqual([forwardSkipped]);
    const { state, last } = converse(["Can I bring my dog?", "where are you?"]);
    expect(last.replies).toEqual([locationReply()]);
    expect(state.mode).toEqual({ kind: "chatting" });
  });
});


const fullBooking = ["I want to book", "1 Dec", "3 Dec", "2 adults and 1 child", "super deluxe", "Asha Verma", "asha@example.com", "98765 43210", "yes"];

const confirmation: BookingConfirmation = {
  reference: "ABCD2345",
  status: "pending",
  check_in_date: "2026-12-01",
  check_out_date: "2026-12-03",
  nights: 2,
  guest: { name: "Asha Verma", email: "asha@example.com", phone: "+919876543210", special_requests: "" },
  rooms: [],
  services: [],
  totals: { subtotal: 900_000, discount: 90_000, cgst: 20_250, sgst: 20_250, total: 850_500 },
};
const receiptHref = "/BookingForm?step=5&ref=ABCD2345";

describe("chat assistant: booking mode (product-rules.md: Chat assistant)", () => {
  it("enters booking mode on 'book' or 'reservation' and asks for the check-in date first", () => {
    for (const text of ["Book a room", "I need a RESERVATION please", "booking"]) {
      const { state, last } = converse([text]);
      expect(state.mode).toMatchObject({ kind: "booking", step: "checkIn" });
      expect(last.replies[last.replies.length - 1]).toMatch(/^Which date would you like to check in\? For example 12 Dec/);
    }
  });

  it("asks only for what is missing, in order, with the matching input types", () => {
    const types: string[] = [];
    const steps: string[] = [];
    let state = initialChatState();
    for (const answer of fullBooking.slice(0, -1)) {
      state = converse([answer], state).state;
      if (state.mode.kind === "booking") steps.push(state.mode.step);
      types.push(inputTypeFor(state.mode));
    }
    expect(steps).toEqual(["checkIn", "checkOut", "guests", "roomType", "name", "email", "phone", "confirm"]);
    expect(types).toEqual(["text", "text", "text", "text", "text", "email", "tel", "text"]);
  });

  it("sends one room in the admin API's chat shape after the guest says yes to the summary", () => {
    const { state, last } = converse(fullBooking);
    expect(state.mode.kind).toBe("submitting");
    expect(last.effect).toEqual({
      type: "submit-booking",
      booking: {
        name: "Asha Verma",
        email: "asha@example.com",
        phone: "+919876543210",
        checkIn: "2026-12-01",
        checkOut: "2026-12-03",
        adults: 2,
        children: 1,
        roomType: "Super Deluxe Room",
      },
    });
    // Nothing the guest types is taken while the request is in flight.
    expect(receive(state, "hello", facts).state).toBe(state);
  });

  it("takes dates, rooms and guests from the first message and searches availability for them", () => {
    const step = receive(initialChatState(), "book 2 rooms 12–14 Dec for 4 adults", facts);
    expect(step.effect).toEqual({
      type: "check-availability",
      search: { checkIn: "2026-12-12", checkOut: "2026-12-14", adults: 2, children: 0 },
    });
    expect(step.replies[1]).toBe("Checking which rooms are free from Sat 12 Dec 2026 to Mon 14 Dec 2026 (2 rooms: 2 adults; 2 adults)…");
    // Only one Suite is free, so two rooms are offered the other types, with the live rates.
    const { state, last } = converse(["book 2 rooms 12–14 Dec for 4 adults"]);
    expect(state.mode).toMatchObject({ kind: "booking", step: "roomType" });
    expect(last.replies.at(-1)).toBe(
      "Which room type would you like (all 2 rooms of one type)? Free for your dates: Deluxe Room ₹3,500 a night; Super Deluxe Room ₹4,500 a night (+ GST).",
    );
  });

  it("shows the price summary from the one price calculation, then sends every room", () => {
    const { state: asked, last: summary } = converse([
      "book 2 rooms 12-14 dec for 4 adults",
      "deluxe",
      "my name is Ravi Kumar",
      "ravi@example.com",
      "9876543210",
    ]);
    expect(asked.mode).toMatchObject({ kind: "booking", step: "confirm" });
    // 2 rooms × 2 nights × ₹3,500 = ₹14,000; festive 10% off = ₹12,600; GST 5% = ₹630; total ₹13,230.
    expect(summary.replies[0]).toBe(
      [
        "Your booking request:",
        "Sat 12 Dec 2026 to Mon 14 Dec 2026 (2 nights)",
        "Room 1: Deluxe Room, 2 adults: ₹3,500 a night",
        "Room 2: Deluxe Room, 2 adults: ₹3,500 a night",
        "Room charges: ₹14,000",
        "Festive season offer (10% off): −₹1,400",
        "CGST 2.5%: ₹315",
        "SGST 2.5%: ₹315",
        "Total: ₹13,230, paid at the hotel (nothing is charged online).",
        "For Ravi Kumar, ravi@example.com, +919876543210.",
      ].join("\n"),
    );
    expect(summary.replies[1]).toMatch(/^Shall I send this booking request\?/);
    const { last } = converse(["Yes please"], asked);
    expect(last.effect).toEqual({
      type: "submit-booking",
      booking: {
        name: "Ravi Kumar",
        email: "ravi@example.com",
        phone: "+919876543210",
        checkIn: "2026-12-12",
        checkOut: "2026-12-14",
        roomType: "Deluxe Room",
        rooms: [
          { adults: 2, children: 0 },
          { adults: 2, children: 0 },
        ],
      },
    });
  });

  it.each([
    ["an impossible check-in", ["book"], "31 Nov", "There is no 31 November."],
    ["a check-in in the past", ["book"], "2026-11-01", "Check-in date cannot be in the past."],
    ["a check-out not after check-in", ["book", "5 Dec"], "5 Dec", "Check-out date must be after check-in date (Sat 5 Dec 2026)."],
    ["a stay too long", ["book", "5 Dec"], "5 Jan", "Stays can be at most 30 nights."],
    ["too many rooms", ["book", "5 Dec", "6 Dec"], "6 rooms for 12 adults", "Online I can book up to 5 rooms"],
    ["too few rooms", ["book", "5 Dec", "6 Dec"], "1 room for 5 adults", "5 guests need at least 2 rooms"],
    ["children without an adult per room", ["book", "5 Dec", "6 Dec"], "2 rooms for 1 adult and 2 kids", "Each room needs at least one adult"],
    ["an unknown room type", ["book", "5 Dec", "6 Dec", "2 adults"], "penthouse", "Please choose one of: Deluxe, Super Deluxe, Luxury or Suite."],
    ["a long name", ["book", "5 Dec", "6 Dec", "2 adults", "deluxe"], "a".repeat(101), "under 100 characters"],
    ["digits as a name", ["book", "5 Dec", "6 Dec", "2 adults", "deluxe"], "98765 43210", "doesn't look like a name"],
    ["an e-mail", ["book", "5 Dec", "6 Dec", "2 adults", "deluxe", "Asha"], "asha@", "doesn't look like an email address"],
    ["a phone", ["book", "5 Dec", "6 Dec", "2 adults", "deluxe", "Asha", "a@example.com"], "12345", "10-digit Indian mobile"],
    ["the confirmation", ["book", "5 Dec", "6 Dec", "2 adults", "deluxe", "Asha", "a@example.com", "9876543210"], "maybe", 'Please type "yes"'],
  ])("re-asks after %s, with the reason", (_label, before, bad, reason) => {
    const { state: asked } = converse(before);
    const mode = asked.mode;
    const { state, last } = converse([bad], asked);
    expect(last.replies.join(" ")).toContain(reason);
    expect(state.mode.kind).toBe("booking");
    if (mode.kind === "booking" && state.mode.kind === "booking") expect(state.mode.step).toBe(mode.step);
    expect(last.effect).toBeUndefined();
  });

  it("offers only the room types with enough rooms free, and says when the one asked for is not", () => {
    const { state, last } = converse(["book 2 suites 12-14 dec for 4 adults"]);
    expect(last.replies.slice(-2)).toEqual([
      "The Suite Room is not free for your dates.",
      "Which room type would you like (all 2 rooms of one type)? Free for your dates: Deluxe Room ₹3,500 a night; Super Deluxe Room ₹4,500 a night (+ GST).",
    ]);
    expect(state.mode).toMatchObject({ kind: "booking", step: "roomType" });
    expect(converse(["the cheapest"], state).state.mode).toMatchObject({ step: "name", draft: { roomType: "Deluxe Room" } });
  });

  it("asks for other dates when nothing is free, and ends honestly when the search fails", () => {
    const { state, last } = converse(["book 12-14 dec for 2 adults"], initialChatState(), []);
    expect(last.replies.slice(-2)).toEqual([
      "Sorry, no room type has a room free for those dates. Please tell me other dates, or call us on +91 90000 00001.",
      expect.stringMatching(/^Which date would you like to check in\?/),
    ]);
    expect(state.mode).toMatchObject({ kind: "booking", step: "checkIn", draft: { adults: 2 } });

    const searching = receive(initialChatState(), "book 12-14 dec for 2 adults", facts).state;
    const failed = availabilitySettled(searching, { ok: false, message: "We couldn't check availability just now." }, facts);
    expect(failed.replies[0]).toMatch(/^We couldn't check availability just now\. Nothing was sent\./);
    expect(failed.state.mode).toEqual({ kind: "chatting" });
  });

  it("answers a question or a greeting in booking mode and asks the same question again", () => {
    const atName = converse(["book", "5 Dec", "6 Dec", "2 adults", "deluxe"]).state;
    const { state, last } = converse(["Where is the hotel located?"], atName);
    expect(last.replies).toEqual([locationReply(), "Now, back to your booking. What is your full name?"]);
    expect(state.mode).toEqual(atName.mode);

    const atDates = converse(["book"]).state;
    const pool = converse(["is the pool open?"], atDates);
    expect(pool.last.replies[0]).toMatch(/^Not open yet: our site lists the Swimming Pools as Upcoming/);
    expect(pool.last.replies[1]).toMatch(/^Now, back to your booking\. Which date would you like to check in\?/);
    expect(converse(["hello"], atDates).last.replies[0]).toMatch(/^Namaste! How can I help\?/);
  });

  it.each(["cancel", "Cancel", "stop", "never mind", "nevermind"])("leaves booking mode on %j and forgets the answers", (word) => {
    const { state, last } = converse(["book", "5 Dec", word]);
    expect(last.replies).toEqual([bookingCancelled]);
    expect(state.mode).toEqual({ kind: "chatting" });
    // A new booking starts from the first question with nothing remembered.
    const again = converse(["book"], state).state;
    expect(again.mode).toEqual({ kind: "booking", step: "checkIn", draft: {} });
  });

  it("ends with the reference, the total and a link to the receipt, and the original site's toast", () => {
    const { state } = converse(fullBooking);
    const done = bookingSettled(state, { kind: "confirmed", confirmation, receiptHref }, facts);
    expect(done.replies).toEqual([
      {
        text: `${bookingSucceeded} Your booking reference is ABCD2345. Total ₹8,505, to pay at the hotel.`,
        link: { href: receiptHref, label: "See your receipt (ABCD2345)" },
      },
    ]);
    expect(bookingSucceeded).toBe(
      "Great! Your booking request has been submitted. Our team will contact you shortly to confirm your reservation.",
    );
    expect(done.toast).toEqual({ kind: "success", text: "Booking request submitted successfully!" });
    expect(done.state.mode).toEqual({ kind: "chatting" });
    expect(addReplies(done.state, done.replies).messages.at(-1)).toMatchObject({ isAssistant: true, link: { href: receiptHref } });
  });

  it("answers failure with the original site's words and toast, then leaves booking mode", () => {
    const { state } = converse(fullBooking);
    const done = bookingSettled(state, { kind: "failed" }, facts);
    expect(done.replies).toEqual([bookingFailed]);
    expect(bookingFailed).toBe(
      "I apologize, but there was an error submitting your booking. Please try again or contact our support team directly.",
    );
    expect(done.toast).toEqual({ kind: "error", text: "Failed to submit booking request" });
    expect(done.state.mode).toEqual({ kind: "chatting" });
  });

  it("searches again when the rooms were taken meanwhile", () => {
    const { state } = converse(fullBooking);
    const again = bookingSettled(state, { kind: "sold-out" }, facts);
    expect(again.replies[0]).toMatch(/^Sorry, while we were talking another guest took the last of those rooms/);
    expect(again.effect).toEqual({
      type: "check-availability",
      search: { checkIn: "2026-12-01", checkOut: "2026-12-03", adults: 2, children: 1 },
    });
  });

  it("starts afresh after a booking: 'book' asks for the dates again with nothing kept", () => {
    const { state } = converse(fullBooking);
    const after = addReplies(bookingSettled(state, { kind: "confirmed", confirmation, receiptHref }, facts).state, []);
    const next = converse(["book again"], after);
    expect(next.state.mode).toEqual({ kind: "booking", step: "checkIn", draft: {} });
  });

  it("keeps the whole conversation in order, guest and assistant", () => {
    const { state } = converse(["hello there", "no", "where?"]);
    expect(state.messages.map((message) => message.isAssistant)).toEqual([true, false, true, false, true, false, true]);
    expect(new Set(state.messages.map((message) => message.id)).size).toBe(state.messages.length);
  });
});
