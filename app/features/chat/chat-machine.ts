/**
 * The chat assistant's conversation as a pure state machine (product-rules.md: Chat assistant): no
 * React, no timers, no network. The UI feeds it the guest's text and the outcome of the requests it
 * asks for (the availability search, the booking, a forwarded question), and shows the replies
 * after the 1 s typing delay.
 */
import type { IsoDate } from "~/content/hotel";
import type { AvailableRoom, BookingConfirmation } from "~/domain/api-types";
import {
  checkCheckInDate,
  checkCheckOutAnswer,
  checkCheckOutDate,
  checkEmailAnswer,
  checkNameAnswer,
  checkPhoneAnswer,
  checkRoomTypeAnswer,
} from "~/domain/chat-answer-rules";
import { type BookingSlots, hasBookingSlots, readBookingSlots } from "~/domain/chat-booking-slots";
import type { ChatBookingRequest } from "~/domain/chat-booking-schema";
import { partyFor } from "~/domain/chat-party";
import { type RoomGuests, guestsIn } from "~/domain/guest-counts";
import { addDays, nightsBetween } from "~/domain/hotel-date";
import { latinDigits } from "~/domain/parse-guest-date";
import { normalisePhone } from "~/domain/phone-numbers";
import { priceStay } from "~/domain/price-stay";
import { stayRoomInput } from "~/domain/stay-room-input";
import type { RoomTypeName } from "~/domain/room-types";
import { answerFor, isQuestion } from "./chat-answers";
import { type BookingStep, type ChatFacts, type ChatInputType, type ChatReplies, type ChatReply, chatRepliesEn } from "./chat-replies";

export type { ChatInputType };

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

/** "book" or "reservation" anywhere (or in Hindi, "बुक", "बुकिंग", "आरक्षण") starts booking mode. */
export function wantsBooking(text: string): boolean {
  const lower = text.toLowerCase();
  return ["book", "reservation", "बुक", "आरक्षण"].some((word) => lower.includes(word));
}

/** "room for 2 adults tomorrow" asks for a room without saying "book". */
function asksForRoom(text: string, slots: BookingSlots): boolean {
  const lower = text.toLowerCase();
  return (/\b(rooms?|suite|stay|kamra|kamre)\b/.test(lower) || /कमरा|कमरे/.test(lower)) && (slots.checkIn !== undefined || slots.adults !== undefined || slots.rooms !== undefined);
}

const isStop = (text: string) =>
  /^\s*(stop|cancel|quit|exit|never ?mind|nevermind|forget it|leave it|radd karo|rehne do|rahne do|chhodo)\b[\s.!]*$/i.test(text) ||
  /^\s*(रद्द(\s*(करें|करो|करिए|कीजिए|कर दो|कर दीजिए))?|रहने दो|रहने दीजिए|छोड़ो|छोड़ दो|छोड़िए|बंद करो|बस करो|रुको)\s*[.!।]*\s*$/u.test(text.normalize("NFC"));
/** "cancel my booking" asks about cancelling, in either language: it does not start a booking. */
const wantsToCancel = (text: string) => /\bcancel/i.test(text) || /रद्द|कैंसल|कैंसिल/.test(text);
const isNo = (text: string) =>
  /^\s*(no|nope|skip|cancel|no thanks|nahi|nahin)\s*[.!]?\s*$/i.test(text) || /^\s*(नहीं|ना)\s*[.!।]?\s*$/.test(text);
const isYes = (text: string) =>
  /^\s*(yes|yeah|yep|yup|y|ok|okay|sure|confirm|confirmed|send|send it|go ahead|please send|book it|done|haan|han|ha)\b/i.test(text) ||
  // Not a bare "जी": "जी नहीं" is a no.
  /^\s*(जी\s+)?(हाँ|हां|ठीक है|भेज दो|भेज दीजिए|भेजें|भेजिए)/.test(text);
