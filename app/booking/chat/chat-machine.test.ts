import { describe, expect, it } from "vitest";
import type { BookingConfirmation } from "~/domain/api-types";
import { type KeywordGroup, matchKeywordGroup } from "./chat-answers";
import { locationReply } from "./chat-facts";
import { converse, converseHi, englishIn, facts, factsHi, isHindi } from "./chat-test-support";
import { chatRepliesHi } from "./chat-replies.hi";
import { availabilitySettled, bookingSettled } from "./chat-booking-flow";
import { bookingCancelled, bookingFailed, bookingSucceeded } from "./chat-booking-replies";
import { wantsBooking } from "./chat-intents";
import { addReplies, forwardSettled, forwardedEnquiry, initialChatState, inputTypeFor, receive } from "./chat-machine";
import { bookingReply, fallbackReply, forwardSent, forwardSkipped, greeting } from "./chat-replies";

/**
 * Messages and the keyword group that answers each: the last to match in the order room, booking,
 * facilities, location; Hindi and Hinglish questions too.
 */
const winningGroups: Record<string, KeywordGroup | null> = {
  "room near the temple": "location",
  "room with pool access": "facilities",
  "room availability": "booking",
  "pool and parking, and where is it?": "location",
  ROOM: "room",
  hello: null,
  "कमरा कितने का है?": "room",
  "kamra kitne ka hai": "room",
  "kya 12 tareekh ko kamre khali hain": "booking",
  "खाना मिलता है?": "facilities",
  "mandir kitni door hai": "location",
  "मंदिर से दूरी कितनी है": "location",
};

/**
 * Answers `bad` after the conversation `before` (on the page `talk` speaks for) and checks that the
 * assistant asks the same booking question again and sends nothing; its replies, to check the reason.
 */
