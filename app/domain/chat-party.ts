/**
 * The chat's rooms and guests from what the guest said in all ("2 rooms for 5 adults and 2 kids"),
 * spread over rooms by the one guest rule (product-rules.md: One guest rule, Chat assistant). A
 * guest who names no room count gets the fewest rooms that hold everyone; a party the rule cannot
 * seat is refused with what to change.
 */
import { hotel } from "../content/hotel";
import { type RoomGuests, spreadGuests } from "./guest-counts";

export interface PartyCounts {
  rooms?: number;
  adults?: number;
  children?: number;
}

export type Party = { ok: true; rooms: RoomGuests[] } | { ok: false; reason: string };

/**
 * What the chat says about a party, in one language (product-rules.md: Hindi): English here, Hindi
 * in chat-party.hi.ts. Limits come from the identity config; the phone is read when said.
 */
export interface PartyWords {
  tooFewAdults: (minAdults: number) => string;
  howManyRooms: string;
  tooBig: (limits: { maxRooms: number; maxGuestsPerRoom: number }) => string;
  needMoreRooms: (guests: number, rooms: number, maxGuestsPerRoom: number) => string;
  adultPerRoom: (rooms: number) => string;
  cannotSeat: (rooms: number) => string;
  /** "2 adults and 1 child": one room's guests. */
  guests: (room: RoomGuests) => string;
  /** "1 room for 2 adults", "2 rooms: 2 adults; 2 adults" */
  party: (rooms: readonly RoomGuests[]) => string;
}

const limits = hotel.limits;
const callUs = () => `please call us on ${hotel.phones.primary.display}`;
const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const guestsInWords = (room: RoomGuests) =>
  `${count(room.adults, "adult", "adults")}${room.children > 0 ? ` and ${count(room.children, "child", "children")}` : ""}`;

export const partyWordsEn: PartyWords = {
  tooFewAdults: (minAdults) => `A booking needs at least ${count(minAdults, "adult", "adults")}. How many adults are coming?`,
  howManyRooms: "How many rooms would you like?",
  tooBig: ({ maxRooms, maxGuestsPerRoom }) =>
    `Online I can book up to ${maxRooms} rooms of up to ${maxGuestsPerRoom} guests each. For a bigger group ${callUs()}, or tell me a smaller party.`,
  needMoreRooms: (guests, rooms, maxGuestsPerRoom) =>
    `A room takes at most ${maxGuestsPerRoom} guests, so ${count(guests, "guest", "guests")} need at least ${count(rooms, "room", "rooms")}. How many rooms would you like?`,
  adultPerRoom: (rooms) =>
    `Each room needs at least one adult, so ${count(rooms, "room", "rooms")} need at least ${count(rooms, "adult", "adults")}. How many rooms would you like?`,
  cannotSeat: (rooms) => `I can't seat that party in ${count(rooms, "room", "rooms")}. How many rooms would you like?`,
  guests: guestsInWords,
  party: (rooms) => (rooms.length === 1 ? `1 room for ${guestsInWords(rooms[0])}` : `${rooms.length} rooms: ${rooms.map(guestsInWords).join("; ")}`),
};

/** null while the adults are not known yet. */
export function partyFor(counts: PartyCounts, words: PartyWords = partyWordsEn): Party | null {
  const { adults } = counts;
  if (adults === undefined) return null;
  const children = counts.children ?? 0;
  const guests = adults + children;
  const fewestRooms = Math.max(1, Math.ceil(guests / limits.maxGuestsPerRoom));
  const rooms = counts.rooms ?? fewestRooms;
  if (adults < limits.minAdults) return { ok: false, reason: words.tooFewAdults(limits.minAdults) };
  if (rooms < 1) return { ok: false, reason: words.howManyRooms };
  if (rooms > limits.maxRooms || fewestRooms > limits.maxRooms) return { ok: false, reason: words.tooBig(limits) };
  if (fewestRooms > rooms) return { ok: false, reason: words.needMoreRooms(guests, fewestRooms, limits.maxGuestsPerRoom) };
  if (adults < rooms * limits.minAdults) return { ok: false, reason: words.adultPerRoom(rooms) };
  const spread = spreadGuests({ rooms, adults, children });
  if (spread.clamped) return { ok: false, reason: words.cannotSeat(rooms) };
  return { ok: true, rooms: spread.rooms };
}

/** "2 rooms: 2 adults and 1 child; 2 adults" */
export function partyText(rooms: readonly RoomGuests[], words: PartyWords = partyWordsEn): string {
  return words.party(rooms);
}
