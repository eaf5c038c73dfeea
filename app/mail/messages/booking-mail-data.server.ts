/**
 * What a booking e-mail needs to know, in one small shape: the booking messages take it (or any
 * of the two records the site keeps of a booking, converted here), so the intake can write mail
 * from the answer it just computed and the front desk from the booking row it just moved. Amounts
 * are paise, as everywhere (product-rules.md: One price and tax calculation).
 */
import type { IsoDate } from "~/content/hotel";
import type { BookingConfirmation } from "~/domain/api-types";
import type { BookingStatus } from "~/domain/booking-status";
import type { TaxLine } from "~/domain/price-stay";
import { taxLinesOf } from "~/desk/bookings/booking-taxes";
import { findService } from "~/domain/services";
import { taxLinesFromJson } from "~/domain/tax-lines-json";
import type { DeskBookingDetail, DeskBookingRoom } from "~/desk/bookings/desk-services";

/**
 * A room as the desk keeps it, without what the mail does not print per room (its own tax and
 * discount, its release): the nights grouped by rate (product-rules.md: Rates and rate periods).
 */
export type BookingMailRoom = Pick<
  DeskBookingRoom,
  "roomTypeName" | "adults" | "children" | "nightlyPaise" | "rates" | "nights" | "subtotalPaise"
> &
  Partial<Pick<DeskBookingRoom, "extras">>;

export interface BookingMailData {
  reference: string;
  status: BookingStatus;
  checkIn: IsoDate;
  checkOut: IsoDate;
  nights: number;
  guest: { name: string; email: string; phone: string };
  specialRequests: string;
  /** Service names as guests read them (paid at the hotel). */
  services: string[];
  rooms: BookingMailRoom[];
  totals: { subtotal: number; discount: number; cgst: number; sgst: number; total: number };
  /** GST by rate; empty when the record kept only the totals (the labels then name no rate). */
  taxes: TaxLine[];
}

/** Anything a booking e-mail can be written from. */
export type BookingMailSource = BookingMailData | BookingConfirmation | DeskBookingDetail;

export function fromConfirmation(confirmation: BookingConfirmation): BookingMailData {
  return {
    reference: confirmation.reference,
    status: confirmation.status,
    checkIn: confirmation.check_in_date as IsoDate,
    checkOut: confirmation.check_out_date as IsoDate,
    nights: confirmation.nights,
    guest: { name: confirmation.guest.name, email: confirmation.guest.email, phone: confirmation.guest.phone },
    specialRequests: confirmation.guest.special_requests,
    services: confirmation.services.map((service) => service.label),
    rooms: confirmation.rooms.map((room) => ({
      roomTypeName: room.room_type_name,
      adults: room.adults,
      children: room.children,
      nightlyPaise: room.nightly,
      rates: room.rates ?? [{ nightly: room.nightly, nights: room.nights }],
      nights: room.nights,
      subtotalPaise: room.subtotal,
      extras: room.extras ?? [],
    })),
    totals: { ...confirmation.totals },
    taxes: taxLinesFromJson(confirmation.taxes ?? []),
  };
}

/** From the desk's record: GST by rate as each room was charged. */
export function fromDeskBooking(booking: DeskBookingDetail): BookingMailData {
  return {
    reference: booking.reference,
    status: booking.status,
    checkIn: booking.checkIn,
    checkOut: booking.checkOut,
    nights: booking.nights,
    guest: { name: booking.guestName, email: booking.guestEmail, phone: booking.guestPhone },
    specialRequests: booking.specialRequests,
    services: booking.services.map((key) => findService(key)?.label ?? key),
    rooms: booking.roomLines.map((room) => ({
      roomTypeName: room.roomTypeName,
      adults: room.adults,
      children: room.children,
      nightlyPaise: room.nightlyPaise,
      rates: room.rates,
      nights: room.nights,
      subtotalPaise: room.subtotalPaise,
      extras: room.extras,
    })),
    totals: {
      subtotal: booking.subtotalPaise,
      discount: booking.discountPaise,
      cgst: booking.cgstPaise,
      sgst: booking.sgstPaise,
      total: booking.totalPaise,
    },
    taxes: taxLinesOf(booking.roomLines),
  };
}

export function bookingMailData(source: BookingMailSource): BookingMailData {
  if ("check_in_date" in source) return fromConfirmation(source);
  if ("roomLines" in source) return fromDeskBooking(source);
  return source;
}
