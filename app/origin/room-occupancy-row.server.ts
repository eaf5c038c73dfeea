/**
 * A room type's occupancy and facts as D1 keeps them (migrations/0022, 0023), turned into what the
 * API states (product-rules.md: Occupancy, Room facts). A type whose occupancy was never set reads
 * as the one guest rule with no extra charges.
 */
import type { RoomFacts } from "~/domain/api-types";
import { type Occupancy, openOccupancy } from "~/domain/occupancy";

export const occupancyColumns =
  "rooms.base_guests, rooms.max_adults, rooms.max_guests, rooms.extra_beds, rooms.extra_adult_paise, rooms.extra_child_paise";
export const factColumns = "rooms.size_m2, rooms.beds, rooms.beds_hi, rooms.view, rooms.view_hi";

export interface OccupancyRow {
  base_guests: number | null;
  max_adults: number | null;
  max_guests: number | null;
  extra_beds: number | null;
  extra_adult_paise: number | null;
  extra_child_paise: number | null;
}

export interface FactRow {
  size_m2: number | null;
  beds: string | null;
  beds_hi: string | null;
  view: string | null;
  view_hi: string | null;
}

export function occupancyOf(row: OccupancyRow): Occupancy {
  if (row.base_guests === null || row.max_adults === null || row.max_guests === null) return openOccupancy;
  return {
    baseGuests: row.base_guests,
    maxAdults: row.max_adults,
    maxGuests: row.max_guests,
    extraBeds: row.extra_beds ?? 0,
    extraAdultPaise: row.extra_adult_paise ?? 0,
    extraChildPaise: row.extra_child_paise ?? 0,
  };
}

const text = (value: string | null) => (value && value.trim() !== "" ? value.trim() : undefined);

export function factsOf(row: FactRow): RoomFacts {
  return {
    ...(row.size_m2 ? { sizeM2: row.size_m2 } : {}),
    ...(text(row.beds) ? { beds: text(row.beds) } : {}),
    ...(text(row.view) ? { view: text(row.view) } : {}),
    ...(text(row.beds_hi) || text(row.view_hi) ? { hi: { beds: text(row.beds_hi), view: text(row.view_hi) } } : {}),
  };
}

/** The row's own columns without the occupancy and fact columns, which `occupancyOf` and `factsOf` read. */
export function withoutOccupancyAndFacts<T extends OccupancyRow & FactRow>(row: T): Omit<T, keyof OccupancyRow | keyof FactRow> {
  const { base_guests, max_adults, max_guests, extra_beds, extra_adult_paise, extra_child_paise, size_m2, beds, beds_hi, view, view_hi, ...rest } = row;
  return rest;
}
