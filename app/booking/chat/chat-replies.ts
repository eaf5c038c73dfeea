/**
 * What the assistant says (product-rules.md: Chat assistant). Facts come from the identity config
 * and the room lists handed in (the rooms API, the availability search); nothing here invents a
 * price or a distance.
 *
 * Everything the assistant says or shows is one typed reply set (`ChatReplies`): English here, in
 * the chat's own code (its booking questions in chat-booking-replies.ts), and Hindi in
 * chat-replies.hi.ts, which the panel loads on demand on a Hindi page only (product-rules.md:
 * Hindi). A reply missing from the Hindi set is a type error; the conversation machine takes the
 * set it speaks from its facts.
 */
import { type IsoDate, hotel } from "~/content/hotel";
import type { BookingConfirmation } from "~/domain/api-types";
import { type ChatAnswerMessages, chatAnswerMessagesEn } from "~/domain/chat-answer-rules";
import { type PartyWords, partyWordsEn } from "~/domain/chat-party";
import type { RoomGuests } from "~/domain/guest-counts";
import type { RoomTypeName } from "~/domain/room-types";
import type { Lang } from "~/i18n/lang";
import { availabilityFailedMessage } from "../wizard/availability-client";
import {
  type BookingQuestionContext,
  type BookingSummaryDetails,
  availabilityFailed,
  backToBooking,
  bookingCancelled,
  bookingConfirmed,
  bookingFailed,
  bookingFailedToast,
  bookingQuestion,
  bookingSending,
  bookingStart,
  bookingSucceeded,
  bookingSucceededToast,
  bookingSummary,
  checkingRooms,
  nightly,
  noneFree,
  notFree,
  soldOutAgain,
} from "./chat-booking-replies";
import { type FactReplies, factRepliesEn } from "./chat-facts";
import type { BookingStep, ChatInputType, ChatReply } from "./chat-state";

/** A room as the chat needs it: its type and nightly rate in rupees (the API's `room_price`). */
export interface ChatRoom {
  room_type_name: string;
  room_price: number;
}

export interface ChatFacts {
  /** Today in hotel time: the check-in rule depends on it. */
  today: IsoDate;
  rooms: readonly ChatRoom[];
  /** What the assistant says, in the page's language. */
  replies: ChatReplies;
}

/** The panel's own words around the conversation. */
export interface ChatUiWords {
  title: string;
  subtitle: string;
  close: string;
  conversation: string;
  /** Read out before each line, so a screen reader knows who is speaking. */
  assistantSays: string;
  youSay: string;
  typing: string;
  yourMessage: string;
  placeholders: Readonly<Record<ChatInputType, string>>;
  send: string;
}

/** Everything the assistant says in one language. Functions read what staff keep when they are said. */
export interface ChatReplies {
  lang: Lang;
  ui: ChatUiWords;
  greeting: string;
  hello: string;
  thanks: string;
  rooms: (rooms: readonly ChatRoom[]) => string;
  booking: () => string;
  fallback: string;
  /** A question in the middle of a booking that the site has no answer to: no forwarding detour. */
  cannotAnswerHere: () => string;
  facts: FactReplies;
  forward: {
    phoneQuestion: string;
    emailAgain: string;
    phoneAgain: string;
    skipped: string;
    sending: string;
    sent: string;
    failed: () => string;
    /** The contact enquiry's name and opening line (the guest gave neither). */
    guestName: string;
    messageIntro: string;
  };
  bookingStart: string;
  bookingCancelled: string;
  bookingSending: string;
  backToBooking: string;
  bookingSucceeded: string;
  bookingFailed: string;
  bookingSucceededToast: string;
  bookingFailedToast: string;
  soldOutAgain: string;
  availabilityFailed: (message: string) => string;
  availabilityRateLimited: string;
  /** The availability search got no usable answer. */
  availabilityUnreachable: string;
  checkingRooms: (checkIn: IsoDate, checkOut: IsoDate, rooms: readonly RoomGuests[]) => string;
  noneFree: (roomCount: number) => string;
  notFree: (type: RoomTypeName) => string;
  /** The booking reference, the total and the receipt: how a chat booking ends. */
  bookingConfirmed: (confirmation: BookingConfirmation, receiptHref: string) => ChatReply;
  question: (step: BookingStep, context: BookingQuestionContext) => string;
  /** The price summary before sending, computed with the one price calculation. */
  summary: (details: BookingSummaryDetails) => string;
  /** An answer the booking could not use: `question` is the question asked again. */
  notUnderstood: (question: string) => string;
  /** An answer to "shall I send it?" that is neither yes nor no. */
  confirmAgain: string;
  answers: ChatAnswerMessages;
  party: PartyWords;
}

