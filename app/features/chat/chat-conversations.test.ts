import { describe, expect, it } from "vitest";
import { converse } from "./chat-test-support";

/**
 * Messages as guests really type them (lowercase, typos, no punctuation), each with what the
 * assistant must say next (product-rules.md: Chat assistant). `before` sets the conversation up;
 * the assistant's lines after the message, joined, must match `reply`. Today is Saturday 21 November
 * 2026; the availability search answers with Deluxe and Super Deluxe (5 free) and one Suite.
 */
const rows: { say: string; before?: string[]; reply: RegExp }[] = [
  // The site's facts, with what is not open yet said plainly.
  { say: "Is the pool open?", reply: /^Not open yet: our site lists the Swimming Pools as Upcoming/ },
  { say: "is there a swimming pool", reply: /^Not open yet: our site lists the Swimming Pools as Upcoming/ },
  { say: "do u have spa", reply: /^Not open yet: our site lists the Spa and Wellness Center as Upcoming/ },
  { say: "gym timings?", reply: /^Not open yet: our site lists the Fitness Center as Upcoming/ },
  { say: "Is the rooftop bar open in the evening?", reply: /^Not open yet: our site lists the Rooftop Bar as Upcoming/ },
  { say: "pool and spa open?", reply: /the Swimming Pools and Spa and Wellness Center as Upcoming, so they are not available/ },
  {
    say: "What facilities do you have?",
    reply: /^Open now: Quality Room, Dining View, Banquet Hall, .*Dedicated Parking.*\. Not open yet \(Upcoming on our site\): Swimming Pools, Fitness Center, Spa and Wellness Center and Rooftop Bar\.$/,
  },
  { say: "is parking available?", reply: /^Yes\. The resort has dedicated parking on the premises/ },
  { say: "parking for 2 cars?", reply: /^Yes\. The resort has dedicated parking on the premises/ },
  { say: "what is the check in time", reply: /^Check-in is from 12:00 PM and check-out is by 10:00 AM\./ },
  { say: "checkout time?", reply: /^Check-in is from 12:00 PM and check-out is by 10:00 AM\./ },
  { say: "wifi available?", reply: /^24\/7 Wi-Fi: Free Wi-Fi in every room/ },
  { say: "Do you serve non veg food?", reply: /pure-vegetarian meals from 7:00 AM to 11:00 PM/ },
  { say: "how far is the temple", reply: /about 5 km \(a 10 minute drive\) from the Omkareshwar Jyotirlinga temple/ },
  { say: "how far from indore", reply: /^Our site doesn't state the distance from Indore, so I won't guess\. Please call or WhatsApp us on \+91 90000 00001/ },
  { say: "distance from airport?", reply: /^Our site doesn't state the distance from Airport/ },
  { say: "where r u located", reply: /^We are on Main Road, Omkareshwar, Madhya Pradesh 450554, about 5 km \(a 10 minute drive\) from the Omkareshwar Jyotirlinga temple/ },
  { say: "address pls", reply: /^We are on Main Road/ },
  { say: "room rates?", reply: /^Our rooms: Deluxe Room: ₹3,500 a night \+ taxes; Super Deluxe Room: ₹4,500 a night \+ taxes\./ },
  { say: "tariff for suite", reply: /^Our rooms: Deluxe Room: ₹3,500/ },
  { say: "what is the cancellation policy", reply: /^Individual bookings can be cancelled free of charge up to 3 days before/ },
  { say: "how do i cancel my booking", reply: /^Individual bookings can be cancelled free of charge/ },
  { say: "can i pay by upi", reply: /^There is no online payment: you pay at the hotel, by UPI/ },
  { say: "hi", reply: /^Namaste! How can I help\?/ },
  { say: "Good morning", reply: /^Namaste! How can I help\?/ },
  { say: "thank you", reply: /^You're welcome!/ },
  { say: "Can I bring my dog?", reply: /^I'm not sure I can answer that\. Would you like our team to reply by e-mail\?/ },
  { say: "Is there availability in december?", reply: /^You can book online on our booking page/ },

  // A booking from the first message: what it says is kept, only the rest is asked.
  { say: "book 2 rooms 12–14 Dec for 4 adults", reply: /\(2 rooms: 2 adults; 2 adults\)…\nWhich room type would you like \(all 2 rooms of one type\)\?/ },
  {
    say: "room for 2 adults and 1 child tomorrow for 2 nights",
    reply: /from Sun 22 Nov 2026 to Tue 24 Nov 2026 \(1 room for 2 adults and 1 child\)…\nWhich room type would you like\? Free for your dates: Deluxe Room ₹3,500 a night; Super Deluxe Room ₹4,500 a night; Suite Room ₹7,000 a night/,
  },
  { say: "i want to book a room", reply: /\nWhich date would you like to check in\? For example 12 Dec/ },
  { say: "book deluxe room for this saturday", reply: /\nAnd your check-out date\? A date like 14 Dec, or how many nights\.$/ },
  { say: "need 3 rooms from 24/12 to 26/12", reply: /\nHow many guests\?/ },
  { say: "book for 31 nov", reply: /There is no 31 November\. Please check the date\.\nWhich date would you like to check in\?/ },
  { say: "book 12/13", reply: /Please write the day first, like 14\/12 or 14 Dec\./ },
  { say: "reservation for 6 adults 5-7 dec", reply: /\(2 rooms: 3 adults; 3 adults\)…\nWhich room type would you like/ },
  { say: "book 1 room for 5 adults on 5 dec for 2 nights", reply: /A room takes at most 4 guests, so 5 guests need at least 2 rooms\. How many rooms would you like\?$/ },
  { say: "book 6 rooms 5-7 dec for 12 adults", reply: /Online I can book up to 5 rooms of up to 4 guests each\. For a bigger group please call us/ },
  { say: "book a suite 2026-12-20 to 2026-12-22 for a couple", reply: /\(1 room for 2 adults\)…\nWhat is your full name\?$/ },
  { say: "BOOK ROOM DEC 12-14 2 ADULTS 2 KIDS", reply: /\(1 room for 2 adults and 2 children\)…\nWhich room type would you like\?/ },
  { say: "booking for tmrw, 1 night, 2 adlts", reply: /from Sun 22 Nov 2026 to Mon 23 Nov 2026 \(1 room for 2 adults\)/ },

  // In booking mode: answers are taken, questions answered, and the question asked again.
  { before: ["book"], say: "12 dec", reply: /^And your check-out date\?/ },
  { before: ["book"], say: "where is the hotel?", reply: /^We are on Main Road.*\nNow, back to your booking\. Which date would you like to check in\?/s },
  { before: ["book"], say: "stop", reply: /^Booking cancelled; nothing was sent\. What else can I help you with\?$/ },
  { before: ["book"], say: "is the spa open?", reply: /^Not open yet: our site lists the Spa and Wellness Center as Upcoming.*\nNow, back to your booking\./s },
  { before: ["book a suite 20-22 dec for a couple"], say: "Where is the hotel located?", reply: /^We are on Main Road.*\nNow, back to your booking\. What is your full name\?$/s },
  { before: ["book a suite 20-22 dec for a couple"], say: "my name is Asha Verma", reply: /^Thank you, Asha Verma\. What is your e-mail address\?$/ },
  { before: ["book a suite 20-22 dec for a couple"], say: "hello", reply: /^Namaste! How can I help\?.*\nNow, back to your booking\. What is your full name\?$/s },
  { before: ["book a suite 20-22 dec for a couple"], say: "never mind", reply: /^Booking cancelled; nothing was sent\. What else can I help you with\?$/ },
  { before: ["book 12-14 dec"], say: "2", reply: /\(1 room for 2 adults\)…\nWhich room type would you like\?/ },
  { before: ["book 12 dec"], say: "3 nights", reply: /^How many guests\?/ },
  { before: ["book 12 dec"], say: "14/12", reply: /^How many guests\?/ },
  { before: ["book 30 dec"], say: "2 jan", reply: /^How many guests\?/ },
  { before: ["book 12-14 dec for 2 adults"], say: "cheapest one", reply: /^What is your full name\?$/ },
  { before: ["book 12-14 dec for 2 adults", "deluxe", "Asha", "a@example.com", "9876543210"], say: "make it 3 adults", reply: /Room 1: Deluxe Room, 3 adults: ₹3,500 a night/ },
  { before: ["book 12-14 dec for 2 adults", "deluxe", "Asha", "a@example.com", "9876543210"], say: "no", reply: /^Booking cancelled; nothing was sent\./ },
];

describe("chat assistant: real guests' messages (product-rules.md: Chat assistant)", () => {
  it("covers at least forty messages", () => {
    expect(rows.length).toBeGreaterThanOrEqual(40);
  });

  it.each(rows)("$say", ({ before = [], say, reply }) => {
    const { state } = converse(before);
    const { last } = converse([say], state);
    const said = last.replies.map((line) => (typeof line === "string" ? line : line.text)).join("\n");
    expect(said).toMatch(reply);
  });
});
