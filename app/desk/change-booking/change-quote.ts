/**
 * A change priced, as the change page shows it (product-rules.md: Changing a booking): each room's
 * nights with the rate each keeps or takes, the totals before and after, and what stands in the
 * way. Kept apart from the server code so the page can import the shape.
 */
import type { IsoDate } from "~/content/hotel";
import type { ExtraCharge } from "~/domain/extra-guest-charges";
import type { StayTotals } from "~/domain/price-stay";
import type { NightRate } from "~/domain/stay-change";

export type QuotedRoomKind = "kept" | "new" | "type_changed";

export interface QuotedChangeRoom {
  roomTypeName: string;
  kind: QuotedRoomKind;
  adults: number;
  children: number;
  checkIn: IsoDate;
  nights: NightRate[];
  extras: ExtraCharge[];
  subtotalPaise: number;
  totalPaise: number;
}

export interface ChangeQuote {
  checkIn: IsoDate;
  checkOut: IsoDate;
  rooms: QuotedChangeRoom[];
  /** Room types of the booked rooms this change gives up. */
  removed: string[];
  before: StayTotals;
  after: StayTotals;
  /** After less before, paise: negative when the guest pays less. */
  differencePaise: number;
  /** The booking's offer kept as booked, whole percent; 0 without one. */
  percentOff: number;
  /** What was priced (dates and rooms), posted back with "Save the change". */
  pricedFor: string;
  /** Every rate and the new total as priced, posted back: a save at other rates is refused. */
  pricedRates: string;
  /** Nights sold out or closed and rooms taken, in sentences; the database decides on save. */
  problems: string[];
}

/** The priced figures as one string: each room's nights' rates, then the new total. */
export function pricedRatesKey(rooms: readonly { nights: readonly NightRate[] }[], total: number): string {
  return `${rooms.map((room) => room.nights.map((night) => night.paise).join(",")).join("|")};${total}`;
}
