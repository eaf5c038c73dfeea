/**
 * The one price calculation (product-rules.md: One price and tax calculation), shared by the wizard
 * summary, the receipt and the server, which recomputes every amount from the room rates it trusts.
 * Integer paise throughout; rounding is half up at each step named below, per room, and totals are
 * plain sums of the rounded rows.
 */
import { type IsoDate, type Offer, type TaxSlab, hotel } from "../content/hotel";
import { isValidIsoDate, isWithin, nightsBetween } from "./hotel-date";
import { divideRoundHalfUp } from "./money";
import { type ServiceKey, serviceByKey } from "./services";

export interface StayRoomInput {
  roomId: number;
  roomTypeName: string;
  nightlyPaise: number;
  adults: number;
  children: number;
}

export interface PriceStayInput {
  checkIn: IsoDate;
  checkOut: IsoDate;
  rooms: readonly StayRoomInput[];
  services?: readonly ServiceKey[];
  offers?: readonly Offer[];
  taxSlabs?: readonly TaxSlab[];
}

export interface PricedRoom {
  roomId: number;
  roomTypeName: string;
  adults: number;
  children: number;
  nightly: number;
  nights: number;
  subtotal: number;
  discount: number;
  cgst: number;
  sgst: number;
  total: number;
  /** CGST + SGST, e.g. 900 for 9%. */
  taxRateBasisPoints: number;
}

export interface PricedService {
  key: ServiceKey;
  label: string;
  price: number;
}

export interface StayTotals {
  subtotal: number;
  discount: number;
  cgst: number;
  sgst: number;
  total: number;
}

export interface StayPrice {
  nights: number;
  offer: Pick<Offer, "id" | "title" | "percentOff"> | null;
  rooms: PricedRoom[];
  services: PricedService[];
  totals: StayTotals;
}

/**
 * Product choice: an offer applies when the stay's CHECK-IN day is inside its window, and then to
 * every night of the stay. A guest sees one price for the stay they searched, not a rate that
 * changes at midnight. When several offers qualify the largest wins (the first listed on a tie);
 * offers never stack.
 */
export function offerFor(checkIn: IsoDate, offers: readonly Offer[] = hotel.offers): Offer | null {
  return offers
    .filter((offer) => isWithin(checkIn, offer))
    .reduce<Offer | null>((best, offer) => (best && best.percentOff >= offer.percentOff ? best : offer), null);
}

/** The highest slab whose threshold the (discounted) nightly rate reaches. */
export function taxSlabFor(nightlyPaise: number, slabs: readonly TaxSlab[] = hotel.taxSlabs): TaxSlab {
  const slab = [...slabs]
    .sort((a, b) => b.minNightlyPaise - a.minNightlyPaise)
    .find((s) => s.minNightlyPaise <= nightlyPaise);
  if (!slab) throw new RangeError(`No tax slab covers a nightly rate of ${nightlyPaise} paise`);
  return slab;
}

function percentOf(paise: number, percent: number): number {
  return divideRoundHalfUp(paise * percent, 100);
}

function basisPointsOf(paise: number, basisPoints: number): number {
  return divideRoundHalfUp(paise * basisPoints, 10_000);
}

function priceRoom(room: StayRoomInput, nights: number, percentOff: number, slabs: readonly TaxSlab[]): PricedRoom {
  if (!Number.isSafeInteger(room.nightlyPaise) || room.nightlyPaise < 0) {
    throw new RangeError(`Nightly rate must be whole paise, got ${room.nightlyPaise}`);
  }
  const subtotal = room.nightlyPaise * nights;
  const discount = percentOf(subtotal, percentOff);
  // The slab follows the rate the guest actually pays for one night.
  const slab = taxSlabFor(room.nightlyPaise - percentOf(room.nightlyPaise, percentOff), slabs);
  const taxable = subtotal - discount;
  const cgst = basisPointsOf(taxable, slab.cgstBasisPoints);
  const sgst = basisPointsOf(taxable, slab.sgstBasisPoints);
  return {
    roomId: room.roomId,
    roomTypeName: room.roomTypeName,
    adults: room.adults,
    children: room.children,
    nightly: room.nightlyPaise,
    nights,
    subtotal,
    discount,
    cgst,
    sgst,
    total: taxable + cgst + sgst,
    taxRateBasisPoints: slab.cgstBasisPoints + slab.sgstBasisPoints,
  };
}

/**
 * Prices a validated stay. Throws RangeError on input a schema should already have refused
 * (unreal dates, fewer than one night, no rooms, fractional paise).
 */
export function priceStay(input: PriceStayInput): StayPrice {
  if (!isValidIsoDate(input.checkIn) || !isValidIsoDate(input.checkOut)) {
    throw new RangeError("Check-in and check-out must be calendar dates");
  }
  const nights = nightsBetween(input.checkIn, input.checkOut);
  if (nights < 1) throw new RangeError("A stay needs at least one night");
  if (input.rooms.length === 0) throw new RangeError("A stay needs at least one room");

  const offer = offerFor(input.checkIn, input.offers ?? hotel.offers);
  const slabs = input.taxSlabs ?? hotel.taxSlabs;
  const rooms = input.rooms.map((room) => priceRoom(room, nights, offer?.percentOff ?? 0, slabs));

  const sum = (pick: (room: PricedRoom) => number) => rooms.reduce((total, room) => total + pick(room), 0);
  const totals: StayTotals = {
    subtotal: sum((r) => r.subtotal),
    discount: sum((r) => r.discount),
    cgst: sum((r) => r.cgst),
    sgst: sum((r) => r.sgst),
    total: sum((r) => r.total),
  };

  // Services are arranged and paid at the hotel, so they are listed but never enter the total.
  const chosen = [...new Set(input.services ?? [])].map(serviceByKey);
  return {
    nights,
    offer: offer && { id: offer.id, title: offer.title, percentOff: offer.percentOff },
    rooms,
    services: chosen.map((s) => ({ key: s.key, label: s.label, price: s.pricePaise })),
    totals,
  };
}
