/**
 * What POST /api/bookings answers for a stored booking: the stay and guest as sent, every amount as
 * the one price calculation made it (product-rules.md: One price and tax calculation). The server
 * builds it; the receipt and its tests read the same shape.
 */
import type { BookingConfirmation } from "./api-types";
import type { StayPrice } from "./price-stay";
import { taxLinesToJson } from "./tax-lines-json";

interface ConfirmedStay {
  reference: string;
  checkIn: string;
  checkOut: string;
  guest: BookingConfirmation["guest"];
}

export function bookingConfirmation(stay: ConfirmedStay, price: StayPrice): BookingConfirmation {
  return {
    reference: stay.reference,
    status: "pending",
    check_in_date: stay.checkIn,
    check_out_date: stay.checkOut,
    nights: price.nights,
    guest: stay.guest,
    rooms: price.rooms.map((room) => ({
      room_id: room.roomId,
      room_type_name: room.roomTypeName,
      adults: room.adults,
      children: room.children,
      nightly: room.nightly,
      nights: room.nights,
      subtotal: room.subtotal,
      rates: room.rates.map((run) => ({ nightly: run.nightly, nights: run.nights })),
      ...(room.extras.length > 0 ? { extras: room.extras } : {}),
    })),
    services: price.services.map((service) => ({ key: service.key, label: service.label, price: service.price })),
    totals: price.totals,
    taxes: taxLinesToJson(price.taxes),
  };
}
