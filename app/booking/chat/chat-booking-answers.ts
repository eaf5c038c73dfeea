/**
 * The chat booking's answers read into its draft (product-rules.md: Chat assistant): dates, guests
 * and a room type wherever the guest says them, and each question's own answer, every one checked
 * by the rules the booking form uses.
 */
import {
  checkCheckInDate,
  checkCheckOutAnswer,
  checkCheckOutDate,
  checkEmailAnswer,
  checkNameAnswer,
  checkPhoneAnswer,
  checkRoomTypeAnswer,
} from "~/domain/chat-answer-rules";
import { hasBookingSlots, readBookingSlots } from "~/domain/chat-booking-slots";
import { addDays } from "~/domain/hotel-date";
import { latinDigits } from "~/domain/parse-guest-date";
import type { RoomTypeName } from "~/domain/room-types";
import { wantsCheapest } from "./chat-intents";
import type { ChatFacts } from "./chat-replies";
import type { BookingDraft, BookingStep } from "./chat-state";

/** The draft with the answer in it, why the answer cannot be used, or null when it says nothing new. */
export type Taken = { ok: true; draft: BookingDraft } | { ok: false; reason: string } | null;

/** The dates, counts and room type in a message, checked and added to the draft; null when it has none. */
export function takeSlots(draft: BookingDraft, text: string, step: BookingStep, facts: ChatFacts): Taken {
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

/** A room type free for the stay, or the cheapest free one when any will do. */
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

/**
 * The answer to the question asked at `step`: a name, an e-mail or a phone number as such; at any
 * other step, whatever dates, guests and room type the message says.
 */
export function takeAnswer(step: BookingStep, text: string, draft: BookingDraft, facts: ChatFacts): Taken {
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
