/**
 * The room page's price for the guest's own dates (product-rules.md: The room page leads with the
 * room): the same availability search and the same price calculation the wizard uses, so the card
 * never shows a figure the wizard would not. Loaded when the guest's dates first need a price, never
 * with the page.
 */
import type { IsoDate } from "~/content/hotel";
import type { TypeRate } from "~/domain/stay-room-input";
import type { Lang } from "~/i18n/lang";
import { fetchAvailability } from "../../booking/wizard/availability-client";
import { priceSelection } from "../../booking/wizard/price-breakdown";

export interface QuoteAsk {
  roomId: number;
  checkIn: IsoDate;
  checkOut: IsoDate;
  adults: number;
  children: number;
}

export type StayQuote =
  | { kind: "price"; nights: number; totalPaise: number; discountPaise: number }
  | { kind: "unavailable" }
  /** The search refused the stay itself (a past date, too long): the panel's own check says why on Book. */
  | { kind: "refused" }
  | { kind: "failed" };

export async function quoteStay(ask: QuoteAsk, lang: Lang, signal?: AbortSignal): Promise<StayQuote> {
  const answer = await fetchAvailability({ checkIn: ask.checkIn, checkOut: ask.checkOut, adults: ask.adults, children: ask.children }, signal, lang);
  if (answer.kind === "refused") return { kind: "refused" };
  if (answer.kind !== "rooms") return { kind: "failed" };
  const room = answer.rooms.find((candidate) => candidate.id === ask.roomId);
  if (!room || room.available_count === 0) return { kind: "unavailable" };
  const rates = new Map<number, TypeRate>([[room.id, room]]);
  const price = priceSelection(
    { checkIn: ask.checkIn, checkOut: ask.checkOut, rooms: [{ adults: ask.adults, children: ask.children, selectedRoomId: room.id }], services: [] },
    rates,
  );
  if (!price) return { kind: "failed" };
  return { kind: "price", nights: price.nights, totalPaise: price.totals.total, discountPaise: price.totals.discount };
}
