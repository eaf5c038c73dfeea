/**
 * The one price calculation (product-rules.md: One price and tax calculation), shared by the wizard
 * summary, the receipt and the server, which recomputes every amount from the room rates it trusts.
 * Integer paise throughout; rounding is half up at each step named below, per room, and totals are
 * plain sums of the rounded rows.
 */
import { sumOf } from "./sum-of";
import { type IsoDate, type Offer, type TaxSlab, type TaxTable, hotel } from "../content/hotel";
import { addDays, compareDates, isValidIsoDate, isWithin, nightsBetween } from "./hotel-date";
import { type ExtraCharge, type ExtraGuestRates, extraChargesOf } from "./extra-guest-charges";
import { divideRoundHalfUp } from "./money";
import { type ServiceKey, serviceByKey } from "./services";

export interface StayRoomInput {
  roomId: number;
  roomTypeName: string;
  /** The type's rate for a night without a rate period. */
  nightlyPaise: number;
  /**
   * The rate of each night of the stay, in order, when rate periods make them differ
   * (product-rules.md: Rates and rate periods); every night is `nightlyPaise` without it.
   */
  nightlyRatesPaise?: readonly number[];
  adults: number;
  children: number;
  /**
   * Guests beyond the type's base and what each costs a night (product-rules.md: Occupancy), from
   * occupancy.ts; none when the rate covers everyone.
   */
  extraGuests?: ExtraGuestRates;
}

/** Consecutive nights of a room at one rate. */
export interface RateRun {
  nightly: number;
  nights: number;
}

export interface PriceStayInput {
  checkIn: IsoDate;
  checkOut: IsoDate;
  rooms: readonly StayRoomInput[];
  services?: readonly ServiceKey[];
  offers?: readonly Offer[];
  taxTables?: readonly TaxTable[];
}

/** GST at one rate: the nights a rate covers, what they cost after any offer, and the tax on that. */
export interface TaxLine {
  cgstBasisPoints: number;
  sgstBasisPoints: number;
  /** Paise the rate is charged on. */
  taxable: number;
  cgst: number;
  sgst: number;
}

