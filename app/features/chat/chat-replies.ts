/**
 * What the assistant says (product-rules.md: Chat assistant). Facts come from the identity config
 * and the room list handed in; nothing here invents a price or a distance.
 */
import { hotel } from "~/content/hotel";
import { monthDayAndYear } from "~/domain/date-words";
import { earliestCheckInFrom } from "~/domain/hotel-date";
import { formatRupees, rupeesToPaise } from "~/domain/money";
import { roomTypeChoices } from "~/domain/room-types";
import type { IsoDate } from "~/content/hotel";
import type { ChatBooking } from "~/domain/chat-booking-schema";

/** A room as the chat needs it: its type and nightly rate in rupees (the API's `room_price`). */
export interface ChatRoom {
  room_type_name: string;
  room_price: number;
}

export interface ChatFacts {
  /** Today in hotel time: the check-in rule depends on it. */
  today: IsoDate;
  rooms: readonly ChatRoom[];
}

export const greeting = `Namaste! I'm the ${hotel.shortName} assistant. Ask me about rooms, booking, facilities or how to reach us, or type "book" to request a room here.`;

export function roomReply(rooms: readonly ChatRoom[]): string {
  if (rooms.length === 0) {
    return `We have Deluxe, Super Deluxe, Luxury and Suite rooms, each with Wi-Fi, TV, air conditioning and a heater. See today's rates on our Rooms page (/Room), or type "book" to request a room here.`;
  }
  const lines = [...rooms]
    .sort((a, b) => a.room_price - b.room_price)
    .map((room) => `${room.room_type_name}: ${formatRupees(rupeesToPaise(room.room_price))} a night + taxes`);
  return `Our rooms: ${lines.join("; ")}. Every room has Wi-Fi, TV, air conditioning and a heater. Type "book" to request one here.`;
}

export const bookingReply = `You can book online on our booking page (/BookingForm) and pay at the hotel, or type "book" and I'll take your booking request right here. Check-in is from ${hotel.checkInTime}, check-out by ${hotel.checkOutTime}.`;

export const facilitiesReply =
  "We offer a swimming pool with a kids' pool, a spa and wellness centre, a fitness centre, pure vegetarian dining with a rooftop, 24/7 Wi-Fi, a banquet hall, a marriage garden, a conference hall, dedicated parking, concierge and 24-hour room service.";

export const locationReply = `We are on ${hotel.address.street}, ${hotel.address.locality}, ${hotel.address.region} ${hotel.address.postalCode}, about ${hotel.templeDistance.km} km (a ${hotel.templeDistance.minutesByCar} minute drive) from the Omkareshwar Jyotirlinga temple. Call us on ${hotel.phones.primary.display} for directions.`;

export const fallbackReply =
  "I'm not sure I can answer that. Would you like our team to reply by e-mail? Type your e-mail address and I'll forward your question, or type \"no\" to ask something else.";

export const forwardPhoneQuestion =
  "Thanks. And a phone number, in case e-mail doesn't reach you? (Our team needs one to reply.)";
export const forwardEmailAgain = "That doesn't look like an e-mail address. Please type one like name@example.com, or \"no\" to skip.";
export const forwardPhoneAgain =
  "Please type a phone number we can call: a 10-digit Indian mobile, or your number with its country code such as +44 20 7946 0958. Or type \"no\" to skip.";
export const forwardSkipped = "No problem. What else can I help you with?";
export const forwardSending = "Sending your question to our team…";
export const forwardSent = "Done! Your question has been sent to our team, and they will reply by e-mail soon.";
export const forwardFailed = `Sorry, I couldn't send your question just now. Please e-mail us at ${hotel.emails.general} or call ${hotel.phones.primary.display}.`;

export const bookingStart = "Let's start your booking request. You can type \"cancel\" at any time to stop.";
export const bookingCancelled = "Booking cancelled; nothing was sent. What else can I help you with?";
export const bookingSending = "Thank you! Sending your booking request…";

/** The original site's words, exactly. */
export const bookingSucceeded =
  "Great! Your booking request has been submitted. Our team will contact you shortly to confirm your reservation.";
export const bookingFailed =
  "I apologize, but there was an error submitting your booking. Please try again or contact our support team directly.";
export const bookingSucceededToast = "Booking request submitted successfully!";
export const bookingFailedToast = "Failed to submit booking request";

export function bookingQuestion(step: BookingStep, facts: ChatFacts, answers: BookingAnswers): string {
  switch (step) {
    case "name":
      return "What is your full name?";
    case "email":
      return `Thank you, ${answers.name ?? "and welcome"}. What is your e-mail address?`;
    case "phone":
      return "What is your phone number? A 10-digit Indian mobile, or your number with its country code such as +44 20 7946 0958.";
    case "checkIn":
      return `Which date would you like to check in? (YYYY-MM-DD; the earliest is ${monthDayAndYear(earliestCheckInFrom(facts.today))})`;
    case "checkOut":
      return "And your check-out date? (YYYY-MM-DD)";
    case "adults":
      return `How many adults? (${hotel.limits.minAdults} to ${hotel.limits.maxAdults})`;
    case "children":
      return `How many children (0-${hotel.limits.childMaxAge} years)? A room takes up to ${hotel.limits.maxGuestsPerRoom} guests in all.`;
    case "roomType":
      return `Which room type would you like: ${roomTypeChoices}?`;
  }
}

export const bookingSteps = ["name", "email", "phone", "checkIn", "checkOut", "adults", "children", "roomType"] as const;
export type BookingStep = (typeof bookingSteps)[number];

/** The answers so far: the chat booking, filled in one step at a time. */
export type BookingAnswers = Partial<ChatBooking>;
