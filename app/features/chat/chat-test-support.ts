/**
 * Shared by the chat's unit tests: the facts and availability they run on, and a conversation
 * driver that answers the machine's availability searches as the UI would.
 */
import type { AvailableRoom } from "~/domain/api-types";
import { type ChatState, type ChatStep, addReplies, availabilitySettled, initialChatState, receive } from "./chat-machine";

export const facts = {
  today: "2026-11-21" as const,
  rooms: [
    { room_type_name: "Super Deluxe Room", room_price: 4500 },
    { room_type_name: "Deluxe Room", room_price: 3500 },
  ],
};

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
): { state: ChatState; last: ChatStep } {
  let state = start;
  let last: ChatStep = { state, replies: [] };
  for (const text of texts) {
    last = receive(state, text, facts);
    state = addReplies(last.state, last.replies);
    while (last.effect?.type === "check-availability") {
      const searched = last.replies;
      last = availabilitySettled(state, { ok: true, rooms: available }, facts);
      state = addReplies(last.state, last.replies);
      last = { ...last, replies: [...searched, ...last.replies] };
    }
  }
  return { state, last };
}

