/**
 * The /BookingForm query string: every call to action (home strip, room page, home Book Now,
 * product-rules.md: Booking calls to action) hands the wizard its dates, guests and room through
 * the URL, so a reload or a shared link keeps them (this replaces the original site's navigation
 * state).
 *
 *   /BookingForm?check_in=2026-12-01&check_out=2026-12-03&guests=2-1,2-0&room=2
 *
 * `guests` lists adults-children per room, then -olderChildren when some children are aged 6–11
 * (product-rules.md: Occupancy): `2-2-1` is two adults and two children, one of them 6–11. A plain GET form (the home strip before hydration) sends
 * party totals instead (`adults=5&children=2&rooms=2`), which are spread over the rooms.
 */
import type { IsoDate } from "~/content/hotel";
import { type RoomGuests, isRoomGuestsValid, spreadGuests } from "~/domain/guest-counts";
import { isValidIsoDate } from "~/domain/hotel-date";
import { hotel } from "~/content/hotel";

export const bookingPath = "/BookingForm";

export const bookingQueryKeys = {
  checkIn: "check_in",
  checkOut: "check_out",
  guests: "guests",
  adults: "adults",
  children: "children",
  rooms: "rooms",
  room: "room",
  step: "step",
} as const;

export interface BookingHandOff {
  checkIn?: string;
  checkOut?: string;
  /** Guests of each room, room 1 first. */
  rooms?: readonly RoomGuests[];
  /** A room type chosen before the wizard (the room details page). */
  roomId?: number;
}

export interface PartyHandOff {
  checkIn?: string;
  checkOut?: string;
  adults: number;
  children: number;
  rooms: number;
  roomId?: number;
}

const k = bookingQueryKeys;

export function bookingQuery(handOff: BookingHandOff): URLSearchParams {
  const query = new URLSearchParams();
  if (handOff.checkIn) query.set(k.checkIn, handOff.checkIn);
  if (handOff.checkOut) query.set(k.checkOut, handOff.checkOut);
  if (handOff.rooms && handOff.rooms.length > 0) {
    const pair = (room: RoomGuests) => `${room.adults}-${room.children}${room.olderChildren ? `-${room.olderChildren}` : ""}`;
    query.set(k.guests, handOff.rooms.map(pair).join(","));
  }
  if (handOff.roomId !== undefined) query.set(k.room, String(handOff.roomId));
  return query;
}

export function bookingFormHref(handOff: BookingHandOff = {}): string {
  const query = bookingQuery(handOff).toString();
  return query ? `${bookingPath}?${query}` : bookingPath;
}

/**
 * Party totals ("5 adults, 2 children, 2 rooms") spread sensibly over the rooms (product-rules.md:
 * One guest rule).
 */
export function partyToHandOff(party: PartyHandOff): BookingHandOff {
  const { rooms } = spreadGuests({ rooms: party.rooms, adults: party.adults, children: party.children });
  return { checkIn: party.checkIn, checkOut: party.checkOut, rooms, roomId: party.roomId };
}

export interface BookingQuery {
  checkIn?: IsoDate;
  checkOut?: IsoDate;
  rooms?: RoomGuests[];
  roomId?: number;
  step?: number;
}

function wholeNumber(value: string | null): number | undefined {
  return value !== null && /^\d{1,6}$/.test(value) ? Number(value) : undefined;
}

function readGuests(value: string | null): RoomGuests[] | undefined {
  if (!value) return undefined;
  const rooms = value.split(",").map((pair) => {
    const match = /^(\d{1,2})-(\d{1,2})(?:-(\d{1,2}))?$/.exec(pair.trim());
    if (!match) return null;
    const room: RoomGuests = { adults: Number(match[1]), children: Number(match[2]) };
    const older = Number(match[3] ?? 0);
    if (older > room.children) return null;
    return older > 0 ? { ...room, olderChildren: older } : room;
  });
  if (rooms.length > hotel.limits.maxRooms) return undefined;
  return rooms.every((room): room is RoomGuests => room !== null && isRoomGuestsValid(room))
    ? rooms
    : undefined;
}

function readParty(query: URLSearchParams): RoomGuests[] | undefined {
  const adults = wholeNumber(query.get(k.adults));
  if (adults === undefined) return undefined;
  const rooms = wholeNumber(query.get(k.rooms)) ?? 1;
  const children = wholeNumber(query.get(k.children)) ?? 0;
  return spreadGuests({ rooms, adults, children }).rooms;
}

/** Reads what a link handed over; anything malformed is left out for the wizard's defaults. */
export function readBookingQuery(query: URLSearchParams): BookingQuery {
  const checkIn = query.get(k.checkIn);
  const checkOut = query.get(k.checkOut);
  const roomId = wholeNumber(query.get(k.room));
  const step = wholeNumber(query.get(k.step));
  return {
    checkIn: isValidIsoDate(checkIn) ? checkIn : undefined,
    checkOut: isValidIsoDate(checkOut) ? checkOut : undefined,
    rooms: readGuests(query.get(k.guests)) ?? readParty(query),
    roomId: roomId !== undefined && roomId > 0 ? roomId : undefined,
    step,
  };
}
