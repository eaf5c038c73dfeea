/**
 * Shared by the wizard's unit and component tests: the hotel day they run on, parties written
 * compactly, and the two-room stay most of them price and confirm, so each test states only what it
 * varies.
 */
import type { IsoDate } from "~/content/hotel";
import type { BookingConfirmation } from "~/domain/api-types";
import { bookingConfirmation } from "~/domain/booking-confirmation";
import type { RoomGuests } from "~/domain/guest-counts";
import { type StayPrice, priceStay } from "~/domain/price-stay";
import type { ServiceKey } from "~/domain/services";

/** The hotel's today in these tests. */
export const today: IsoDate = "2026-11-21";

/** Rooms by their parties, `[adults, children]` each: `party([2, 1], [1, 0])`. */
export function party(...rooms: readonly (readonly [adults: number, children: number])[]): RoomGuests[] {
  return rooms.map(([adults, children]) => ({ adults, children }));
}

interface DeluxeAndSuiteStay {
  checkIn: IsoDate;
  checkOut: IsoDate;
  /** The Suite's party is what the tests vary; it has no children. */
  suiteAdults: number;
  services?: readonly ServiceKey[];
}

/**
 * The stay priced by the one price calculation: a Deluxe Room (₹4,500 a night) for two adults and
 * a child as room 1, and a Suite Room (₹11,000 a night) as room 2.
 */
export function priceDeluxeAndSuite({ checkIn, checkOut, suiteAdults, services }: DeluxeAndSuiteStay): StayPrice {
  return priceStay({
    checkIn,
    checkOut,
    rooms: [
      { roomId: 1, roomTypeName: "Deluxe Room", nightlyPaise: 450_000, adults: 2, children: 1 },
      { roomId: 4, roomTypeName: "Suite Room", nightlyPaise: 1_100_000, adults: suiteAdults, children: 0 },
    ],
    services,
  });
}

/** What the server answers for `price` stored as booking ABCD2345 of `guestName` (asha@example.com). */
export function confirmationOf(price: StayPrice, stay: { checkIn: string; checkOut: string }, guestName: string): BookingConfirmation {
  const guest = { name: guestName, email: "asha@example.com", phone: "+919876543210", special_requests: "" };
  return bookingConfirmation({ reference: "ABCD2345", checkIn: stay.checkIn, checkOut: stay.checkOut, guest }, price);
}
