import { describe, expect, it } from "vitest";
import {
  type ChatState,
  type ChatStep,
  addReplies,
  bookingSettled,
  forwardSettled,
  forwardedEnquiry,
  initialChatState,
  dateRangeFor,
  inputTypeFor,
  matchKeywordGroup,
  receive,
} from "./chat-machine";
import {
  bookingCancelled,
  bookingFailed,
  bookingReply,
  bookingSucceeded,
  facilitiesReply,
  fallbackReply,
  forwardSent,
  forwardSkipped,
  greeting,
  locationReply,
} from "./chat-replies";

const facts = {
  today: "2026-11-21" as const,
  rooms: [
    { room_type_name: "Super Deluxe Room", room_price: 4500 },
    { room_type_name: "Deluxe Room", room_price: 3500 },
  ],
};

/** Sends each text in turn, adding the replies as the UI does after its delay. */
function converse(texts: string[], start: ChatState = initialChatState()): { state: ChatState; last: ChatStep } {
  let state = start;
  let last: ChatStep = { state, replies: [] };
  for (const text of texts) {
    last = receive(state, text, facts);
    state = addReplies(last.state, last.replies);
  }
  return { state, last };
}

const lastReply = (state: ChatState) => state.messages[state.messages.length - 1].text;

const fullBooking = ["I want to book", "Asha Verma", "asha@example.com", "98765 43210", "2026-12-01", "2026-12-03", "2", "1", "super deluxe"];

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
    expect(converse(["Is there availability in December?"]).last.replies).toEqual([bookingReply]);
    expect(converse(["Do you have a swimming pool?"]).last.replies).toEqual([facilitiesReply]);
    expect(converse(["Where are you located?"]).last.replies).toEqual([locationReply]);
  });

  it("lets the last matching group in the order room, booking, facilities, location win", () => {
    expect(matchKeywordGroup("room near the temple")).toBe("location");
    expect(matchKeywordGroup("room with pool access")).toBe("facilities");
    expect(matchKeywordGroup("room availability")).toBe("booking");
    expect(matchKeywordGroup("pool and parking, and where is it?")).toBe("location");
    expect(matchKeywordGroup("ROOM")).toBe("room");
    expect(matchKeywordGroup("hello")).toBeNull();
    expect(converse(["Which room is closest to the temple?"]).last.replies).toEqual([locationReply]);
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
    expect(last.replies).toEqual([locationReply]);
    expect(state.mode).toEqual({ kind: "chatting" });
  });
});

