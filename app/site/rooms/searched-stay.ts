/**
 * The stay a room page's address asks about (product-rules.md: Google's hotel feed): Google's
 * booking links open /RoomDetails/{id}?checkIn=…&checkOut=… (the wizard's own check_in and
 * check_out are read too), and the page's structured data then prices those dates. Pure, so the
 * page and its tests read the same stay.
 */
import { type IsoDate, hotel } from "~/content/hotel";
import { addDays, compareDates, isValidIsoDate, nightsBetween } from "~/domain/hotel-date";

export interface SearchedStay {
  checkIn: IsoDate;
  checkOut: IsoDate;
  adults: number;
}

/** Two adults, the party a room's rate is quoted for when the address names none. */
export const DEFAULT_SEARCH_ADULTS = 2;

const first = (query: URLSearchParams, names: readonly string[]) => names.map((name) => query.get(name)).find((value) => value !== null) ?? null;

/**
 * The dates asked for, when they are a stay the website sells: from today, within the nights and
 * the days ahead a guest may book online. Anything else is no stay, and the page prices tonight.
 */
export function searchedStay(query: URLSearchParams, today: IsoDate): SearchedStay | null {
  const checkIn = first(query, ["checkIn", "check_in"]);
  const checkOut = first(query, ["checkOut", "check_out"]);
  if (!isValidIsoDate(checkIn) || !isValidIsoDate(checkOut)) return null;
  if (compareDates(checkIn, today) < 0 || compareDates(checkOut, checkIn) <= 0) return null;
  if (nightsBetween(checkIn, checkOut) > hotel.bookingLimits.maxNights) return null;
  if (compareDates(checkIn, addDays(today, hotel.bookingLimits.maxCheckInDaysAhead)) > 0) return null;
  const asked = Number(query.get("adults"));
  const adults = Number.isInteger(asked) && asked >= 1 && asked <= hotel.limits.maxGuestsPerRoom ? asked : DEFAULT_SEARCH_ADULTS;
  return { checkIn, checkOut, adults };
}