const isNoAtConfirm = (text: string) =>
  /^\s*(no|nope|don'?t|do not|not now|nahi|nahin|mat)\b/i.test(text) || /^\s*(जी\s+)?(नहीं|ना|मत)(?![\p{L}\p{M}])/u.test(text);
const wantsCheapest = (text: string) =>
  /\b(cheapest|lowest|any|budget|whichever|sasta|saste|koi bhi)\b/i.test(text) || /(?<![\p{L}\p{M}])(सस्ता|सस्ते|सस्ती|कोई भी|कम किराए)/u.test(text);

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

function chatting(state: ChatState): ChatState {
  return { ...state, mode: { kind: "chatting" } };
}

// ---- Booking: what is missing, in order ----

/** The search for the stay: the fullest room's guests, so every room type offered fits every room. */
function searchFor(checkIn: IsoDate, checkOut: IsoDate, rooms: readonly RoomGuests[]): AvailabilitySearch {
  const fullest = rooms.reduce((best, room) => (guestsIn(room) > guestsIn(best) ? room : best));
  return { checkIn, checkOut, adults: fullest.adults, children: fullest.children };
}

const searchKey = (search: AvailabilitySearch, roomCount: number) =>
  `${search.checkIn}|${search.checkOut}|${search.adults}-${search.children}|${roomCount}`;

function questionContext(draft: BookingDraft, facts: ChatFacts) {
  return { today: facts.today, name: draft.name, free: draft.free?.rooms, roomCount: partyRooms(draft, facts)?.length };
}

function partyRooms(draft: BookingDraft, facts: ChatFacts): RoomGuests[] | null {
  const party = partyFor(draft, facts.replies.party);
  return party?.ok ? party.rooms : null;
}

function askStep(state: ChatState, step: BookingStep, draft: BookingDraft, lead: ChatReply[], facts: ChatFacts): ChatStep {
  return { state: { ...state, mode: { kind: "booking", step, draft } }, replies: [...lead, facts.replies.question(step, questionContext(draft, facts))] };
}

/** Asks for the first missing thing, searches availability when the stay changed, or shows the summary. */
function askNext(state: ChatState, draft: BookingDraft, lead: ChatReply[], facts: ChatFacts): ChatStep {
  const { checkIn, checkOut } = draft;
  if (!checkIn) return askStep(state, "checkIn", draft, lead, facts);
  if (!checkOut) return askStep(state, "checkOut", draft, lead, facts);
  const say = facts.replies;
  const party = partyFor(draft, say.party);
  if (!party) return askStep(state, "guests", draft, lead, facts);
  if (!party.ok) return { state: { ...state, mode: { kind: "booking", step: "guests", draft } }, replies: [...lead, party.reason] };
  const search = searchFor(checkIn, checkOut, party.rooms);
  if (draft.free?.key !== searchKey(search, party.rooms.length)) {
    return {
      state: { ...state, mode: { kind: "checking", draft } },
      replies: [...lead, say.checkingRooms(checkIn, checkOut, party.rooms)],
      effect: { type: "check-availability", search },
    };
  }
  const free = draft.free.rooms;
  const chosen = free.find((room) => room.room_type_name === draft.roomType);
  if (!chosen) {
    const taken = draft.roomType ? [...lead, say.notFree(draft.roomType)] : lead;
    return askStep(state, "roomType", { ...draft, roomType: undefined }, taken, facts);
  }
  if (!draft.name) return askStep(state, "name", draft, lead, facts);
  if (!draft.email) return askStep(state, "email", draft, lead, facts);
  if (!draft.phone) return askStep(state, "phone", draft, lead, facts);
  const price = priceStay({
    checkIn,
    checkOut,
    rooms: party.rooms.map((room) => stayRoomInput(chosen, { roomId: chosen.id, ...room }, nightsBetween(checkIn, checkOut))),
  });
  const summary = say.summary({ checkIn, checkOut, price, name: draft.name, email: draft.email, phone: draft.phone });
  return askStep(state, "confirm", draft, [...lead, summary], facts);
}

/** Availability searched for the stay: keep the types with enough rooms free. */
export function availabilitySettled(
  state: ChatState,
  answer: { ok: true; rooms: AvailableRoom[] } | { ok: false; message: string },
  facts: ChatFacts,
): ChatStep {
  if (state.mode.kind !== "checking") return { state, replies: [] };
  if (!answer.ok) return { state: chatting(state), replies: [facts.replies.availabilityFailed(answer.message)] };
  const draft = state.mode.draft;
  const rooms = partyRooms(draft, facts) ?? [];
  if (!draft.checkIn || !draft.checkOut || rooms.length === 0) return askNext(state, draft, [], facts);
  const search = searchFor(draft.checkIn, draft.checkOut, rooms);
  // The embedded origin counts free rooms; the upstream one does not, and its admin API decides.
  const free = answer.rooms.filter((room) => (room.available_count ?? rooms.length) >= rooms.length);
  if (free.length === 0) {
    const { checkIn: _in, checkOut: _out, free: _free, ...rest } = draft;
    return askStep(state, "checkIn", rest, [facts.replies.noneFree(rooms.length)], facts);
  }
  return askNext(state, { ...draft, free: { key: searchKey(search, rooms.length), rooms: free } }, [], facts);
}

type Taken = { ok: true; draft: BookingDraft } | { ok: false; reason: string } | null;

/** The dates, counts and room type in a message, checked and added to the draft; null when it has none. */
function takeSlots(draft: BookingDraft, text: string, step: BookingStep, facts: ChatFacts): Taken {
  const answers = facts.replies.answers;
  const slots = readBookingSlots(text, facts.today, answers.dates);
  if (slots.dateProblem) return { ok: false, reason: slots.dateProblem };
  const next: BookingDraft = { ...draft };
  if (step === "checkOut" && draft.checkIn && slots.checkIn && !slots.checkOut) {
    // One date when asked for the check-out is the check-out, read from the check-in on.
    const checkOut = checkCheckOutAnswer(text, { checkIn: draft.checkIn }, answers);
    if (!checkOut.ok) return checkOut;
    next.checkOut = checkOut.value;
  } else if (slots.checkIn) {
    const checkIn = checkCheckInDate(slots.checkIn, facts, answers);
    if (!checkIn.ok) return checkIn;
    next.checkIn = checkIn.value;
    next.checkOut = undefined;
    if (slots.checkOut) {
      const checkOut = checkCheckOutDate(slots.checkOut, { checkIn: checkIn.value }, answers);
      if (!checkOut.ok) return checkOut;
      next.checkOut = checkOut.value;
    }
  } else if (slots.nights && next.checkIn) {
    const checkOut = checkCheckOutDate(addDays(next.checkIn, slots.nights), { checkIn: next.checkIn }, answers);
    if (!checkOut.ok) return checkOut;
    next.checkOut = checkOut.value;
  }
  const bareNumber = /^\s*(\d{1,2})\s*$/.exec(latinDigits(text))?.[1];
  if (step === "guests" && bareNumber && !hasBookingSlots(slots)) next.adults = Number(bareNumber);
  if (slots.rooms !== undefined) next.rooms = slots.rooms;
  if (slots.adults !== undefined) {
    next.adults = slots.adults;
    // Guests counted again without children: none come.
    next.children = slots.children ?? 0;
  } else if (slots.children !== undefined) next.children = slots.children;
  if (slots.roomType) next.roomType = slots.roomType;
  const changed = (Object.keys(next) as (keyof BookingDraft)[]).some((key) => next[key] !== draft[key]);
  return changed ? { ok: true, draft: next } : null;
}

function takeRoomType(draft: BookingDraft, text: string, facts: ChatFacts): Taken {
  const free = draft.free?.rooms ?? [];
  if (wantsCheapest(text) && free.length > 0) {
    const cheapest = free.reduce((best, room) => (room.room_price < best.room_price ? room : best));
    return { ok: true, draft: { ...draft, roomType: cheapest.room_type_name as RoomTypeName } };
  }
  const type = checkRoomTypeAnswer(text, facts.replies.answers);
  if (!type.ok) return type;
  if (!free.some((room) => room.room_type_name === type.value)) return { ok: false, reason: facts.replies.notFree(type.value) };
  return { ok: true, draft: { ...draft, roomType: type.value } };
}

function takeAnswer(step: BookingStep, text: string, draft: BookingDraft, facts: ChatFacts): Taken {
  const into = <K extends keyof BookingDraft>(key: K, check: { ok: true; value: BookingDraft[K] } | { ok: false; reason: string }): Taken =>
    check.ok ? { ok: true, draft: { ...draft, [key]: check.value } } : check;
  const answers = facts.replies.answers;
  switch (step) {
    case "name":
      return into("name", checkNameAnswer(text, answers));
    case "email":
      return into("email", checkEmailAnswer(text, answers));
    case "phone":
      return into("phone", checkPhoneAnswer(text, answers));
    case "roomType":
      return takeSlots(draft, text, step, facts) ?? takeRoomType(draft, text, facts);
    default:
      return takeSlots(draft, text, step, facts);
  }
}

function toRequest(draft: BookingDraft, facts: ChatFacts): ChatBookingRequest | null {
  const { name, email, phone, checkIn, checkOut, roomType } = draft;
  const rooms = partyRooms(draft, facts);
  if (!name || !email || !phone || !checkIn || !checkOut || !roomType || !rooms) return null;
  const stay = { name, email, phone, checkIn, checkOut, roomType };
  // One room goes in the admin API's own chat shape; several list their guests.
  return rooms.length === 1 ? { ...stay, ...rooms[0] } : { ...stay, rooms };
}

function confirmAnswer(state: ChatState, draft: BookingDraft, text: string, facts: ChatFacts): ChatStep | null {
  if (isYes(text)) {
    const booking = toRequest(draft, facts);
    if (!booking) return askNext(state, draft, [], facts);
    return { state: { ...state, mode: { kind: "submitting", draft } }, replies: [facts.replies.bookingSending], effect: { type: "submit-booking", booking } };
  }
  if (isNoAtConfirm(text)) return { state: chatting(state), replies: [facts.replies.bookingCancelled] };
  return null;
}

function bookingAnswer(state: ChatState, mode: Extract<ChatMode, { kind: "booking" }>, text: string, facts: ChatFacts): ChatStep {
  const say = facts.replies;
  if (isStop(text)) return { state: chatting(state), replies: [say.bookingCancelled] };
  const { step, draft } = mode;
  if (step === "confirm") {
    const decided = confirmAnswer(state, draft, text, facts);
    if (decided) return decided;
  }
  // A question is never an answer (above all never a name): answer it, then ask again.
  const asking = isQuestion(text) || (step === "name" && answerFor(text, facts.rooms, say) !== null);
  const taken = asking && (step === "name" || step === "email" || step === "phone") ? null : takeAnswer(step, text, draft, facts);
  if (taken?.ok) return askNext(state, taken.draft, [], facts);
  if (asking) {
    const answer = answerFor(text, facts.rooms, say) ?? say.cannotAnswerHere();
    return { state, replies: [answer, `${say.backToBooking} ${say.question(step, questionContext(draft, facts))}`] };
  }
  if (taken) return { state, replies: [taken.reason] };
  return { state, replies: [notUnderstood(step, draft, facts)] };
}

function notUnderstood(step: BookingStep, draft: BookingDraft, facts: ChatFacts): string {
  const say = facts.replies;
  if (step === "confirm") return say.confirmAgain;
  return say.notUnderstood(say.question(step, questionContext(draft, facts)));
}

/** Booking mode from a first message: whatever it already says is kept. */
function startBooking(state: ChatState, text: string, facts: ChatFacts): ChatStep {
  const taken = takeSlots({}, text, "checkIn", facts);
  const start = facts.replies.bookingStart;
  if (taken && !taken.ok) return askStep(state, "checkIn", {}, [start, taken.reason], facts);
  return askNext(state, taken?.draft ?? {}, [start], facts);
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

export type BookingOutcome =
  | { kind: "confirmed"; confirmation: BookingConfirmation; receiptHref: string }
  | { kind: "sold-out" }
  | { kind: "failed" };

/**
 * The booking request's outcome. Confirmed: the reference, the total and the receipt, and booking
 * mode ends with its data gone. Sold out: availability is searched again for the same stay. Failed:
 * the original site's apology and toast.
 */
export function bookingSettled(state: ChatState, outcome: BookingOutcome, facts: ChatFacts): ChatStep {
  const say = facts.replies;
  if (outcome.kind === "confirmed") {
    return {
      state: chatting(state),
      replies: [say.bookingConfirmed(outcome.confirmation, outcome.receiptHref)],
      toast: { kind: "success", text: say.bookingSucceededToast },
    };
  }
  if (outcome.kind === "sold-out" && state.mode.kind === "submitting") {
    const { free: _free, ...draft } = state.mode.draft;
    return askNext(state, draft, [say.soldOutAgain], facts);
  }
  return { state: chatting(state), replies: [say.bookingFailed], toast: { kind: "error", text: say.bookingFailedToast } };
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