export interface PricedRoom {
  roomId: number;
  roomTypeName: string;
  adults: number;
  children: number;
  /** The first night's rate: every night's, unless `rates` has more than one run. */
  nightly: number;
  /** The stay's nights grouped into runs at one rate, in order: one run without rate periods. */
  rates: RateRun[];
  nights: number;
  /** Extra-guest charges, already inside `subtotal`; empty when the rate covers the party. */
  extras: ExtraCharge[];
  /** The room's rate for the nights plus its extra-guest charges, before any offer. */
  subtotal: number;
  discount: number;
  cgst: number;
  sgst: number;
  total: number;
  /** One line per GST rate the room's nights fall under: one, unless the law changed during the stay. */
  taxes: TaxLine[];
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
  /** The offer that applies, named as staff named it (with their Hindi name when they wrote one). */
  offer: Pick<Offer, "id" | "title" | "percentOff" | "hi"> | null;
  rooms: PricedRoom[];
  services: PricedService[];
  totals: StayTotals;
  /** The stay's GST by rate, lowest first: what the receipt names. */
  taxes: TaxLine[];
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

/** The GST table in force on a night: the latest whose date has come. */
export function taxTableOn(night: IsoDate, tables: readonly TaxTable[] = hotel.taxTables): TaxTable {
  const table = [...tables].sort((a, b) => compareDates(b.from, a.from)).find((t) => compareDates(t.from, night) <= 0);
  if (!table) throw new RangeError(`No GST table is in force on ${night}`);
  return table;
}

const ceilingOf = (slab: TaxSlab) => slab.upToNightlyPaise ?? Number.POSITIVE_INFINITY;

/** A table's bands from the lowest ceiling up, the band without one last. */
export function slabsByCeiling(slabs: readonly TaxSlab[]): TaxSlab[] {
  return [...slabs].sort((a, b) => ceilingOf(a) - ceilingOf(b));
}

/** The band whose ceiling the (discounted) nightly rate stays within: the lowest ceiling it fits. */
export function taxSlabFor(nightlyPaise: number, slabs: readonly TaxSlab[]): TaxSlab {
  const slab = slabsByCeiling(slabs).find((s) => nightlyPaise <= ceilingOf(s));
  if (!slab) throw new RangeError(`No tax slab covers a nightly rate of ${nightlyPaise} paise`);
  return slab;
}

function percentOf(paise: number, percent: number): number {
  return divideRoundHalfUp(paise * percent, 100);
}

function basisPointsOf(paise: number, basisPoints: number): number {
  return divideRoundHalfUp(paise * basisPoints, 10_000);
}

/** What a guest pays for one night under an offer: the nightly rate less the offer, rounded half up. */
export function nightlyAfterOffer(nightlyPaise: number, percentOff: number): number {
  return nightlyPaise - percentOf(nightlyPaise, percentOff);
}

const sameRate = (a: TaxSlab | TaxLine, b: TaxSlab | TaxLine) =>
  a.cgstBasisPoints === b.cgstBasisPoints && a.sgstBasisPoints === b.sgstBasisPoints;

/** Lines at the same rate added together, lowest rate first. */
function mergeTaxLines(lines: readonly TaxLine[]): TaxLine[] {
  const merged: TaxLine[] = [];
  for (const line of lines) {
    const same = merged.find((m) => sameRate(m, line));
    if (same) {
      same.taxable += line.taxable;
      same.cgst += line.cgst;
      same.sgst += line.sgst;
    } else merged.push({ ...line });
  }
  return merged.sort((a, b) => a.cgstBasisPoints + a.sgstBasisPoints - (b.cgstBasisPoints + b.sgstBasisPoints));
}

interface RoomTerms {
  checkIn: IsoDate;
  nights: number;
  percentOff: number;
  tables: readonly TaxTable[];
}

/** The rate of each night: the room's own list, or its one rate for every night. */
function ratesOfNights(room: StayRoomInput, nights: number): readonly number[] {
  const rates = room.nightlyRatesPaise ?? Array.from({ length: nights }, () => room.nightlyPaise);
  if (rates.length !== nights) throw new RangeError(`Expected ${nights} nightly rates, got ${rates.length}`);
  for (const rate of rates) {
    if (!Number.isSafeInteger(rate) || rate < 0) throw new RangeError(`Nightly rate must be whole paise, got ${rate}`);
  }
  return rates;
}

/** Nights in order grouped while their rate stays the same. */
export function rateRunsOf(rates: readonly number[]): RateRun[] {
  const runs: RateRun[] = [];
  for (const nightly of rates) {
    const last = runs.at(-1);
    if (last && last.nightly === nightly) last.nights++;
    else runs.push({ nightly, nights: 1 });
  }
  return runs;
}

function priceRoom(room: StayRoomInput, terms: RoomTerms): PricedRoom {
  const rates = ratesOfNights(room, terms.nights);
  const extras = extraChargesOf(room.extraGuests, terms.nights);
  // Nights are grouped while both the rate and its GST band stay the same; the band follows what
  // the guest actually pays for the room that night, extra guests included, under that night's law.
  const runs: { nightly: number; slab: TaxSlab; nights: number }[] = [];
  rates.forEach((nightly, night) => {
    const paid = nightlyAfterOffer(nightly, terms.percentOff) + extras.nightly;
    const slab = taxSlabFor(paid, taxTableOn(addDays(terms.checkIn, night), terms.tables).slabs);
    const last = runs.at(-1);
    if (last && last.nightly === nightly && sameRate(last.slab, slab)) last.nights++;
    else runs.push({ nightly, slab, nights: 1 });
  });
  // Discount and tax are rounded once per run: once per room in every stay at one rate that does
  // not straddle a change in the law.
  // The offer reduces the room's rate only: extra-guest charges are the same in every season.
  const parts = runs.map(({ nightly, slab, nights }) => {
    const discount = percentOf(nightly * nights, terms.percentOff);
    const subtotal = (nightly + extras.nightly) * nights;
    const taxable = subtotal - discount;
    const line: TaxLine = {
      cgstBasisPoints: slab.cgstBasisPoints,
      sgstBasisPoints: slab.sgstBasisPoints,
      taxable,
      cgst: basisPointsOf(taxable, slab.cgstBasisPoints),
      sgst: basisPointsOf(taxable, slab.sgstBasisPoints),
    };
    return { subtotal, discount, line };
  });
  const subtotal = sumOf(parts, (part) => part.subtotal);
  const discount = sumOf(parts, (part) => part.discount);
  const taxes = mergeTaxLines(parts.map((part) => part.line));
  const cgst = sumOf(taxes, (line) => line.cgst);
  const sgst = sumOf(taxes, (line) => line.sgst);
  return {
    roomId: room.roomId,
    roomTypeName: room.roomTypeName,
    adults: room.adults,
    children: room.children,
    nightly: rates[0],
    rates: rateRunsOf(rates),
    nights: terms.nights,
    extras: extras.lines,
    subtotal,
    discount,
    cgst,
    sgst,
    total: subtotal - discount + cgst + sgst,
    taxes,
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
  const terms: RoomTerms = {
    checkIn: input.checkIn,
    nights,
    percentOff: offer?.percentOff ?? 0,
    tables: input.taxTables ?? hotel.taxTables,
  };
  const rooms = input.rooms.map((room) => priceRoom(room, terms));

  const sum = (pick: (room: PricedRoom) => number) => sumOf(rooms, pick);
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
    offer: offer && {
      id: offer.id,
      title: offer.title,
      percentOff: offer.percentOff,
      ...(offer.hi?.title ? { hi: { title: offer.hi.title } } : {}),
    },
    rooms,
    services: chosen.map((s) => ({ key: s.key, label: s.label, price: s.pricePaise })),
    totals,
    taxes: mergeTaxLines(rooms.flatMap((room) => room.taxes)),
  };
}