describe("chat assistant: booking mode (product-rules.md: Chat assistant)", () => {
  it("enters booking mode on 'book' or 'reservation' and asks for the name", () => {
    for (const text of ["Book a room", "I need a RESERVATION please", "booking"]) {
      const { state, last } = converse([text]);
      expect(state.mode).toMatchObject({ kind: "booking", step: "name" });
      expect(last.replies[last.replies.length - 1]).toBe("What is your full name?");
    }
  });

  it("asks the eight questions in order with the matching input types", () => {
    const types: string[] = [];
    const steps: string[] = [];
    let state = converse(["book"]).state;
    for (const answer of fullBooking.slice(1, -1)) {
      if (state.mode.kind === "booking") steps.push(state.mode.step);
      types.push(inputTypeFor(state.mode));
      state = converse([answer], state).state;
    }
    if (state.mode.kind === "booking") steps.push(state.mode.step);
    types.push(inputTypeFor(state.mode));
    expect(steps).toEqual(["name", "email", "phone", "checkIn", "checkOut", "adults", "children", "roomType"]);
    expect(types).toEqual(["text", "email", "tel", "date", "date", "number", "number", "text"]);
  });

  it("submits the chat shape after the last answer, with normalised values", () => {
    const { state, last } = converse(fullBooking);
    expect(state.mode).toEqual({ kind: "submitting" });
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

  it.each([
    ["name", ["book"], "a".repeat(101), "under 100 characters"],
    ["email", ["book", "Asha"], "asha@", "doesn't look like an email address"],
    ["phone", ["book", "Asha", "a@example.com"], "12345", "10-digit Indian mobile"],
    ["check-in format", ["book", "Asha", "a@example.com", "9876543210"], "1 Dec", "YYYY-MM-DD"],
    ["check-in in the past", ["book", "Asha", "a@example.com", "9876543210"], "2026-11-01", "past"],
    ["check-out", ["book", "Asha", "a@example.com", "9876543210", "2026-12-05"], "2026-12-05", "after check-in"],
    ["adults", ["book", "Asha", "a@example.com", "9876543210", "2026-12-05", "2026-12-06"], "7", "adults from 1 to 4"],
    ["children", ["book", "Asha", "a@example.com", "9876543210", "2026-12-05", "2026-12-06", "3"], "2", "children from 0 to 1"],
    ["room type", ["book", "Asha", "a@example.com", "9876543210", "2026-12-05", "2026-12-06", "2", "0"], "penthouse", "Deluxe, Super Deluxe, Luxury or Suite"],
  ])("re-asks the %s question with the reason", (_label, before, bad, reason) => {
    const { state: asked } = converse(before);
    const mode = asked.mode;
    const { state, last } = converse([bad], asked);
    expect(last.replies).toHaveLength(1);
    expect(last.replies[0]).toContain(reason);
    expect(state.mode).toEqual(mode);
    expect(last.effect).toBeUndefined();
  });

  it("leaves booking mode on 'cancel' and forgets the answers", () => {
    const { state, last } = converse(["book", "Asha", "asha@example.com", "Cancel"]);
    expect(last.replies).toEqual([bookingCancelled]);
    expect(state.mode).toEqual({ kind: "chatting" });
    // A new booking starts from the first question with nothing remembered.
    const again = converse(["book"], state).state;
    expect(again.mode).toEqual({ kind: "booking", step: "name", answers: {} });
  });

  it("answers success with the original site's words and toast, then leaves booking mode", () => {
    const { state } = converse(fullBooking);
    const done = bookingSettled(state, true);
    expect(done.replies).toEqual([bookingSucceeded]);
    expect(bookingSucceeded).toBe(
      "Great! Your booking request has been submitted. Our team will contact you shortly to confirm your reservation.",
    );
    expect(done.toast).toEqual({ kind: "success", text: "Booking request submitted successfully!" });
    expect(done.state.mode).toEqual({ kind: "chatting" });
  });

  it("answers failure with the original site's words and toast, then leaves booking mode", () => {
    const { state } = converse(fullBooking);
    const done = bookingSettled(state, false);
    expect(done.replies).toEqual([bookingFailed]);
    expect(bookingFailed).toBe(
      "I apologize, but there was an error submitting your booking. Please try again or contact our support team directly.",
    );
    expect(done.toast).toEqual({ kind: "error", text: "Failed to submit booking request" });
    expect(done.state.mode).toEqual({ kind: "chatting" });
  });

  it("starts afresh after a booking: 'book' asks for the name again with no answers kept", () => {
    const { state } = converse(fullBooking);
    const after = addReplies(bookingSettled(state, true).state, [bookingSucceeded]);
    const next = converse(["book again"], after);
    expect(next.state.mode).toEqual({ kind: "booking", step: "name", answers: {} });
    expect(lastReply(next.state)).toBe("What is your full name?");
  });

  it("keeps the whole conversation in order, guest and assistant", () => {
    const { state } = converse(["hello there", "no", "where?"]);
    expect(state.messages.map((message) => message.isAssistant)).toEqual([true, false, true, false, true, false, true]);
    expect(new Set(state.messages.map((message) => message.id)).size).toBe(state.messages.length);
  });
});

describe("chat assistant: the date input's range", () => {
  it("offers check-in up to a year ahead and check-out up to 30 nights after the check-in", () => {
    const today = "2026-11-21";
    let { state } = converse(["I want to book", "Asha Verma", "asha@example.com", "98765 43210"]);
    expect(dateRangeFor(state.mode, today)).toEqual({ min: "2026-11-21", max: "2027-11-21" });
    ({ state } = converse(["2026-12-01"], state));
    expect(dateRangeFor(state.mode, today)).toEqual({ min: "2026-12-02", max: "2026-12-31" });
    ({ state } = converse(["2026-12-03"], state));
    expect(dateRangeFor(state.mode, today)).toBeNull();
  });
});
