/**
 * The hotel's numbers (product-rules.md: The hotel's numbers): occupancy, ADR and RevPAR worked out
 * from counts, as USALI defines them, and the room revenue of a booked night that no folio holds
 * yet. Pure, so the desk's report, its charts and the tests agree to the paisa.
 */
import { sumOf } from "./sum-of";
import { divideRoundHalfUp, formatRupees } from "./money";

/** What one night (or a run of nights added together) sold. Revenue is room revenue, GST excluded. */
export interface NightCounts {
  /** Rooms in service and not out of order. */
  available: number;
  /** Room nights sold, complimentary nights excluded. */
  sold: number;
  revenuePaise: number;
}

export interface HotelFigures {
  /** Occupancy in tenths of a percent (725 = 72.5%); null when no room was available. */
  occupancyTenths: number | null;
  /** Average daily rate, rounded to the rupee; null when nothing was sold. */
  adrPaise: number | null;
  /** Revenue per available room, rounded to the rupee; null when no room was available. */
  revparPaise: number | null;
}

export const noNights: NightCounts = { available: 0, sold: 0, revenuePaise: 0 };

export function addCounts(a: NightCounts, b: NightCounts): NightCounts {
  return { available: a.available + b.available, sold: a.sold + b.sold, revenuePaise: a.revenuePaise + b.revenuePaise };
}

/** `paise / count` rounded half up to the whole rupee (a negative amount rounds as its opposite does). */
function rupeesPer(paise: number, count: number): number {
  const sign = paise < 0 ? -1 : 1;
  return sign * divideRoundHalfUp(Math.abs(paise), count * 100) * 100 || 0;
}

export function hotelFigures(counts: NightCounts): HotelFigures {
  const { available, sold, revenuePaise } = counts;
  return {
    occupancyTenths: available > 0 ? divideRoundHalfUp(sold * 1000, available) : null,
    adrPaise: sold > 0 ? rupeesPer(revenuePaise, sold) : null,
    revparPaise: available > 0 ? rupeesPer(revenuePaise, available) : null,
  };
}

/** "72.5%", or "—" when there is nothing to divide by. */
export function percentText(tenths: number | null): string {
  if (tenths === null) return "—";
  return `${Math.floor(tenths / 10)}.${tenths % 10}%`;
}

/** "₹4,500", or "—" when there is nothing to divide by. */
export function rupeesText(paise: number | null): string {
  return paise === null ? "—" : formatRupees(paise);
}

/**
 * The room revenue of each night of a booked room, before any folio holds it: the night's kept
 * rate less its share of the room's offer discount, plus the nightly extra-guest charge (which no
 * offer reduces). The discount is shared in proportion to each night's rate, rounded down, and the
 * last charged night takes what rounding left, so the nights add up to the room's taxable value.
 */
export function nightlyRevenue(rates: readonly number[], extrasNightlyPaise: number, discountPaise: number): number[] {
  const rateTotal = sumOf(rates, (rate) => rate);
  if (rateTotal === 0 || discountPaise <= 0) return rates.map((rate) => rate + extrasNightlyPaise);
  const shares = rates.map((rate) => Math.floor((discountPaise * rate) / rateTotal));
  const last = rates.findLastIndex((rate) => rate > 0);
  shares[last] += discountPaise - sumOf(shares, (share) => share);
  return rates.map((rate, night) => rate - shares[night] + extrasNightlyPaise);
}
