/**
 * What POST /api/bookings sends to the admin API (its booking request, docs/delivery.md), built
 * from the server's own prices (product-rules.md: One price and tax calculation) and status
 * (product-rules.md: Booking reference and status), never from the client's numbers.
 *
 * Units and choices (docs/delivery.md): amounts are rupees with paise as decimals (the admin API
 * states prices in rupees); `room_price` is that room's total for the whole stay after any offer,
 * GST included, so `total_amount = room_price + services_price` is what the guest pays for the
 * room; `payment_method` stays the original site's default "card" (payload unchanged,
 * product-rules.md: Booking reference and status) while `payment_status` "unpaid" says nothing was
 * charged; the booking reference the guest was given is appended to `special_requests`, the only
 * free-text field, so staff can find the booking by it.
 */
import { sumOf } from "~/domain/sum-of";
import type { ChatBooking } from "~/domain/chat-booking-schema";
import type { NormalisedBooking } from "~/domain/parse-booking-request";
import type { StayPrice } from "~/domain/price-stay";
import type { RoomTypeName } from "~/domain/room-types";
import { paiseToRupees } from "~/domain/money";

export interface WizardBookingEntry {
  check_in_date: string;
  check_out_date: string;
  number_of_nights: number;
  adults: number;
  children: number;
  room_category_id: number;
  room_number_id: number;
  services: { name: string; price: number }[];
  name: string;
  email: string;
  phone: string;
  special_requests: string;
  payment_method: "card";
  room_price: number;
  services_price: number;
  total_amount: number;
  booking_status: "pending";
  payment_status: "unpaid";
  no_of_rooms: number;
}

/**
 * The chat's booking as the admin API takes it: the chat's own type, except that the room type is
 * the name the origin gives the room, which need not be one of ours.
 */
export type ChatBookingPayload = Omit<ChatBooking, "roomType"> & { roomType: string };

export function referenceNote(reference: string): string {
  return `Website booking reference: ${reference}`;
}

/**
 * The tax invoice's details, in the only free-text field the admin API's booking has: the hotel's
 * system then has them too (product-rules.md: Legal name and GSTIN).
 */
export function billingNote(billing: NormalisedBooking["guest"]["billing"]): string {
  if (!billing) return "";
  return [
    "Tax invoice to:",
    billing.company,
    billing.gstin ? `GSTIN ${billing.gstin}` : "",
    billing.address,
  ]
    .filter(Boolean)
    .join("\n");
}

export function wizardBookingPayload(
  booking: NormalisedBooking,
  price: StayPrice,
  reference: string,
): { bookings: WizardBookingEntry[] } {
  const services = price.services.map((service) => ({ name: service.label, price: paiseToRupees(service.price) }));
  const servicesPaise = sumOf(price.services, (service) => service.price);
  const specialRequests = [booking.guest.specialRequests, billingNote(booking.guest.billing), referenceNote(reference)]
    .filter(Boolean)
    .join("\n\n");
  return {
    bookings: price.rooms.map((room) => ({
      check_in_date: booking.checkIn,
      check_out_date: booking.checkOut,
      number_of_nights: price.nights,
      adults: room.adults,
      children: room.children,
      room_category_id: room.roomId,
      room_number_id: room.roomId,
      services,
      name: booking.guest.name,
      email: booking.guest.email,
      phone: booking.guest.phone,
      special_requests: specialRequests,
      payment_method: "card",
      room_price: paiseToRupees(room.total),
      services_price: paiseToRupees(servicesPaise),
      total_amount: paiseToRupees(room.total + servicesPaise),
      booking_status: "pending",
      payment_status: "unpaid",
      no_of_rooms: price.rooms.length,
    })),
  };
}

/**
 * A one-room chat booking as the admin API's chat request; the room type is the hotel's full type
 * name. That shape holds one room, so a chat booking of several rooms goes as the wizard's request
 * (one entry per room), the admin API's form for several rooms.
 */
export function chatBookingPayload(booking: NormalisedBooking, roomType: RoomTypeName): ChatBooking {
  const room = booking.rooms[0];
  return {
    name: booking.guest.name,
    email: booking.guest.email,
    phone: booking.guest.phone,
    checkIn: booking.checkIn,
    checkOut: booking.checkOut,
    adults: room.adults,
    children: room.children,
    roomType,
  };
}
