/**
 * The chat assistant's conversation as a pure state machine (product-rules.md: Chat assistant): no
 * React, no timers, no network. The UI feeds it the guest's text and the outcome of the requests it
 * asks for, and shows the replies after the 1 s typing delay.
 */
import {
  checkAdultsAnswer,
  checkCheckInAnswer,
  checkCheckOutAnswer,
  checkChildrenAnswer,
  checkEmailAnswer,
  checkNameAnswer,
  checkPhoneAnswer,
  checkRoomTypeAnswer,
} from "~/domain/chat-answer-rules";
import type { IsoDate } from "~/content/hotel";
import type { ChatBooking } from "~/domain/chat-booking-schema";
import { addDays, earliestCheckInFrom } from "~/domain/hotel-date";
import { normalisePhone } from "~/domain/phone-numbers";
import { latestCheckInFrom, latestCheckOutFor } from "~/domain/bookable-days";
import {
  type BookingAnswers,
  type BookingStep,
  type ChatFacts,
  bookingCancelled,
  bookingFailed,
  bookingFailedToast,
  bookingQuestion,
  bookingReply,
  bookingSending,
  bookingStart,
  bookingSteps,
  bookingSucceeded,
  bookingSucceededToast,
  facilitiesReply,
  fallbackReply,
  forwardEmailAgain,
  forwardFailed,
  forwardPhoneAgain,
  forwardPhoneQuestion,
  forwardSending,
  forwardSent,
  forwardSkipped,
  greeting,
  locationReply,
  roomReply,
} from "./chat-replies";

export interface ChatMessage {
  id: number;
  text: string;
  isAssistant: boolean;
}

/** A question forwarded to the team as a contact enquiry (product-rules.md: Chat assistant). */
export interface ForwardedQuestion {
  email: string;
  phone: string;
  question: string;
}

export type ChatMode =
  | { kind: "chatting" }
  | { kind: "forward-email"; question: string }
  | { kind: "forward-phone"; question: string; email: string }
  | { kind: "forwarding" }
  | { kind: "booking"; step: BookingStep; answers: BookingAnswers }
  | { kind: "submitting" };

export interface ChatState {
  messages: ChatMessage[];
  mode: ChatMode;
  nextId: number;
}

/** Work the UI must do for the conversation to go on; it reports back with the matching event. */
export type ChatEffect =
  | { type: "submit-booking"; booking: ChatBooking }
  | { type: "forward-question"; forward: ForwardedQuestion };

export interface ChatStep {
  state: ChatState;
  /** Assistant lines to add after the typing delay. */
  replies: string[];
  effect?: ChatEffect;
  toast?: { kind: "success" | "error"; text: string };
}

export type ChatInputType = "text" | "email" | "tel" | "date" | "number";

/** Keyword groups in the original site's order; when several match, the last one wins. */
export const keywordGroups = [
  { group: "room", words: ["room", "suite", "deluxe", "price", "tariff", "rate", "cost", "stay"] },
  { group: "booking", words: ["reserve", "availability", "available", "check-in", "check in", "checkout", "check-out", "cancel", "payment", "pay"] },
  {
    group: "facilities",
    words: ["facilit", "amenit", "pool", "swim", "spa", "gym", "fitness", "wifi", "wi-fi", "parking", "restaurant", "food", "dining", "banquet", "event"],
  },
  { group: "location", words: ["location", "where", "address", "temple", "jyotirlinga", "distance", "far", "reach", "direction", "map"] },
] as const;

export type KeywordGroup = (typeof keywordGroups)[number]["group"];

/** "book" or "reservation" anywhere starts booking mode. */
export function wantsBooking(text: string): boolean {
  const lower = text.toLowerCase();
  return lower.includes("book") || lower.includes("reservation");
}

export function matchKeywordGroup(text: string): KeywordGroup | null {
  const lower = text.toLowerCase();
  let match: KeywordGroup | null = null;
  for (const { group, words } of keywordGroups) {
    if (words.some((word) => lower.includes(word))) match = group;
  }
  return match;
}

const isCancel = (text: string) => /^\s*cancel\s*[.!]?\s*$/i.test(text);
const isNo = (text: string) => /^\s*(no|nope|skip|cancel|no thanks)\s*[.!]?\s*$/i.test(text);

