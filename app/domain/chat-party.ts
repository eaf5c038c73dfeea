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

const limits = hotel.limits;
const callUs = () => `please call us on ${hotel.phones.primary.display}`;
const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** null while the adults are not known yet. */
export function partyFor(counts: PartyCounts): Party | null {
  const { adults } = counts;
  if (adults === undefined) return null;
  const children = counts.children ?? 0;
  const guests = adults + children;
  const fewestRooms = Math.max(1, Math.ceil(guests / limits.maxGuestsPerRoom));
  const rooms = counts.rooms ?? fewestRooms;
  if (adults < limits.minAdults) return { ok: false, reason: `A booking needs at least ${count(limits.minAdults, "adult", "adults")}. How many adults are coming?` };
  if (rooms < 1) return { ok: false, reason: "How many rooms would you like?" };
  if (rooms > limits.maxRooms || fewestRooms > limits.maxRooms) {
    return {
      ok: false,
      reason: `Online I can book up to ${limits.maxRooms} rooms of up to ${limits.maxGuestsPerRoom} guests each. For a bigger group ${callUs()}, or tell me a smaller party.`,
    };
  }
  if (fewestRooms > rooms) {
    return {
      ok: false,
      reason: `A room takes at most ${limits.maxGuestsPerRoom} guests, so ${count(guests, "guest", "guests")} need at least ${count(fewestRooms, "room", "rooms")}. How many rooms would you like?`,
    };
  }
  if (adults < rooms * limits.minAdults) {
    return { ok: false, reason: `Each room needs at least one adult, so ${count(rooms, "room", "rooms")} need at least ${count(rooms, "adult", "adults")}. How many rooms would you like?` };
  }
  const spread = spreadGuests({ rooms, adults, children });
  if (spread.clamped) return { ok: false, reason: `I can't seat that party in ${count(rooms, "room", "rooms")}. How many rooms would you like?` };
  return { ok: true, rooms: spread.rooms };
}

/** "2 rooms: 2 adults and 1 child; 2 adults" */
export function partyText(rooms: readonly RoomGuests[]): string {
  const guests = (room: RoomGuests) =>
    `${count(room.adults, "adult", "adults")}${room.children > 0 ? ` and ${count(room.children, "child", "children")}` : ""}`;
  if (rooms.length === 1) return `1 room for ${guests(rooms[0])}`;
  return `${rooms.length} rooms: ${rooms.map(guests).join("; ")}`;
}