function answerWrongly(talk: typeof converse, before: string[], bad: string) {
  const { state: asked } = talk(before);
  const { state, last } = talk([bad], asked);
  expect(state.mode.kind).toBe("booking");
  if (asked.mode.kind === "booking" && state.mode.kind === "booking") expect(state.mode.step).toBe(asked.mode.step);
  expect(last.effect).toBeUndefined();
  return last.replies;
}

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

  it("lets the last matching group in the order room, booking, facilities, location win, in English, Hindi and Hinglish", () => {
    for (const [message, group] of Object.entries(winningGroups)) expect(matchKeywordGroup(message), message).toBe(group);
    expect(converse(["Which room is closest to the temple?"]).last.replies).toEqual([locationReply()]);
  });

  it("understands Hindi and Hinglish questions, greetings and thanks (answers stay in English for now)", () => {
    expect(converse(["होटल कहाँ है?"]).last.replies).toEqual([locationReply()]);
    // Each greeting or thanks is answered as its English twin is.
    for (const [said, english] of Object.entries({ नमस्ते: "hello", "राम राम जी": "hello", धन्यवाद: "thanks", shukriya: "thanks" })) {
      expect(converse([said]).last.replies).toEqual(converse([english]).last.replies);
    }
  });

  it("starts a booking when asked in Hindi", () => {
    for (const text of ["मुझे कमरा बुक करना है", "बुकिंग करनी है", "आरक्षण", "booking karni hai"]) expect(wantsBooking(text)).toBe(true);
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

/** What the chat sends for two Deluxe Rooms for two adults each, 12 to 14 December, in the name the guest gave. */
const twoDeluxeRooms = (name: string) => ({
  name,
  email: "ravi@example.com",
  phone: "+919876543210",
  checkIn: "2026-12-12",
  checkOut: "2026-12-14",
  roomType: "Deluxe Room",
  rooms: [
    { adults: 2, children: 0 },
    { adults: 2, children: 0 },
  ],
});

/** The right answer to each booking question, in order, as a guest types it on an English and on a Hindi page. */
const rightAnswers = {
  en: ["book", "5 Dec", "6 Dec", "2 adults", "deluxe", "Asha", "a@example.com", "9876543210"],
  hi: ["बुक", "5 दिसंबर", "6 दिसंबर", "2 लोग", "डीलक्स", "आशा", "a@example.com", "9876543210"],
};

/**
 * A wrong answer to one booking question after the right answers to those before it: how many came
 * before, then the wrong answer and the reason the assistant gives on an English page and on a Hindi
 * page (null where only the English page is tried).
 */
type WrongAnswer = [label: string, answered: number, en: [bad: string, reason: string], hi: [bad: string, reason: string] | null];
const wrongAnswers: WrongAnswer[] = [
  ["an impossible check-in", 1, ["31 Nov", "There is no 31 November."], ["31 नवंबर", "31 नवंबर जैसी कोई तारीख़ नहीं होती। कृपया तारीख़ जाँच लें।"]],
  ["a check-in in the past", 1, ["2026-11-01", "Check-in date cannot be in the past."], ["2026-11-01", "चेक-इन की तारीख़ बीत चुकी है, आज या आगे की तारीख़ चुनें।"]],
  ["a check-out not after check-in", 2, ["5 Dec", "Check-out date must be after check-in date (Sat 5 Dec 2026)."], ["5 दिसंबर", "चेक-आउट की तारीख़ चेक-इन के बाद की होनी चाहिए (चेक-इन: शनि, 5 दिसंबर 2026)।"]],
  ["a stay too long", 2, ["5 Jan", "Stays can be at most 30 nights."], ["5 जनवरी", "एक बार में अधिक से अधिक 30 रातों की बुकिंग हो सकती है।"]],
  ["too many rooms", 3, ["6 rooms for 12 adults", "Online I can book up to 5 rooms"], ["6 कमरे 12 लोग", "ऑनलाइन ज़्यादा से ज़्यादा 5 कमरे बुक हो सकते हैं"]],
  ["too few rooms", 3, ["1 room for 5 adults", "5 guests need at least 2 rooms"], ["1 कमरा 5 लोग", "5 मेहमानों के लिए कम से कम 2 कमरे चाहिए"]],
  ["children without an adult per room", 3, ["2 rooms for 1 adult and 2 kids", "Each room needs at least one adult"], ["2 कमरे, 1 वयस्क और 2 बच्चे", "हर कमरे में कम से कम एक वयस्क होना चाहिए"]],
  ["an unknown room type", 4, ["penthouse", "Please choose one of: Deluxe, Super Deluxe, Luxury or Suite."], ["पेंटहाउस", "कृपया इनमें से कोई एक चुनें: डीलक्स, सुपर डीलक्स, लग्ज़री या सुइट।"]],
  ["a long name", 5, ["a".repeat(101), "under 100 characters"], null],
  ["digits as a name", 5, ["98765 43210", "doesn't look like a name"], ["98765 43210", "यह नाम जैसा नहीं लगता।"]],
  ["an e-mail", 6, ["asha@", "doesn't look like an email address"], ["asha@", "यह ईमेल पता सही नहीं लगता। कृपया name@example.com जैसा पता लिखें।"]],
  ["a phone", 7, ["12345", "10-digit Indian mobile"], ["12345", "कृपया 10 अंकों का भारतीय मोबाइल नंबर लिखें"]],
  ["the confirmation", 8, ["maybe", 'Please type "yes"'], ["शायद", 'बुकिंग अनुरोध भेजने के लिए "हाँ" लिखें']],
];

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
      booking: twoDeluxeRooms("Ravi Kumar"),
    });
  });

  it.each(wrongAnswers)("re-asks after %s, with the reason", (_label, answered, [bad, reason]) => {
    expect(answerWrongly(converse, rightAnswers.en.slice(0, answered), bad).join(" ")).toContain(reason);
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

const said = (replies: readonly import("./chat-state").ChatReply[]) => replies.map((line) => (typeof line === "string" ? line : line.text)).join("\n");

describe("chat assistant on a Hindi page (product-rules.md: Chat assistant, Hindi)", () => {
  it("greets in Hindi, and answers greetings, thanks and room prices in Hindi", () => {
    const state = initialChatState(chatRepliesHi);
    expect(state.messages).toEqual([{ id: 1, text: chatRepliesHi.greeting, isAssistant: true }]);
    expect(chatRepliesHi.greeting).toMatch(/^नमस्ते! मैं Narmada Riverside Resort का सहायक हूँ।/);
    expect(isHindi(chatRepliesHi.greeting)).toBe(true);

    expect(converseHi(["नमस्ते"]).last.replies).toEqual([chatRepliesHi.hello]);
    expect(converseHi(["hello"]).last.replies).toEqual([chatRepliesHi.hello]);
    expect(converseHi(["धन्यवाद"]).last.replies).toEqual([chatRepliesHi.thanks]);
    for (const question of ["कमरा कितने का है?", "kamra kitne ka hai", "room rates?"]) {
      const { last } = converseHi([question]);
      expect(last.replies).toEqual([
        'हमारे कमरे: डीलक्स रूम: ₹3,500 प्रति रात + जीएसटी; सुपर डीलक्स रूम: ₹4,500 प्रति रात + जीएसटी। हर कमरे में वाई-फ़ाई, टीवी, एसी और हीटर है। कमरा बुक करने के लिए "बुक" लिखें।',
      ]);
    }
    // Without the rooms API the rates are on the Hindi rooms page.
    const step = receive(initialChatState(chatRepliesHi), "कमरे का किराया?", { ...factsHi, rooms: [] });
    expect(step.replies[0]).toContain("(/hi/Room)");
    expect(step.replies[0]).toContain("डीलक्स रूम, सुपर डीलक्स रूम, लग्ज़री रूम और सुइट रूम");
  });

  it("books two rooms from start to finish in Hindi, with Hindi dates, and sends the same booking as English", () => {
    const answers = ["मुझे बुकिंग करनी है", "12 दिसंबर", "14 दिसंबर", "4 लोगों के लिए 2 कमरे", "डीलक्स", "मेरा नाम रवि कुमार है", "ravi@example.com", "98765 43210"];
    const lines: string[] = [];
    let state = initialChatState(chatRepliesHi);
    const steps: string[] = [];
    for (const answer of answers) {
      const { state: next, last } = converseHi([answer], state);
      state = next;
      if (state.mode.kind === "booking") steps.push(state.mode.step);
      lines.push(said(last.replies));
      for (const line of last.replies) expect(englishIn(line), said([line])).toEqual([]);
    }
    expect(steps).toEqual(["checkIn", "checkOut", "guests", "roomType", "name", "email", "phone", "confirm"]);
    expect(lines[0]).toBe(
      'चलिए, आपका बुकिंग अनुरोध शुरू करते हैं। बीच में कभी भी रोकना हो तो "रद्द" लिखें।\nआप किस तारीख़ को चेक-इन करना चाहेंगे? जैसे 12 दिसंबर, 12/12/2026 या "कल" (सबसे पहली तारीख़: शनि, 21 नवंबर 2026)।',
    );
    expect(lines[1]).toBe("और चेक-आउट की तारीख़? जैसे 14 दिसंबर, या कितनी रातें ठहरेंगे।");
    expect(lines[2]).toMatch(/^कितने मेहमान आएँगे\?/);
    expect(lines[3]).toBe(
      [
        "शनि, 12 दिसंबर 2026 से सोम, 14 दिसंबर 2026 तक के लिए खाली कमरे देखे जा रहे हैं (2 कमरे: 2 वयस्क; 2 वयस्क)…",
        "आप कौन-सा कमरा लेना चाहेंगे (सभी 2 कमरे एक ही प्रकार के होंगे)? आपकी तारीख़ों के लिए खाली: डीलक्स रूम ₹3,500 प्रति रात; सुपर डीलक्स रूम ₹4,500 प्रति रात (+ जीएसटी)।",
      ].join("\n"),
    );
    expect(lines[4]).toBe("आपका पूरा नाम क्या है?");
    expect(lines[5]).toBe("धन्यवाद, रवि कुमार जी। आपका ईमेल पता क्या है?");
    expect(lines[6]).toMatch(/^आपका फ़ोन नंबर क्या है\?/);
    // The one price calculation, said in Hindi: 2 rooms × 2 nights × ₹3,500, festive 10% off, GST 5%.
    expect(lines[7]).toBe(
      [
        "आपका बुकिंग अनुरोध:",
        "शनि, 12 दिसंबर 2026 से सोम, 14 दिसंबर 2026 तक (2 रातें)",
        "कमरा 1: डीलक्स रूम, 2 वयस्क: ₹3,500 प्रति रात",
        "कमरा 2: डीलक्स रूम, 2 वयस्क: ₹3,500 प्रति रात",
        "कमरों का किराया: ₹14,000",
        "त्योहारी मौसम का ऑफ़र (10% छूट): −₹1,400",
        "सीजीएसटी 2.5%: ₹315",
        "एसजीएसटी 2.5%: ₹315",
        "कुल: ₹13,230, भुगतान होटल में (ऑनलाइन कोई पैसा नहीं लिया जाता)।",
        "नाम: रवि कुमार, ravi@example.com, +919876543210",
        'क्या यह बुकिंग अनुरोध भेज दें? भेजने के लिए "हाँ" लिखें, रोकने के लिए "नहीं", या बताइए कि क्या बदलना है।',
      ].join("\n"),
    );

    const { state: sending, last } = converseHi(["हाँ"], state);
    expect(last.replies).toEqual(["धन्यवाद! आपका बुकिंग अनुरोध भेजा जा रहा है…"]);
    const booking = twoDeluxeRooms("रवि कुमार");
    expect(last.effect).toEqual({ type: "submit-booking", booking });
    // The same stay typed in English on an English page is the same request.
    const english = converse(["book", "12 dec", "14 dec", "2 rooms for 4 adults", "deluxe", "रवि कुमार", "ravi@example.com", "98765 43210", "yes"]);
    expect(english.last.effect).toEqual({ type: "submit-booking", booking });

    const done = bookingSettled(sending, { kind: "confirmed", confirmation, receiptHref: "/hi/BookingForm?step=5&ref=ABCD2345" }, factsHi);
    expect(done.replies).toEqual([
      {
        text: `${chatRepliesHi.bookingSucceeded} आपका बुकिंग नंबर ABCD2345 है। कुल ₹8,505, जिसका भुगतान होटल में होगा।`,
        link: { href: "/hi/BookingForm?step=5&ref=ABCD2345", label: "अपनी रसीद देखें (ABCD2345)" },
      },
    ]);
    expect(isHindi(done.replies[0])).toBe(true);
    expect(done.toast).toEqual({ kind: "success", text: "बुकिंग अनुरोध भेज दिया गया!" });
    const failed = bookingSettled(sending, { kind: "failed" }, factsHi);
    expect(failed.replies).toEqual([chatRepliesHi.bookingFailed]);
    expect(failed.toast).toEqual({ kind: "error", text: "बुकिंग अनुरोध नहीं भेजा जा सका" });
  });

  it("reads the stay from a first message in Hindi or Hinglish", () => {
    const step = receive(initialChatState(chatRepliesHi), "12 से 14 दिसंबर, 4 लोगों के लिए 2 कमरे बुक करें", factsHi);
    expect(step.effect).toEqual({
      type: "check-availability",
      search: { checkIn: "2026-12-12", checkOut: "2026-12-14", adults: 2, children: 0 },
    });
    // The example the Hindi "hello" gives is one the assistant reads.
    const example = /"(.+ बुक करें)"/.exec(chatRepliesHi.hello)?.[1] ?? "";
    expect(receive(initialChatState(chatRepliesHi), example, factsHi).effect).toEqual(step.effect);
    expect(converseHi(["kal se 2 raat ke liye 2 log kamra"]).state.mode).toMatchObject({
      kind: "booking",
      step: "roomType",
      draft: { checkIn: "2026-11-22", checkOut: "2026-11-24", adults: 2, children: 0 },
    });
    expect(converseHi(["बुक", "१५ दिसंबर", "३ रातें", "पति-पत्नी", "सबसे सस्ता"]).state.mode).toMatchObject({
      step: "name",
      draft: { checkIn: "2026-12-15", checkOut: "2026-12-18", adults: 2, roomType: "Deluxe Room" },
    });
  });

  it.each(wrongAnswers.flatMap(([label, answered, , hi]) => (hi ? [[label, answered, ...hi] as const] : [])))(
    "re-asks after %s, with the reason in Hindi",
    (_label, answered, bad, reason) => {
      const replies = answerWrongly(converseHi, rightAnswers.hi.slice(0, answered), bad);
      expect(said(replies)).toContain(reason);
      for (const line of replies) expect(englishIn(line)).toEqual([]);
    },
  );

  it.each(["रद्द", "रद्द करें", "रहने दो", "cancel"])("leaves booking mode on %j, in Hindi", (word) => {
    const { state, last } = converseHi(["बुक", "5 दिसंबर", word]);
    expect(last.replies).toEqual(["बुकिंग रद्द कर दी गई; कुछ भी नहीं भेजा गया। बताइए, और क्या मदद करूँ?"]);
    expect(state.mode).toEqual({ kind: "chatting" });
  });

  it("says no at the summary, and answers a question mid-booking before asking again, in Hindi", () => {
    const atConfirm = ["बुक 12-14 dec 2 लोग", "डीलक्स", "आशा", "a@example.com", "9876543210"];
    expect(converseHi([...atConfirm, "नहीं"]).last.replies).toEqual([chatRepliesHi.bookingCancelled]);
    expect(converseHi([...atConfirm, "जी हाँ"]).state.mode.kind).toBe("submitting");

    const atName = converseHi(["बुक", "5 दिसंबर", "6 दिसंबर", "2 लोग", "डीलक्स"]).state;
    const { state, last } = converseHi(["होटल कहाँ है?"], atName);
    expect(last.replies).toEqual([chatRepliesHi.facts.location(), "अब आपकी बुकिंग पर लौटते हैं। आपका पूरा नाम क्या है?"]);
    expect(state.mode).toEqual(atName.mode);
    // A name that starts like a Hindi word for price is still a name.
    expect(converseHi(["दामोदर दास"], atName).state.mode).toMatchObject({ step: "email", draft: { name: "दामोदर दास" } });
  });

  it("forwards a question it cannot answer, asking in Hindi", () => {
    let { state, last } = converseHi(["क्या कुत्ता ला सकते हैं?"]);
    expect(last.replies).toEqual([chatRepliesHi.fallback]);
    ({ state, last } = converseHi(["guest at example dot com"], state));
    expect(last.replies).toEqual([chatRepliesHi.forward.emailAgain]);
    ({ state, last } = converseHi(["guest@example.com"], state));
    expect(last.replies).toEqual([chatRepliesHi.forward.phoneQuestion]);
    ({ state, last } = converseHi(["+91 98765 43210"], state));
    expect(last.effect).toEqual({
      type: "forward-question",
      forward: { email: "guest@example.com", phone: "+919876543210", question: "क्या कुत्ता ला सकते हैं?" },
    });
    expect(forwardSettled(state, true, chatRepliesHi).replies).toEqual([chatRepliesHi.forward.sent]);
    expect(isHindi(forwardSettled(state, false, chatRepliesHi).replies[0])).toBe(true);
    expect(converseHi(["क्या कुत्ता ला सकते हैं?", "नहीं"]).last.replies).toEqual([chatRepliesHi.forward.skipped]);
    expect(forwardedEnquiry({ email: "g@example.com", phone: "9876543210", question: "पालतू?" }, chatRepliesHi)).toEqual({
      name: "वेबसाइट चैट से मेहमान",
      email: "g@example.com",
      phone: "9876543210",
      message: "वेबसाइट चैट में पूछा गया सवाल:\n\nपालतू?",
    });
  });

  it("ends honestly in Hindi when nothing is free or the search fails", () => {
    const { last } = converseHi(["बुक 12-14 दिसंबर 2 लोग"], initialChatState(chatRepliesHi), []);
    expect(last.replies.at(-2)).toBe(
      "माफ़ कीजिए, इन तारीख़ों के लिए किसी भी प्रकार का कमरा खाली नहीं है। कृपया दूसरी तारीख़ें बताइए, या हमें +91 90000 00001 पर फ़ोन करें।",
    );
    const searching = receive(initialChatState(chatRepliesHi), "बुक 12-14 दिसंबर 2 लोग", factsHi).state;
    const failed = availabilitySettled(searching, { ok: false, message: chatRepliesHi.availabilityUnreachable }, factsHi);
    expect(failed.replies[0]).toMatch(/^अभी खाली कमरे नहीं देखे जा सके।.* कुछ भी नहीं भेजा गया।/);
    expect(isHindi(failed.replies[0])).toBe(true);
    expect(bookingSettled(converseHi([]).state, { kind: "failed" }, factsHi).replies).toEqual([chatRepliesHi.bookingFailed]);
  });

  it("speaks no English anywhere in its own words", () => {
    const { ui, forward } = chatRepliesHi;
    const fixed = [
      ui.title, ui.subtitle, ui.close, ui.conversation, ui.assistantSays, ui.youSay, ui.typing, ui.yourMessage, ui.send,
      ui.placeholders.text, ui.placeholders.tel, chatRepliesHi.greeting, chatRepliesHi.hello, chatRepliesHi.thanks,
      chatRepliesHi.booking(), chatRepliesHi.fallback, chatRepliesHi.cannotAnswerHere(), forward.phoneQuestion, forward.emailAgain,
      forward.phoneAgain, forward.skipped, forward.sending, forward.sent, forward.failed(), forward.guestName, forward.messageIntro,
      chatRepliesHi.bookingStart, chatRepliesHi.bookingCancelled, chatRepliesHi.bookingSending, chatRepliesHi.backToBooking,
      chatRepliesHi.bookingSucceeded, chatRepliesHi.bookingFailed, chatRepliesHi.bookingSucceededToast, chatRepliesHi.bookingFailedToast,
      chatRepliesHi.soldOutAgain, chatRepliesHi.availabilityRateLimited, chatRepliesHi.availabilityUnreachable, chatRepliesHi.confirmAgain,
      chatRepliesHi.noneFree(2), chatRepliesHi.notFree("Luxury Room"),
    ];
    for (const line of fixed) expect(isHindi(line), line).toBe(true);
    const context = { today: facts.today, name: "आशा", free: [], roomCount: 2 };
    for (const step of ["checkIn", "checkOut", "guests", "roomType", "name", "email", "phone", "confirm"] as const) {
      expect(isHindi(chatRepliesHi.question(step, context)), step).toBe(true);
    }
  });

  it("answers what the site says in Hindi: facilities, parking, times, food, policies and the way", () => {
    const rows: [string, RegExp][] = [
      ["स्विमिंग पूल खुला है?", /^अभी यह खुला नहीं है: हमारी वेबसाइट पर स्विमिंग पूल को "जल्द आ रहा है" बताया गया है/],
      ["is the pool open?", /^अभी यह खुला नहीं है: हमारी वेबसाइट पर स्विमिंग पूल को/],
      ["स्पा और जिम है?", /^अभी ये खुले नहीं हैं: हमारी वेबसाइट पर फ़िटनेस सेंटर और स्पा और वेलनेस सेंटर को/],
      ["छत पर खाना मिलता है?", /हमारी वेबसाइट पर छत पर भोजन को "जल्द आ रहा है" बताया गया है/],
      // No bar in a holy town, said plainly (product-rules.md: What is open).
      ["छत पर बार है?", /^हमारे यहाँ शराब नहीं परोसी जाती और कोई बार नहीं है/],
      ["सुविधाएँ क्या हैं", /^अभी खुली सुविधाएँ: आरामदायक कमरे, .*अपनी पार्किंग.*। अभी नहीं खुलीं \(वेबसाइट पर "जल्द आ रहा है"\): स्विमिंग पूल, फ़िटनेस सेंटर, स्पा और वेलनेस सेंटर और छत पर भोजन।$/],
      ["पार्किंग है क्या?", /^हाँ। रिसॉर्ट परिसर में मेहमानों की गाड़ियों के लिए अलग पार्किंग है/],
      ["चेक-इन का समय क्या है", /^चेक-इन दोपहर 12:00 बजे से होता है और चेक-आउट सुबह 10:00 बजे तक करना होता है।/],
      ["वाईफाई है?", /^24\/7 वाई-फ़ाई: /],
      ["खाना मिलता है?", /सुबह 7:00 बजे से रात 11:00 बजे तक शुद्ध शाकाहारी भोजन/],
      ["रद्द करने का नियम क्या है", /^व्यक्तिगत बुकिंग आगमन के दिन से 3 दिन पहले तक बिना किसी शुल्क के रद्द की जा सकती है।/],
      ["बुकिंग रद्द करनी है", /^व्यक्तिगत बुकिंग आगमन के दिन से 3 दिन पहले तक/],
      ["भुगतान कैसे करें", /^ऑनलाइन भुगतान की सुविधा नहीं है/],
      ["मंदिर कितनी दूर है", /ओंकारेश्वर ज्योतिर्लिंग मंदिर से लगभग 5 km दूर \(गाड़ी से करीब 10 मिनट\)/],
      ["होटल कहाँ है?", /^हम मेन रोड, ओंकारेश्वर, मध्य प्रदेश 450554 में हैं/],
      ["इंदौर से कितनी दूर है", /^हमारी वेबसाइट पर इंदौर से दूरी नहीं दी गई है, .*\+91 90000 00001 पर फ़ोन या WhatsApp करें/],
      ["distance from airport?", /^हमारी वेबसाइट पर एयरपोर्ट से दूरी नहीं दी गई है/],
      ["उपलब्ध कमरे?", /^आप हमारे बुकिंग पेज \(\/hi\/BookingForm\) पर ऑनलाइन बुकिंग कर सकते हैं/],
    ];
    for (const [question, reply] of rows) {
      const { last } = converseHi([question]);
      expect(said(last.replies), question).toMatch(reply);
      for (const line of last.replies) expect(englishIn(line), question).toEqual([]);
    }
  });
});
