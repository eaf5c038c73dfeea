/**
 * What a room page's structured data prices (product-rules.md: Google's hotel feed): the dates in
 * its address through the same availability search and price calculation the wizard uses, so Google
 * reads the figure a guest would book at; without dates, or when they cannot be priced, tonight's
 * rate as the page shows it.
 */
import type { IsoDate } from "~/content/hotel";
import type { Room } from "~/domain/api-types";
import { addDays, nightsBetween } from "~/domain/hotel-date";
import { rupeesToPaise } from "~/domain/money";
import { nightlyAfterOffer, offerFor, priceStay } from "~/domain/price-stay";
import { stayRoomInput } from "~/domain/stay-room-input";
import { type AppServices, OriginUnavailableError } from "~/server/app-services";
import type { RoomStayOffer } from "./room-json-ld";
import { searchedStay } from "./searched-stay";

/** Tonight's rate, after the offer running today: the figure the page's rate line shows. */
export function tonightOffer(room: Pick<Room, "room_price">, today: IsoDate): RoomStayOffer {
  const pricePaise = nightlyAfterOffer(rupeesToPaise(room.room_price), offerFor(today)?.percentOff ?? 0);
  return { checkIn: today, checkOut: addDays(today, 1), pricePaise, searched: false, available: true };
}

export async function roomStayOffer(services: AppServices, room: Room, query: URLSearchParams, today: IsoDate): Promise<RoomStayOffer> {
  const stay = searchedStay(query, today);
  if (!stay) return tonightOffer(room, today);
  let found: Awaited<ReturnType<AppServices["availability"]["search"]>>[number] | undefined;
  try {
    const rooms = await services.availability.search({
      check_in_date: stay.checkIn,
      check_out_date: stay.checkOut,
      adults: stay.adults,
      children: 0,
      no_of_rooms: 1,
    });
    found = rooms.find((candidate) => candidate.id === room.id);
  } catch (error) {
    // The page still shows the room; its structured data falls back to the rate it shows.
    if (error instanceof OriginUnavailableError) return tonightOffer(room, today);
    throw error;
  }
  // Sold out or closed for those dates: no price can be stated for them, so tonight's stands.
  if (!found || found.available_count === 0) return tonightOffer(room, today);
  const nights = nightsBetween(stay.checkIn, stay.checkOut);
  const price = priceStay({
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    rooms: [stayRoomInput(found, { roomId: room.id, adults: stay.adults, children: 0, olderChildren: 0 }, nights)],
    services: [],
  });
  return {
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    pricePaise: price.totals.subtotal - price.totals.discount,
    searched: true,
    available: true,
  };
}
