/**
 * The chat assistant's booking mode (product-rules.md: Chat assistant): it asks only for what the
 * guest has not said yet, in order, searches availability when the stay changes, shows the price
 * summary and sends the request once the guest says yes. A question in between is answered, then
 * the booking goes on.
 */
import type { IsoDate } from "~/content/hotel";
import type { AvailableRoom } from "~/domain/api-types";
import type { ChatBookingRequest } from "~/domain/chat-booking-schema";
import { partyFor } from "~/domain/chat-party";
import { type RoomGuests, guestsIn } from "~/domain/guest-counts";
import { depositTerms } from "~/domain/deposit-rule";
import { nightsBetween } from "~/domain/hotel-date";
import { priceStay } from "~/domain/price-stay";
import { stayRoomInput } from "~/domain/stay-room-input";
import { answerFor, isQuestion } from "./chat-answers";
import { takeAnswer, takeSlots } from "./chat-booking-answers";
import { isNoAtConfirm, isStop, isYes } from "./chat-intents";
import type { ChatFacts } from "./chat-replies";
import {
  type AvailabilitySearch,
  type BookingDraft,
  type BookingOutcome,
  type BookingStep,
  type ChatMode,
  type ChatReply,
  type ChatState,
  type ChatStep,
  chatting,
} from "./chat-state";

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
  // The deposit the rule in force asks of the same price (product-rules.md: Deposits); none without a rule.
  const deposit = chosen.deposit_rule ? depositTerms(chosen.deposit_rule, price, checkIn) : null;
  const summary = say.summary({ checkIn, checkOut, price, name: draft.name, email: draft.email, phone: draft.phone, deposit });
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

/** The guest answers a booking question: stop, yes or no to sending, an answer, or a question of their own. */
export function bookingAnswer(state: ChatState, mode: Extract<ChatMode, { kind: "booking" }>, text: string, facts: ChatFacts): ChatStep {
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
export function startBooking(state: ChatState, text: string, facts: ChatFacts): ChatStep {
  const taken = takeSlots({}, text, "checkIn", facts);
  const start = facts.replies.bookingStart;
  if (taken && !taken.ok) return askStep(state, "checkIn", {}, [start, taken.reason], facts);
  return askNext(state, taken?.draft ?? {}, [start], facts);
}

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
