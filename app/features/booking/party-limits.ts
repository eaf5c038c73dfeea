/**
 * What a party of guests spread over `rooms` rooms may hold (product-rules.md: One guest rule), for
 * the home strip's totals: every room needs an adult, and no room holds more than the per-room
 * caps.
 */
import { hotel } from "~/content/hotel";

const limits = hotel.limits;

export function partyLimits(rooms: number, adults: number): { maxAdults: number; maxChildren: number } {
  const capacity = rooms * limits.maxGuestsPerRoom;
  const maxAdults = rooms * Math.min(limits.maxAdults, limits.maxGuestsPerRoom);
  const maxChildren = Math.max(0, Math.min(rooms * limits.maxChildren, capacity - adults));
  return { maxAdults, maxChildren };
}
