/**
 * Shared by the chat's unit tests: the facts and availability they run on, and a conversation
 * driver that answers the machine's availability searches as the UI would.
 */
import { hotel } from "~/content/hotel";
import type { AvailableRoom } from "~/domain/api-types";
import { availabilitySettled } from "./chat-booking-flow";
import { addReplies, initialChatState, receive } from "./chat-machine";
import { type ChatFacts, chatRepliesEn } from "./chat-replies";
import type { ChatReply, ChatState, ChatStep } from "./chat-state";
import { chatRepliesHi } from "./chat-replies.hi";

export const facts = {
  today: "2026-11-21" as const,
  rooms: [
    { room_type_name: "Super Deluxe Room", room_price: 4500 },
    { room_type_name: "Deluxe Room", room_price: 3500 },
  ],
  replies: chatRepliesEn,
} satisfies ChatFacts;

/** The same facts on a Hindi page: the assistant speaks Hindi. */
export const factsHi = { ...facts, replies: chatRepliesHi } satisfies ChatFacts;

/** What the availability search answers in these tests: live rates, and how many rooms are free. */
export const free: AvailableRoom[] = [
  { id: 1, room_type_name: "Deluxe Room", room_price: 3500, available_count: 5, main_image: "", short_description: "" },
  { id: 2, room_type_name: "Super Deluxe Room", room_price: 4500, available_count: 5, main_image: "", short_description: "" },
  { id: 4, room_type_name: "Suite Room", room_price: 7000, available_count: 1, main_image: "", short_description: "" },
];

/**
 * Sends each text in turn, adding the replies as the UI does after its delay; an availability
 * search the machine asks for is answered with `available`, as the UI would.
 */
export function converse(
  texts: string[],
  start: ChatState = initialChatState(),
  available: AvailableRoom[] = free,
  on: ChatFacts = facts,
): { state: ChatState; last: ChatStep } {
  let state = start;
  let last: ChatStep = { state, replies: [] };
  for (const text of texts) {
    last = receive(state, text, on);
    state = addReplies(last.state, last.replies);
    while (last.effect?.type === "check-availability") {
      const searched = last.replies;
      last = availabilitySettled(state, { ok: true, rooms: available }, on);
      state = addReplies(last.state, last.replies);
      last = { ...last, replies: [...searched, ...last.replies] };
    }
  }
  return { state, last };
}


/** `converse` on a Hindi page, from the Hindi greeting. */
export function converseHi(texts: string[], start: ChatState = initialChatState(chatRepliesHi), available: AvailableRoom[] = free) {
  return converse(texts, start, available, factsHi);
}

/**
 * The Latin words a Hindi reply may show (product-rules.md: Hindi): the hotel's brand and the
 * address staff keep in English, "WhatsApp" and "km"; e-mail addresses, site paths and booking
 * references ("ABCD2345") are taken out before looking.
 */
function allowedLatinWords(): Set<string> {
  const fromHotel = [hotel.name, hotel.shortName, ...Object.values(hotel.address)].filter((value) => typeof value === "string").join(" ");
  return new Set(`${fromHotel} WhatsApp km`.split(/[^A-Za-z]+/).filter(Boolean).map((word) => word.toLowerCase()));
}

/** Each English word left in an assistant's line meant to be Hindi. */
export function englishIn(line: ChatReply): string[] {
  const allowed = allowedLatinWords();
  const texts = typeof line === "string" ? [line] : [line.text, line.link.label];
  return texts.flatMap((text) =>
    (text.replace(/\S+@\S+/g, " ").replace(/(^|[\s(])\/[\w/?=&.-]*/g, " ").replace(/\b[A-Z]*\d[A-Z\d]*\b/g, " ").match(/[A-Za-z]+/g) ?? []).filter(
      (word) => !allowed.has(word.toLowerCase()),
    ),
  );
}

/** True when the line is Hindi: Devanagari, with no English word outside the allowlist. */
export function isHindi(line: ChatReply): boolean {
  const text = typeof line === "string" ? line : `${line.text} ${line.link.label}`;
  return /[\u0900-\u097F]/.test(text) && englishIn(line).length === 0;
}
