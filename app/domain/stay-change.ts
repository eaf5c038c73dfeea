/**
 * Re-pricing a booking that staff change on the desk (product-rules.md: Changing a booking): a
 * night the same booked room already had keeps the rate it was booked at; every other night (an
 * added night, a new room, a room whose type changed) takes the rate in force now. The booking's
 * offer stays as booked, extra guests are charged for the new party, and GST follows the one price
 * calculation's slab rule. Pure and in integer paise, so the desk page and the Worker agree.
 */
import { sumOf } from "./sum-of";
import type { IsoDate, Offer, TaxTable } from "../content/hotel";
import { addDays, compareDates, isValidIsoDate, nightsBetween } from "./hotel-date";
import type { ExtraGuestRates } from "./extra-guest-charges";
import { type PricedRoom, type StayTotals, priceStay } from "./price-stay";

/** The rates a booked room was booked at: one paise figure per night from its own check-in. */
export interface BookedRoomRates {
  roomId: number;
  checkIn: IsoDate;
  ratesPaise: readonly number[];
}

/** One room of the booking as changed, with what pricing needs to know about it. */
export interface ChangedRoom {
  roomId: number;
  roomTypeName: string;
  adults: number;
  children: number;
  /** The room's first night: the stay's check-in, or later for a room added to a stay under way. */
  checkIn: IsoDate;
  /** The booked room this one is, when it is one already booked; null for a room new to the booking. */
  booked: BookedRoomRates | null;
  /** The rate in force for each of the room's nights, from its `checkIn`, in paise. */
  inForcePaise: readonly number[];
  extraGuests?: ExtraGuestRates;
}

/** One night of a changed room: its rate and whether it is the rate the room was booked at. */
export interface NightRate {
  night: IsoDate;
  paise: number;
  kept: boolean;
}

/**
 * Each night's rate of a changed room up to `checkOut`. A night keeps its booked rate only when the
 * same booked room, still of the type it was booked as, already had that night.
 */
export function nightRatesOf(room: ChangedRoom, checkOut: IsoDate): NightRate[] {
  const nights = nightsBetween(room.checkIn, checkOut);
  if (room.inForcePaise.length !== nights) throw new RangeError(`Expected ${nights} rates in force, got ${room.inForcePaise.length}`);
  const booked = room.booked && room.booked.roomId === room.roomId ? room.booked : null;
  return room.inForcePaise.map((inForce, index) => {
    const night = addDays(room.checkIn, index);
    const bookedIndex = booked ? nightsBetween(booked.checkIn, night) : -1;
    const bookedRate = booked && bookedIndex >= 0 ? booked.ratesPaise[bookedIndex] : undefined;
    return bookedRate === undefined ? { night, paise: inForce, kept: false } : { night, paise: bookedRate, kept: true };
  });
}

/** What a booking was charged, to read its offer back from. */
export interface BookedCharges {
  subtotalPaise: number;
  discountPaise: number;
  /** Extra-guest charges inside the subtotal: an offer never reduces them. */
  extrasPaise: number;
}

/**
 * The booking's offer as a whole percentage: its discount over what the offer applied to (the
 * rooms' rates, the subtotal less extra-guest charges), to the nearest whole percent; 0 without one.
 */
export function bookedOfferPercent(charges: BookedCharges): number {
  const base = charges.subtotalPaise - charges.extrasPaise;
  if (charges.discountPaise <= 0 || base <= 0) return 0;
  return Math.min(100, Math.round((charges.discountPaise * 100) / base));
}

/** One changed room priced: its nights with their rates, and the one price calculation's figures. */
export interface RepricedRoom {
  checkIn: IsoDate;
  nights: NightRate[];
  price: PricedRoom;
}

export interface StayChangePrice {
  rooms: RepricedRoom[];
  totals: StayTotals;
}

/** The offer kept as booked, in force whatever the dates: a booking keeps its offer when it changes. */
function keptOffer(percentOff: number): Offer[] {
  return percentOff > 0 ? [{ id: "booked", title: "Offer as booked", percentOff }] : [];
}

/**
 * The changed booking priced room by room (each from its own first night, so GST follows each
 * night's law) and totalled. Throws RangeError on input the form should already have refused.
 */