export function initialChatState(): ChatState {
  return { messages: [{ id: 1, text: greeting, isAssistant: true }], mode: { kind: "chatting" }, nextId: 2 };
}

function append(state: ChatState, text: string, isAssistant: boolean): ChatState {
  return { ...state, messages: [...state.messages, { id: state.nextId, text, isAssistant }], nextId: state.nextId + 1 };
}

/** Adds the assistant's lines, once the UI's typing delay has passed. */
export function addReplies(state: ChatState, replies: readonly string[]): ChatState {
  return replies.reduce((next, reply) => append(next, reply, true), state);
}

/**
 * The days the date input offers for the current question, as the wizard's do: check-in from the
 * earliest bookable day to a year ahead, check-out up to the longest stay after the check-in.
 */
export function dateRangeFor(mode: ChatMode, today: IsoDate): { min: IsoDate; max: IsoDate } | null {
  if (mode.kind !== "booking") return null;
  const earliest = earliestCheckInFrom(today);
  if (mode.step === "checkIn") return { min: earliest, max: latestCheckInFrom(today) };
  if (mode.step !== "checkOut") return null;
  const checkIn = mode.answers.checkIn ?? earliest;
  return { min: addDays(checkIn, 1), max: latestCheckOutFor(checkIn, today) };
}

/** The input the current question needs (text, email, tel, date or number). */
export function inputTypeFor(mode: ChatMode): ChatInputType {
  if (mode.kind === "forward-email") return "email";
  if (mode.kind === "forward-phone") return "tel";
  if (mode.kind !== "booking") return "text";
  switch (mode.step) {
    case "email":
      return "email";
    case "phone":
      return "tel";
    case "checkIn":
    case "checkOut":
      return "date";
    case "adults":
    case "children":
      return "number";
    default:
      return "text";
  }
}

/** True while the machine waits for a request it asked the UI to make. */
export function isWaiting(state: ChatState): boolean {
  return state.mode.kind === "submitting" || state.mode.kind === "forwarding";
}

function chatting(state: ChatState): ChatState {
  return { ...state, mode: { kind: "chatting" } };
}

function normalReply(state: ChatState, text: string, facts: ChatFacts): ChatStep {
  if (wantsBooking(text)) {
    const step = bookingSteps[0];
    return {
      state: { ...state, mode: { kind: "booking", step, answers: {} } },
      replies: [bookingStart, bookingQuestion(step, facts, {})],
    };
  }
  const group = matchKeywordGroup(text);
  if (group === "room") return { state: chatting(state), replies: [roomReply(facts.rooms)] };
  if (group === "booking") return { state: chatting(state), replies: [bookingReply] };
  if (group === "facilities") return { state: chatting(state), replies: [facilitiesReply] };
  if (group === "location") return { state: chatting(state), replies: [locationReply] };
  return { state: { ...state, mode: { kind: "forward-email", question: text.trim() } }, replies: [fallbackReply] };
}

type StepCheck = { ok: true; answers: BookingAnswers } | { ok: false; reason: string };

function checkStep(step: BookingStep, text: string, answers: BookingAnswers, facts: ChatFacts): StepCheck {
  const take = <K extends keyof BookingAnswers>(key: K, check: { ok: true; value: BookingAnswers[K] } | { ok: false; reason: string }): StepCheck =>
    check.ok ? { ok: true, answers: { ...answers, [key]: check.value } } : check;
  switch (step) {
    case "name":
      return take("name", checkNameAnswer(text));
    case "email":
      return take("email", checkEmailAnswer(text));
    case "phone":
      return take("phone", checkPhoneAnswer(text));
    case "checkIn":
      return take("checkIn", checkCheckInAnswer(text, { today: facts.today }));
    case "checkOut":
      // Always set by the time check-out is asked; the fallback keeps the type checker honest.
      return take("checkOut", checkCheckOutAnswer(text, { checkIn: answers.checkIn ?? facts.today }));
    case "adults":
      return take("adults", checkAdultsAnswer(text));
    case "children":
      return take("children", checkChildrenAnswer(text, { adults: answers.adults ?? 1 }));
    case "roomType":
      return take("roomType", checkRoomTypeAnswer(text));
  }
}

