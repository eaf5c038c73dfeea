/**
 * Extra-guest charges as the one price calculation lists them (product-rules.md: Occupancy): a line
 * per kind of paying guest beyond the room type's base, "Extra adult × 1 × 2 nights".
 */
import { sumOf } from "./sum-of";

/** Paying guests beyond the base, and each one's charge a night in paise. */
export interface ExtraGuestRates {
  adults: number;
  children: number;
  adultNightlyPaise: number;
  childNightlyPaise: number;
}

/** One line of extra-guest charges: "Extra adult × 1 × 2 nights". */
export interface ExtraCharge {
  kind: "adult" | "child";
  count: number;
  /** Paise a night for one such guest. */
  nightly: number;
  nights: number;
  /** count × nightly × nights. */
  amount: number;
}

/** The extra-guest lines of a room, and their charge a night. */
export function extraChargesOf(extra: ExtraGuestRates | undefined, nights: number): { lines: ExtraCharge[]; nightly: number } {
  if (!extra) return { lines: [], nightly: 0 };
  const parts = [
    { kind: "adult" as const, count: extra.adults, nightly: extra.adultNightlyPaise },
    { kind: "child" as const, count: extra.children, nightly: extra.childNightlyPaise },
  ];
  for (const part of parts) {
    if (!Number.isSafeInteger(part.count) || part.count < 0 || !Number.isSafeInteger(part.nightly) || part.nightly < 0) {
      throw new RangeError("Extra guests and their charges must be whole, non-negative numbers");
    }
  }
  const lines = parts
    .filter((part) => part.count > 0 && part.nightly > 0)
    .map((part) => ({ ...part, nights, amount: part.count * part.nightly * nights }));
  return { lines, nightly: sumOf(lines, (line) => line.count * line.nightly) };
}

