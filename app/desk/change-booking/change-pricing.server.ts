/**
 * A change priced (product-rules.md: Changing a booking): the rates in force read through the
 * origin's stayRates as the website reads them, then the pure rule in stay-change.ts keeps each
 * booked night's rate and prices the rest.
 */
import { sumOf } from "~/domain/sum-of";
import { compareDates, nightsBetween } from "~/domain/hotel-date";
import { rupeesToPaise } from "~/domain/money";
import { extraGuestsOf } from "~/domain/occupancy";
import { type ChangedRoom, type StayChangePrice, bookedOfferPercent, priceStayChange } from "~/domain/stay-change";
import { createEmbeddedOrigin } from "~/origin/embedded-origin.server";
import type { StayChangeRequest } from "./change-booking-form";
import { type ChangeQuote, type QuotedChangeRoom, pricedRatesKey } from "./change-quote";
import { changePricedForKey } from "./change-booking-form";
import type { BookingToChange, PricedType } from "./booking-to-change.server";

export interface PricedChange {
  price: StayChangePrice;
  quote: ChangeQuote;
}

export async function priceChange(
  db: D1Database,
  booking: BookingToChange,
  change: StayChangeRequest,
  types: readonly PricedType[],
  now: Date,
): Promise<PricedChange> {
  const from = change.rooms.map((room) => room.checkIn).reduce((a, b) => (compareDates(a, b) <= 0 ? a : b), change.checkIn);
  const span = nightsBetween(from, change.checkOut);
  const rates = await createEmbeddedOrigin(db, () => now).stayRates({ checkIn: from, checkOut: change.checkOut });
  const typeOf = (roomId: number) => types.find((type) => type.id === roomId) as PricedType;
  const rooms = change.rooms.map((room): ChangedRoom => {
    const type = typeOf(room.roomId);
    const nights = nightsBetween(room.checkIn, change.checkOut);
    const offset = nightsBetween(from, room.checkIn);
    const inForce = rates.get(type.id);
    const booked = booking.rooms.find((bookedRoom) => bookedRoom.id === room.bookedRoomId);
    const extra = extraGuestsOf(type.occupancy, room);
    return {
      roomId: type.id,
      roomTypeName: type.name,
      adults: room.adults,
      children: room.children,
      checkIn: room.checkIn,
      booked: booked ? { roomId: booked.roomId, checkIn: booked.checkIn, ratesPaise: booked.ratesPaise } : null,
      inForcePaise:
        inForce && inForce.length === span
          ? inForce.slice(offset, offset + nights).map(rupeesToPaise)
          : Array.from({ length: nights }, () => rupeesToPaise(type.roomPrice)),
      extraGuests: {
        adults: extra.adults,
        children: extra.children,
        adultNightlyPaise: type.occupancy.extraAdultPaise,
        childNightlyPaise: type.occupancy.extraChildPaise,
      },
    };
  });
  const percentOff = bookedOfferPercent({
    subtotalPaise: booking.totals.subtotal,
    discountPaise: booking.totals.discount,
    extrasPaise: sumOf(booking.rooms, (room) => room.extrasPaise),
  });
  const price = priceStayChange({ checkOut: change.checkOut, rooms, percentOff });
  const quotedRooms = price.rooms.map((priced, index): QuotedChangeRoom => {
    const room = rooms[index] as ChangedRoom;
    const kind = !room.booked ? "new" : room.booked.roomId === room.roomId ? "kept" : "type_changed";
    return {
      roomTypeName: room.roomTypeName,
      kind,
      adults: room.adults,
      children: room.children,
      checkIn: priced.checkIn,
      nights: priced.nights,
      extras: priced.price.extras,
      subtotalPaise: priced.price.subtotal,
      totalPaise: priced.price.total,
    };
  });
  return {
    price,
    quote: {
      checkIn: change.checkIn,
      checkOut: change.checkOut,
      rooms: quotedRooms,
      removed: change.removed.map((id) => booking.rooms.find((room) => room.id === id)?.roomTypeName ?? ""),
      before: booking.totals,
      after: price.totals,
      differencePaise: price.totals.total - booking.totals.total,
      percentOff,
      pricedFor: changePricedForKey(change),
      pricedRates: pricedRatesKey(price.rooms, price.totals.total),
      problems: [],
    },
  };
}
