/**
 * The one guest rule (product-rules.md: One guest rule): per room 1–4 adults, 0–4 children, at most
 * 4 guests in all; 1–5 rooms. Counters, selects, the home strip's party totals, schemas and the
 * server all ask these functions, which read hotel.limits; the schemas' fields are in
 * guest-count-fields.ts.
 */
import { hotel } from "../content/hotel";

export interface RoomGuests {
  adults: number;
  children: number;
  /**
   * Of the children, those aged 6–11, who pay beyond a type's base (product-rules.md: Occupancy);
   * absent counts none: the rest are 5 or under and stay free.
   */
  olderChildren?: number;
}

const limits = hotel.limits;

function range(from: number, to: number): number[] {
  return Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);
}

export function guestsIn(room: RoomGuests): number {
  return room.adults + room.children;
}

/** "2 adults, 1 child": a room's party in words. */
export function guestWords(room: RoomGuests): string {
  const adults = `${room.adults} ${room.adults === 1 ? "adult" : "adults"}`;
  if (room.children === 0) return adults;
  return `${adults}, ${room.children} ${room.children === 1 ? "child" : "children"}`;
}

export function isRoomGuestsValid(room: RoomGuests): boolean {
  const { adults, children } = room;
  return (
    Number.isInteger(adults) &&
    Number.isInteger(children) &&
    adults >= limits.minAdults &&
    adults <= limits.maxAdults &&
    children >= limits.minChildren &&
    children <= limits.maxChildren &&
    adults + children <= limits.maxGuestsPerRoom
  );
}

export function canAddAdult(room: RoomGuests): boolean {
  return room.adults < limits.maxAdults && guestsIn(room) < limits.maxGuestsPerRoom;
}

export function canAddChild(room: RoomGuests): boolean {
  return room.children < limits.maxChildren && guestsIn(room) < limits.maxGuestsPerRoom;
}

export function canRemoveAdult(room: RoomGuests): boolean {
  return room.adults > limits.minAdults;
}

export function canRemoveChild(room: RoomGuests): boolean {
  return room.children > limits.minChildren;
}

/** Children of 5 or under: the wizard's "under 6" counter. */
export function youngChildrenOf(room: RoomGuests): number {
  return room.children - Math.min(room.children, room.olderChildren ?? 0);
}

export function canRemoveYoungChild(room: RoomGuests): boolean {
  return youngChildrenOf(room) > 0 && canRemoveChild(room);
}

export function canRemoveOlderChild(room: RoomGuests): boolean {
  return (room.olderChildren ?? 0) > 0 && canRemoveChild(room);
}

export function canAddRoom(rooms: readonly RoomGuests[]): boolean {
  return rooms.length < limits.maxRooms;
}

/** The first room always stays (original site: "Room 1 cannot be removed"). */
export function canRemoveRoom(rooms: readonly RoomGuests[], index: number): boolean {
  return index > 0 && index < rooms.length;
}

/** Every value the rule allows, for selects that do not depend on the other count. */
export const adultOptions: readonly number[] = range(limits.minAdults, limits.maxAdults);
export const childOptions: readonly number[] = range(limits.minChildren, limits.maxChildren);
export const roomOptions: readonly number[] = range(1, limits.maxRooms);

/** Adults a room can take given its children (so a select never offers a total above the cap). */
export function adultOptionsFor(room: Pick<RoomGuests, "children">): number[] {
  return range(limits.minAdults, Math.min(limits.maxAdults, limits.maxGuestsPerRoom - room.children));
}

/** Children a room can take given its adults. */
export function childOptionsFor(room: Pick<RoomGuests, "adults">): number[] {
  return range(limits.minChildren, Math.min(limits.maxChildren, limits.maxGuestsPerRoom - room.adults));
}

/**
 * What a party of guests spread over `rooms` rooms may hold, for the home strip's totals: every
 * room needs an adult, and no room holds more than the per-room caps.
 */
export function partyLimits(rooms: number, adults: number): { maxAdults: number; maxChildren: number } {
  const capacity = rooms * limits.maxGuestsPerRoom;
  const maxAdults = rooms * Math.min(limits.maxAdults, limits.maxGuestsPerRoom);
  const maxChildren = Math.max(0, Math.min(rooms * limits.maxChildren, capacity - adults));
  return { maxAdults, maxChildren };
}

function wholeAtLeast(value: number, min: number): number {
  return Number.isFinite(value) ? Math.max(min, Math.floor(value)) : min;
}

/**
 * Spreads party totals (the home strip's "5 adults, 2 children, 2 rooms") over rooms the wizard
 * accepts. The room count is the guest's choice and is kept (clamped to 1–5). Each room gets at
 * least one adult, adults are split evenly, then each child goes to the room with the fewest guests.
 * When the totals cannot fit, adults are raised to one per room, then children and adults beyond
 * the rooms' capacity are dropped (children first: a room cannot hold children without an adult),
 * and `clamped` tells the caller to say so.
 */
export function spreadGuests(party: { rooms: number; adults: number; children: number }): {
  rooms: RoomGuests[];
  clamped: boolean;
} {
  const roomCount = Math.min(limits.maxRooms, wholeAtLeast(party.rooms, 1));
  const capacity = roomCount * limits.maxGuestsPerRoom;
  const perRoomAdultCap = Math.min(limits.maxAdults, limits.maxGuestsPerRoom);
  const adults = Math.min(
    roomCount * perRoomAdultCap,
    Math.max(roomCount * limits.minAdults, wholeAtLeast(party.adults, 0)),
  );
  const children = Math.min(
    capacity - adults,
    roomCount * limits.maxChildren,
    wholeAtLeast(party.children, limits.minChildren),
  );

  const rooms: RoomGuests[] = range(0, roomCount - 1).map((i) => ({
    adults: Math.floor(adults / roomCount) + (i < adults % roomCount ? 1 : 0),
    children: 0,
  }));
  let placed = 0;
  while (placed < children) {
    const open = rooms.filter(canAddChild);
    if (open.length === 0) break;
    const target = open.reduce((best, room) => (guestsIn(room) < guestsIn(best) ? room : best));
    target.children += 1;
    placed += 1;
  }

  const clamped = roomCount !== party.rooms || adults !== party.adults || placed !== party.children;
  return { rooms, clamped };
}

/**
 * One room's party spread over two rooms, as the wizard offers when a type cannot hold it in one
 * (product-rules.md: Occupancy): spread as `spreadGuests` spreads, the children aged 6–11 placed
 * first so each room keeps its own count of them. Null when the party has a single adult.
 */
export function splitRoomGuests(room: RoomGuests): [RoomGuests, RoomGuests] | null {
  if (room.adults < 2) return null;
  const { rooms } = spreadGuests({ rooms: 2, adults: room.adults, children: room.children });
  let older = Math.min(room.children, room.olderChildren ?? 0);
  const withOlder = rooms.map((part) => {
    const mine = Math.min(part.children, older);
    older -= mine;
    return mine > 0 ? { ...part, olderChildren: mine } : part;
  });
  return [withOlder[0], withOlder[1]];
}