export function priceStayChange(input: {
  checkOut: IsoDate;
  rooms: readonly ChangedRoom[];
  percentOff: number;
  taxTables?: readonly TaxTable[];
}): StayChangePrice {
  if (input.rooms.length === 0) throw new RangeError("A booking needs at least one room");
  const rooms = input.rooms.map((room): RepricedRoom => {
    const nights = nightRatesOf(room, input.checkOut);
    const priced = priceStay({
      checkIn: room.checkIn,
      checkOut: input.checkOut,
      rooms: [
        {
          roomId: room.roomId,
          roomTypeName: room.roomTypeName,
          nightlyPaise: nights[0]?.paise ?? 0,
          nightlyRatesPaise: nights.map((night) => night.paise),
          adults: room.adults,
          children: room.children,
          ...(room.extraGuests ? { extraGuests: room.extraGuests } : {}),
        },
      ],
      offers: keptOffer(input.percentOff),
      ...(input.taxTables ? { taxTables: input.taxTables } : {}),
    });
    return { checkIn: room.checkIn, nights, price: priced.rooms[0] as PricedRoom };
  });
  const sum = (pick: (room: PricedRoom) => number) => sumOf(rooms, (room) => pick(room.price));
  return {
    rooms,
    totals: {
      subtotal: sum((room) => room.subtotal),
      discount: sum((room) => room.discount),
      cgst: sum((room) => room.cgst),
      sgst: sum((room) => room.sgst),
      total: sum((room) => room.total),
    },
  };
}

export type ChangeableStatus = "pending" | "confirmed" | "checked_in";

/** Only a booking still ahead or under way can change; the rest are history. */
export function isChangeableStatus(status: string): status is ChangeableStatus {
  return status === "pending" || status === "confirmed" || status === "checked_in";
}

export const stayChangeMessages = {
  checkInRequired: "Choose the check-in date.",
  checkInPast: "Check-in cannot be before today.",
  checkInFixed: "The guest has checked in: the check-in date stays as it is.",
  checkOutRequired: "Choose the check-out date.",
  checkOutNotAfter: "Check-out must be after check-in.",
  checkOutPast: "A guest leaving early leaves today at the soonest: check-out cannot be before today.",
  tooLong: (nights: number) => `A stay can be at most ${nights} nights.`,
} as const;

/**
 * The dates a change may have. Before arrival: check-in today or later, check-out after it. Once
 * checked in: check-in stays, and the guest may leave early, today at the soonest. A stay is at
 * most `maxNights` long, unless it was booked longer: then it may be shortened, never lengthened.
 */
export function stayChangeDateProblems(input: {
  status: ChangeableStatus;
  booked: { checkIn: IsoDate; checkOut: IsoDate };
  checkIn: string;
  checkOut: string;
  today: IsoDate;
  maxNights: number;
}): { checkIn?: string; checkOut?: string } {
  const { checkIn, checkOut, today } = input;
  const problems: { checkIn?: string; checkOut?: string } = {};
  if (!isValidIsoDate(checkIn)) problems.checkIn = stayChangeMessages.checkInRequired;
  else if (input.status === "checked_in" && checkIn !== input.booked.checkIn) problems.checkIn = stayChangeMessages.checkInFixed;
  else if (input.status !== "checked_in" && compareDates(checkIn, today) < 0) problems.checkIn = stayChangeMessages.checkInPast;
  if (!isValidIsoDate(checkOut)) problems.checkOut = stayChangeMessages.checkOutRequired;
  else if (isValidIsoDate(checkIn) && compareDates(checkOut, checkIn) <= 0) problems.checkOut = stayChangeMessages.checkOutNotAfter;
  else if (input.status === "checked_in" && compareDates(checkOut, today) < 0) problems.checkOut = stayChangeMessages.checkOutPast;
  else if (isValidIsoDate(checkIn)) {
    const limit = Math.max(input.maxNights, nightsBetween(input.booked.checkIn, input.booked.checkOut));
    if (nightsBetween(checkIn, checkOut) > limit) problems.checkOut = stayChangeMessages.tooLong(limit);
  }
  return problems;
}