export const greeting = `Namaste! I'm the ${hotel.shortName} assistant. Ask me about rooms, booking, facilities or how to reach us, or type "book" to request a room here.`;

export const helloReply = `Namaste! How can I help? Ask me about rooms and prices, check-in times, facilities, parking or how to reach us, or tell me your dates to book (for example "book 2 rooms 12–14 Dec for 4 adults").`;

export const thanksReply = "You're welcome! Anything else I can help with?";

export function roomReply(rooms: readonly ChatRoom[]): string {
  if (rooms.length === 0) {
    return `We have Deluxe, Super Deluxe, Luxury and Suite rooms, each with Wi-Fi, TV, air conditioning and a heater. See today's rates on our Rooms page (/Room), or type "book" to request a room here.`;
  }
  const lines = [...rooms]
    .sort((a, b) => a.room_price - b.room_price)
    .map((room) => `${room.room_type_name}: ${nightly(room.room_price)} + taxes`);
  return `Our rooms: ${lines.join("; ")}. Every room has Wi-Fi, TV, air conditioning and a heater. Type "book" to request one here.`;
}

export const bookingReply = () => `You can book online on our booking page (/BookingForm) and pay at the hotel, or type "book" and I'll take your booking request right here. Check-in is from ${hotel.checkInTime}, check-out by ${hotel.checkOutTime}.`;

export const fallbackReply =
  "I'm not sure I can answer that. Would you like our team to reply by e-mail? Type your e-mail address and I'll forward your question, or type \"no\" to ask something else.";

/** A question in the middle of a booking that the site has no answer to: no forwarding detour. */
export const cannotAnswerHere = () => `I can't answer that from our website. Please call or WhatsApp us on ${hotel.phones.primary.display} and the front desk will help.`;

export const forwardPhoneQuestion =
  "Thanks. And a phone number, in case e-mail doesn't reach you? (Our team needs one to reply.)";
export const forwardEmailAgain = "That doesn't look like an e-mail address. Please type one like name@example.com, or \"no\" to skip.";
export const forwardPhoneAgain =
  "Please type a phone number we can call: a 10-digit Indian mobile, or your number with its country code such as +44 20 7946 0958. Or type \"no\" to skip.";
export const forwardSkipped = "No problem. What else can I help you with?";
export const forwardSending = "Sending your question to our team…";
export const forwardSent = "Done! Your question has been sent to our team, and they will reply by e-mail soon.";
export const forwardFailed = () => `Sorry, I couldn't send your question just now. Please e-mail us at ${hotel.emails.general} or call ${hotel.phones.primary.display}.`;

/** The English reply set: the words above, as the site has always said them. */
export const chatRepliesEn: ChatReplies = {
  lang: "en",
  ui: {
    title: "Chat with us",
    subtitle: `${hotel.shortName} assistant`,
    close: "Close chat",
    conversation: "Conversation",
    assistantSays: "Assistant: ",
    youSay: "You: ",
    typing: "Assistant is typing",
    yourMessage: "Your message",
    placeholders: { text: "Type your message…", email: "name@example.com", tel: "98765 43210 or +44 …" },
    send: "Send",
  },
  greeting,
  hello: helloReply,
  thanks: thanksReply,
  rooms: roomReply,
  booking: bookingReply,
  fallback: fallbackReply,
  cannotAnswerHere,
  facts: factRepliesEn,
  forward: {
    phoneQuestion: forwardPhoneQuestion,
    emailAgain: forwardEmailAgain,
    phoneAgain: forwardPhoneAgain,
    skipped: forwardSkipped,
    sending: forwardSending,
    sent: forwardSent,
    failed: forwardFailed,
    guestName: "Website chat guest",
    messageIntro: "Question asked in the website chat:",
  },
  bookingStart,
  bookingCancelled,
  bookingSending,
  backToBooking,
  bookingSucceeded,
  bookingFailed,
  bookingSucceededToast,
  bookingFailedToast,
  soldOutAgain,
  availabilityFailed,
  availabilityRateLimited: "Too many searches just now; please wait a moment.",
  availabilityUnreachable: availabilityFailedMessage,
  checkingRooms,
  noneFree,
  notFree,
  bookingConfirmed,
  question: bookingQuestion,
  summary: bookingSummary,
  notUnderstood: (question) => `Sorry, I didn't catch that. ${question}`,
  confirmAgain: `Please type "yes" to send your booking request, or "no" to stop.`,
  answers: chatAnswerMessagesEn,
  party: partyWordsEn,
};
