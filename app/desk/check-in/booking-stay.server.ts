/**
 * The booking page's rooms by number and registration (product-rules.md: Rooms for each stay;
 * Guest registration): each room's number with the rooms it can move to, and the stay's register
 * entry with its Form C, read only for the desk.
 */
import { todayInHotel } from "~/domain/hotel-date";
import { countryName } from "./country-names.server";
import { type RegistrationRecord, registrationOf } from "./registration-store.server";
import { type StayRoom, stayRooms } from "./stay-rooms.server";

export interface BookingStay {
  rooms: StayRoom[];
  registration: RegistrationRecord | null;
  /** The registration's countries by name, named on the server as the check-in page names them. */
  countries: { nationality: string; passport: string };
}

export async function bookingStay(db: D1Database, reference: string, now: Date): Promise<BookingStay> {
  const booking = await db.prepare("SELECT id FROM bookings WHERE reference = ?").bind(reference).first<{ id: number }>();
  if (!booking) return { rooms: [], registration: null, countries: { nationality: "", passport: "" } };
  const [rooms, registration] = await Promise.all([stayRooms(db, booking.id, todayInHotel(now)), registrationOf(db, booking.id)]);
  const countries = {
    nationality: registration ? countryName(registration.nationality) : "",
    passport: registration?.foreign ? countryName(registration.foreign.passportCountry) : "",
  };
  return { rooms, registration, countries };
}
