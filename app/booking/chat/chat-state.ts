/**
 * What the chat assistant's conversation is made of (product-rules.md: Chat assistant): its lines,
 * the mode it is in with what a booking has gathered so far, and the work it asks the UI to do.
 * Types only, and the one move every mode can make: back to chatting.
 */
import type { IsoDate } from "~/content/hotel";
import type { AvailableRoom, BookingConfirmation } from "~/domain/api-types";
import type { ChatBookingRequest } from "~/domain/chat-booking-schema";
import type { RoomTypeName } from "~/domain/room-types";

/** A line the assistant says, with a link to follow when it has one (the receipt). */
export type ChatReply = string | { text: string; link: { href: string; label: string } };

export type ChatInputType = "text" | "email" | "tel";

export type BookingStep = "checkIn" | "checkOut" | "guests" | "roomType" | "name" | "email" | "phone" | "confirm";

export interface ChatMessage {
  id: number;
  text: string;
  isAssistant: boolean;
  /** The receipt, when the line offers one. */
  link?: { href: string; label: string };
}

/** A question forwarded to the team as a contact enquiry (product-rules.md: Chat assistant). */
export interface ForwardedQuestion {
  email: string;
  phone: string;
  question: string;
}

/** What the guest has told the booking so far; the chat asks only for what is missing. */
export interface BookingDraft {
  checkIn?: IsoDate;
  checkOut?: IsoDate;
  rooms?: number;
  adults?: number;
  children?: number;
  roomType?: RoomTypeName;
  name?: string;
  email?: string;
  phone?: string;
  /** The room types free for this stay and party, as last searched, with their live rates. */
  free?: { key: string; rooms: AvailableRoom[] };
}

export interface AvailabilitySearch {
  checkIn: IsoDate;
  checkOut: IsoDate;
  adults: number;
  children: number;
}

export type ChatMode =
  | { kind: "chatting" }
  | { kind: "forward-email"; question: string }
  | { kind: "forward-phone"; question: string; email: string }
  | { kind: "forwarding" }
  | { kind: "booking"; step: BookingStep; draft: BookingDraft }
  | { kind: "checking"; draft: BookingDraft }
  | { kind: "submitting"; draft: BookingDraft };

export interface ChatState {
  messages: ChatMessage[];
  mode: ChatMode;
  nextId: number;
}

/** Work the UI must do for the conversation to go on; it reports back with the matching event. */
export type ChatEffect =
  | { type: "check-availability"; search: AvailabilitySearch }
  | { type: "submit-booking"; booking: ChatBookingRequest }
  | { type: "forward-question"; forward: ForwardedQuestion };

export interface ChatStep {
  state: ChatState;
  /** Assistant lines to add after the typing delay. */
  replies: ChatReply[];
  effect?: ChatEffect;
  toast?: { kind: "success" | "error"; text: string };
}

/** What became of the booking request the machine asked the UI to send. */
export type BookingOutcome =
  | { kind: "confirmed"; confirmation: BookingConfirmation; receiptHref: string }
  | { kind: "sold-out" }
  | { kind: "failed" };

/** Back to answering questions: what a finished, cancelled or failed request leaves behind. */
export function chatting(state: ChatState): ChatState {
  return { ...state, mode: { kind: "chatting" } };
}