function toRequest(answers: BookingAnswers): ChatBooking | null {
  const { name, email, phone, checkIn, checkOut, adults, children, roomType } = answers;
  if (
    name === undefined ||
    email === undefined ||
    phone === undefined ||
    checkIn === undefined ||
    checkOut === undefined ||
    adults === undefined ||
    children === undefined ||
    roomType === undefined
  ) {
    return null;
  }
  return { name, email, phone, checkIn, checkOut, adults, children, roomType };
}

function bookingAnswer(state: ChatState, mode: Extract<ChatMode, { kind: "booking" }>, text: string, facts: ChatFacts): ChatStep {
  if (isCancel(text)) return { state: chatting(state), replies: [bookingCancelled] };
  const checked = checkStep(mode.step, text, mode.answers, facts);
  // A bad answer: say why and ask the same question again.
  if (!checked.ok) return { state, replies: [checked.reason] };
  const next = bookingSteps[bookingSteps.indexOf(mode.step) + 1];
  if (next) {
    return {
      state: { ...state, mode: { kind: "booking", step: next, answers: checked.answers } },
      replies: [bookingQuestion(next, facts, checked.answers)],
    };
  }
  const booking = toRequest(checked.answers);
  if (!booking) return { state: chatting(state), replies: [bookingFailed] };
  return { state: { ...state, mode: { kind: "submitting" } }, replies: [bookingSending], effect: { type: "submit-booking", booking } };
}

function forwardAnswer(state: ChatState, text: string, facts: ChatFacts): ChatStep {
  const mode = state.mode;
  if (mode.kind === "forward-email") {
    if (isNo(text)) return { state: chatting(state), replies: [forwardSkipped] };
    const email = checkEmailAnswer(text);
    if (email.ok) {
      return { state: { ...state, mode: { kind: "forward-phone", question: mode.question, email: email.value } }, replies: [forwardPhoneQuestion] };
    }
    // Not an address: if it reads like a new question, answer it instead of nagging.
    if (!text.includes("@") && (wantsBooking(text) || matchKeywordGroup(text))) return normalReply(state, text, facts);
    return { state, replies: [forwardEmailAgain] };
  }
  if (mode.kind === "forward-phone") {
    if (isNo(text)) return { state: chatting(state), replies: [forwardSkipped] };
    const phone = normalisePhone(text);
    if (!phone) return { state, replies: [forwardPhoneAgain] };
    return {
      state: { ...state, mode: { kind: "forwarding" } },
      replies: [forwardSending],
      effect: { type: "forward-question", forward: { email: mode.email, phone, question: mode.question } },
    };
  }
  return normalReply(state, text, facts);
}

/** The guest sends `text`. Blank text and text sent while a request is in flight are ignored. */
export function receive(state: ChatState, text: string, facts: ChatFacts): ChatStep {
  if (text.trim() === "" || isWaiting(state)) return { state, replies: [] };
  const withMessage = append(state, text.trim(), false);
  const mode = state.mode;
  if (mode.kind === "booking") return bookingAnswer(withMessage, mode, text, facts);
  if (mode.kind === "forward-email" || mode.kind === "forward-phone") return forwardAnswer(withMessage, text, facts);
  return normalReply(withMessage, text, facts);
}

/**
 * The booking request's outcome: the original site's words and toast; booking mode ends and its
 * data is gone.
 */
export function bookingSettled(state: ChatState, ok: boolean): ChatStep {
  return {
    state: chatting(state),
    replies: [ok ? bookingSucceeded : bookingFailed],
    toast: ok ? { kind: "success", text: bookingSucceededToast } : { kind: "error", text: bookingFailedToast },
  };
}

/** The forwarded question's outcome. */
export function forwardSettled(state: ChatState, ok: boolean): ChatStep {
  return { state: chatting(state), replies: [ok ? forwardSent : forwardFailed] };
}

/** The contact enquiry a forwarded question becomes (the admin API's contact payload). */
export function forwardedEnquiry(forward: ForwardedQuestion) {
  return {
    name: "Website chat guest",
    email: forward.email,
    phone: forward.phone,
    // The contact message allows 2,000 characters; a chat question longer than that is cut.
    message: `Question asked in the website chat:\n\n${forward.question.slice(0, 1800)}`,
  };
}
