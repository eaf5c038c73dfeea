/**
 * The chat assistant's conversation as a pure state machine (product-rules.md: Chat assistant): no
 * React, no timers, no network. The UI feeds it the guest's text and the outcome of the requests it
 * asks for (the availability search, the booking, a forwarded question), and shows the replies
 * after the 1 s typing delay.
 *
 * Here: the conversation's start, each message routed to its mode, and forwarding a question the
 * site cannot answer. Booking mode is chat-booking-flow.ts; the state's shape is chat-state.ts.
 */
import { readBookingSlots } from "~/domain/chat-booking-slots";
import { normalisePhone } from "~/domain/phone-numbers";
import { checkEmailAnswer } from "~/domain/chat-answer-rules";
import { answerFor } from "./chat-answers";
import { bookingAnswer, startBooking } from "./chat-booking-flow";
import { asksForRoom, isNo, wantsBooking, wantsToCancel } from "./chat-intents";
import { type ChatFacts, type ChatReplies, chatRepliesEn } from "./chat-replies";
import {
  type ChatInputType,
  type ChatMode,
  type ChatReply,
  type ChatState,
  type ChatStep,
  type ForwardedQuestion,
  chatting,
} from "./chat-state";

/** The conversation as it opens: the greeting, in the reply set's language. */
export function initialChatState(replies: ChatReplies = chatRepliesEn): ChatState {
  return { messages: [{ id: 1, text: replies.greeting, isAssistant: true }], mode: { kind: "chatting" }, nextId: 2 };
}

/** True while the conversation is only its greeting: a page in another language may greet again. */
export function isUntouched(state: ChatState): boolean {
  return state.messages.length === 1 && state.mode.kind === "chatting";
}

function append(state: ChatState, reply: ChatReply, isAssistant: boolean): ChatState {
  const message = typeof reply === "string" ? { text: reply } : reply;
  return { ...state, messages: [...state.messages, { id: state.nextId, isAssistant, ...message }], nextId: state.nextId + 1 };
}

/** Adds the assistant's lines, once the UI's typing delay has passed. */
export function addReplies(state: ChatState, replies: readonly ChatReply[]): ChatState {
  return replies.reduce((next, reply) => append(next, reply, true), state);
}

/** The input the current question needs; dates and guests are typed in words, so text. */
export function inputTypeFor(mode: ChatMode): ChatInputType {
  if (mode.kind === "forward-email" || (mode.kind === "booking" && mode.step === "email")) return "email";
  if (mode.kind === "forward-phone" || (mode.kind === "booking" && mode.step === "phone")) return "tel";
  return "text";
}

/** True while the machine waits for a request it asked the UI to make. */
export function isWaiting(state: ChatState): boolean {
  return state.mode.kind === "submitting" || state.mode.kind === "forwarding" || state.mode.kind === "checking";
}

function normalReply(state: ChatState, text: string, facts: ChatFacts): ChatStep {
  const slots = readBookingSlots(text, facts.today, facts.replies.answers.dates);
  if (wantsBooking(text) && !wantsToCancel(text)) return startBooking(state, text, facts);
  if (asksForRoom(text, slots)) return startBooking(state, text, facts);
  const answer = answerFor(text, facts.rooms, facts.replies);
  if (answer) return { state: chatting(state), replies: [answer] };
  return { state: { ...state, mode: { kind: "forward-email", question: text.trim() } }, replies: [facts.replies.fallback] };
}

function forwardAnswer(state: ChatState, text: string, facts: ChatFacts): ChatStep {
  const mode = state.mode;
  const forward = facts.replies.forward;
  if (mode.kind === "forward-email") {
    if (isNo(text)) return { state: chatting(state), replies: [forward.skipped] };
    const email = checkEmailAnswer(text, facts.replies.answers);
    if (email.ok) {
      return { state: { ...state, mode: { kind: "forward-phone", question: mode.question, email: email.value } }, replies: [forward.phoneQuestion] };
    }
    // Not an address: if it reads like a new question, answer it instead of nagging.
    if (!text.includes("@") && (wantsBooking(text) || answerFor(text, facts.rooms, facts.replies))) return normalReply(state, text, facts);
    return { state, replies: [forward.emailAgain] };
  }
  if (mode.kind === "forward-phone") {
    if (isNo(text)) return { state: chatting(state), replies: [forward.skipped] };
    const phone = normalisePhone(text);
    if (!phone) return { state, replies: [forward.phoneAgain] };
    return {
      state: { ...state, mode: { kind: "forwarding" } },
      replies: [forward.sending],
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

/** The forwarded question's outcome. */
export function forwardSettled(state: ChatState, ok: boolean, replies: ChatReplies = chatRepliesEn): ChatStep {
  return { state: chatting(state), replies: [ok ? replies.forward.sent : replies.forward.failed()] };
}

/** The contact enquiry a forwarded question becomes (the admin API's contact payload), in the page's language. */
export function forwardedEnquiry(forward: ForwardedQuestion, replies: ChatReplies = chatRepliesEn) {
  return {
    name: replies.forward.guestName,
    email: forward.email,
    phone: forward.phone,
    // The contact message allows 2,000 characters; a chat question longer than that is cut.
    message: `${replies.forward.messageIntro}\n\n${forward.question.slice(0, 1800)}`,
  };
}
