/**
 * What "Price it" shows (product-rules.md: Bookings staff make): each room's nights with the rate in
 * force, the stay priced at the rates as they will be charged, and why the stay cannot be had when
 * a night is closed or sold out. Kept apart from the store so the page imports no server code.
 */
import type { IsoDate } from "~/content/hotel";
import type { StayPrice } from "~/domain/price-stay";

export interface QuotedNight {
  night: IsoDate;
  /** The rate in force that night (the room type's rate or its rate period's), paise. */
  inForcePaise: number;
}

export interface QuotedRoom {
  roomId: number;
  name: string;
  adults: number;
  children: number;
  olderChildren: number;
  nights: QuotedNight[];
}

export interface NewBookingQuote {
  checkIn: IsoDate;
  checkOut: IsoDate;
  rooms: QuotedRoom[];
  /** Priced at the rates staff typed where they are valid, the rates in force elsewhere. */
  price: StayPrice;
  /** One sentence per room type a night of the stay cannot give; empty when it can be booked. */
  unavailable: string[];
  /** Posted back as `priced_for`, so a save of changed dates or rooms is priced again first. */
  pricedFor: string;
}
