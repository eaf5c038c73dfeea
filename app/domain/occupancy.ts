/**
 * Occupancy (product-rules.md: Occupancy): how many guests a room type takes, how many its rate
 * includes, and what each guest beyond those costs a night. The wizard, the chat, the embedded
 * origin's availability and the server's booking checks all ask these functions, so a party that a
 * type cannot hold is never offered it and is refused when sent anyway.
 */
import { hotel } from "../content/hotel";

/** One room type's occupancy as staff keep it on the desk's Rates page. Amounts in paise. */
export interface Occupancy {
  /** Guests the nightly rate includes. */
  baseGuests: number;
  maxAdults: number;
  /** Never above the one guest rule's guests per room. */
  maxGuests: number;
  /** Beds the hotel can add: each guest beyond the base who is not a small child needs one. */
  extraBeds: number;
  extraAdultPaise: number;
  /** Per child aged 6–11 beyond the base, a night. */
  extraChildPaise: number;
}

/** A room's party: `olderChildren` is how many of `children` are aged 6–11 (the rest are 5 or under). */
export interface OccupancyParty {
  adults: number;
  children: number;
  olderChildren?: number;
}

/** Guests beyond the base who pay, and the extra beds they take. */
export interface ExtraGuests {
  adults: number;
  children: number;
}

/**
 * What a type states when nobody set it: the one guest rule and no extra charges. Upstream (the
 * admin API has no occupancy) and any row written before migrations/0022 read as this, so the site
 * behaves there as it did before occupancy existed (docs/origins.md: Occupancy).
 */
export const openOccupancy: Occupancy = {
  baseGuests: hotel.limits.maxGuestsPerRoom,
  maxAdults: Math.min(hotel.limits.maxAdults, hotel.limits.maxGuestsPerRoom),
  maxGuests: hotel.limits.maxGuestsPerRoom,
  extraBeds: 0,
  extraAdultPaise: 0,
  extraChildPaise: 0,
};

/** The older children a party names, never more than its children nor fewer than none. */
export function olderChildrenOf(party: OccupancyParty): number {
  return Math.max(0, Math.min(party.children, party.olderChildren ?? 0));
}

/**
 * Who is beyond the base: the rate covers adults first, then children aged 6–11; children of 5 and
 * under never pay and never need a bed of their own (they share their family's).
 */
export function extraGuestsOf(occupancy: Occupancy, party: OccupancyParty): ExtraGuests {
  const adults = Math.max(0, party.adults - occupancy.baseGuests);
  const baseLeft = Math.max(0, occupancy.baseGuests - party.adults);
  const children = Math.max(0, olderChildrenOf(party) - baseLeft);
  return { adults, children };
}

export type FitProblem = "adults" | "guests" | "beds";

/** The refusal's words per language (occupancy-messages.ts); `type` is the type's name in that language. */
export interface OccupancyMessages {
  doesNotFit: (problem: FitProblem, type: string, occupancy: Occupancy) => string;
}

/** Why a party cannot have one room of a type, or null when it fits. */
export function fitProblem(occupancy: Occupancy, party: OccupancyParty): FitProblem | null {
  if (party.adults > occupancy.maxAdults) return "adults";
  if (party.adults + party.children > Math.min(occupancy.maxGuests, hotel.limits.maxGuestsPerRoom)) return "guests";
  const extra = extraGuestsOf(occupancy, party);
  if (extra.adults + extra.children > occupancy.extraBeds) return "beds";
  return null;
}

export function fitsRoom(occupancy: Occupancy, party: OccupancyParty): boolean {
  return fitProblem(occupancy, party) === null;
}

/** Paise a night for the guests beyond the base. */
export function extraNightlyPaise(occupancy: Occupancy, party: OccupancyParty): number {
  const extra = extraGuestsOf(occupancy, party);
  return extra.adults * occupancy.extraAdultPaise + extra.children * occupancy.extraChildPaise;
}

/**
 * The fewest rooms of a type a party of `adults` and `children` needs, each room holding at least
 * one adult and fitting the type; null when no number of rooms within the booking limit can.
 * The wizard suggests this when the party does not fit the rooms it chose.
 */
export function roomsNeeded(occupancy: Occupancy, party: { adults: number; children: number }): number | null {
  for (let rooms = 1; rooms <= hotel.limits.maxRooms; rooms++) {
    if (party.adults < rooms) return null;
    const adultsPerRoom = Math.ceil(party.adults / rooms);
    const childrenPerRoom = Math.ceil(party.children / rooms);
    // Children here are counted as if aged 6–11, the stricter case, so the suggestion always fits.
    if (fitsRoom(occupancy, { adults: adultsPerRoom, children: childrenPerRoom, olderChildren: childrenPerRoom })) return rooms;
  }
  return null;
}
