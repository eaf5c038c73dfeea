/**
 * What a guest's message already says about the stay they want (product-rules.md: Chat assistant):
 * "book 2 rooms 12–14 Dec for 4 adults", "room for 2 adults and 1 child tomorrow for 2 nights", "a
 * suite for a couple this saturday". The chat keeps what it finds and asks only for the rest.
 */
import type { IsoDate } from "../content/hotel";
import { addDays } from "./hotel-date";
import { findGuestDates } from "./parse-guest-date";
import { type RoomTypeName, roomTypes } from "./room-types";

export interface BookingSlots {
  checkIn?: IsoDate;
  checkOut?: IsoDate;
  /** "for 2 nights": the check-out counted from the check-in, whenever that is given. */
  nights?: number;
  rooms?: number;
  adults?: number;
  children?: number;
  roomType?: RoomTypeName;
  /** A date the guest wrote that is no real day, said back as it is. */
  dateProblem?: string;
}

const numberWords = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];
// Digits may touch the noun ("2rooms"); words may not ("arms" is not "a rms").
const countPattern = `(?:(\\d{1,2})\\s*|(a|an|${numberWords.join("|")})\\s+)`;

function countOf(word: string): number {
  if (word === "a" || word === "an") return 1;
  const spelled = numberWords.indexOf(word);
  return spelled >= 0 ? spelled : Number(word);
}

function counted(text: string, nouns: string): number | undefined {
  const match = new RegExp(`\\b${countPattern}\\s*(?:x\\s*)?(?:${nouns})\\b`).exec(text);
  return match ? countOf(match[1] ?? match[2]) : undefined;
}

// "2 rooms", "2 deluxe rooms", "2 suites"
const roomNouns = "(?:(?:super\\s+)?deluxe\\s+|luxury\\s+|suite\\s+)?(?:rooms?|rms?)|suites";
const adultNouns = "adults?|adluts?|adlts?|grown[- ]?ups?|persons?|people|pax|guests?|members?";
const childNouns = "child(?:ren)?|childern|chidren|childs|kids?";

/** Room types by how they are written, the longer name first so "super deluxe" is not read as "deluxe". */
const typesByLength = [...roomTypes].sort((a, b) => b.shortName.length - a.shortName.length);

export function findRoomTypeIn(text: string): RoomTypeName | undefined {
  const lower = text.toLowerCase().replace(/[\s-]+/g, " ");
  return typesByLength.find((type) => new RegExp(`\\b${type.shortName.toLowerCase()}s?\\b`).test(lower))?.name;
}

export function readBookingSlots(text: string, today: IsoDate): BookingSlots {
  const lower = text.toLowerCase();
  const slots: BookingSlots = {};
  const found = findGuestDates(text, today);
  if (found.problem) slots.dateProblem = found.problem;
  [slots.checkIn, slots.checkOut] = found.dates;
  const nights = counted(lower, "nights?");
  if (nights !== undefined && nights > 0) {
    slots.nights = nights;
    if (slots.checkIn && !slots.checkOut) slots.checkOut = addDays(slots.checkIn, nights);
  }

  slots.rooms = counted(lower, roomNouns);
  slots.adults = counted(lower, adultNouns) ?? (/\b(?:a|for|with)\s+(?:my\s+)?couple\b|\bme and my (?:wife|husband)\b/.test(lower) ? 2 : undefined);
  slots.children = counted(lower, childNouns) ?? (/\bno (?:kids|children)\b/.test(lower) ? 0 : undefined);
  slots.roomType = findRoomTypeIn(lower);
  for (const key of Object.keys(slots) as (keyof BookingSlots)[]) if (slots[key] === undefined) delete slots[key];
  return slots;
}

/** True when the message gives something the booking needs: a date, a count or a room type. */
export function hasBookingSlots(slots: BookingSlots): boolean {
  return Object.keys(slots).length > 0;
}
